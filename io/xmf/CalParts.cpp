#include "io/xmf/CalParts.h"

#include "io/Formats.h"
#include "io/MappedFile.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CrfMaterial.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

QList<CalPartFormat> makeFormats()
{
    QList<CalPartFormat> list;
    CalPartFormat skeleton;
    skeleton.format = QStringLiteral("xsf");
    skeleton.part = CalPart::Skeleton;
    skeleton.readSkeleton = readXsfSkeleton;
    skeleton.writeSkeleton = writeXsfSkeleton;
    skeleton.extensions = {QStringLiteral("xsf")};
    CalPartFormat mesh;
    mesh.format = QStringLiteral("xmf");
    mesh.part = CalPart::Mesh;
    mesh.readMesh = readXmfMesh;
    mesh.writeMesh = writeXmfMesh;
    mesh.extensions = {QStringLiteral("xmf")};
    CalPartFormat animation;
    animation.format = QStringLiteral("xaf");
    animation.part = CalPart::Animation;
    animation.readAnimation = readXafAnimation;
    animation.writeAnimation = writeXafAnimation;
    animation.extensions = {QStringLiteral("xaf")};
    CalPartFormat material;
    material.format = QStringLiteral("xrf");
    material.part = CalPart::Material;
    material.readMaterial = readXrfMaterial;
    material.writeMaterial = writeXrfMaterial;
    material.extensions = {QStringLiteral("xrf")};
    list << skeleton << mesh << animation << material;
    // The binary forms: the same parts, read and written by the CSF, CMF,
    // CAF and CRF readers and writers.
    skeleton.format = QStringLiteral("csf");
    skeleton.readSkeleton = readCsfSkeleton;
    skeleton.writeSkeleton = writeCsfSkeleton;
    skeleton.extensions = {QStringLiteral("csf")};
    mesh.format = QStringLiteral("cmf");
    mesh.readMesh = readCmfMesh;
    mesh.writeMesh = writeCmfMesh;
    mesh.extensions = {QStringLiteral("cmf")};
    animation.format = QStringLiteral("caf");
    animation.readAnimation = readCafAnimation;
    animation.writeAnimation = writeCafAnimation;
    animation.extensions = {QStringLiteral("caf")};
    material.format = QStringLiteral("crf");
    material.readMaterial = readCrfMaterial;
    material.writeMaterial = writeCrfMaterial;
    material.extensions = {QStringLiteral("crf")};
    list << skeleton << mesh << animation << material;
    CalPartFormat morph;
    morph.format = QStringLiteral("xpf");
    morph.part = CalPart::MorphAnimation;
    morph.readMorphAnimation = readXpfMorphAnimation;
    morph.writeMorphAnimation = writeXpfMorphAnimation;
    morph.extensions = {QStringLiteral("xpf")};
    list << morph;
    morph.format = QStringLiteral("cpf");
    morph.readMorphAnimation = readCpfMorphAnimation;
    morph.writeMorphAnimation = writeCpfMorphAnimation;
    morph.extensions = {QStringLiteral("cpf")};
    list << morph;
    return list;
}

QString partName(CalPart part)
{
    switch (part) {
    case CalPart::Skeleton: return tr("a skeleton");
    case CalPart::Mesh: return tr("a mesh");
    case CalPart::Animation: return tr("an animation");
    case CalPart::Material: return tr("a material");
    case CalPart::MorphAnimation: return tr("a morph animation");
    }
    return {};
}

// Maps the file and checks its part; *entry is set on success.
ReadResult openPart(const QString &path, CalPart part, MappedFile &bytes, const CalPartFormat **entry)
{
    QString why;
    *entry = calPartReader(path, &why);
    if (!*entry)
        return ReadResult::failure(path, why);
    if ((*entry)->part != part)
        return ReadResult::failure(
            path, tr("%1 file was given where %2 file belongs").arg(partName((*entry)->part), partName(part)));
    QString error;
    if (!bytes.open(path, error))
        return ReadResult::failure(path, error);
    return {};
}

} // namespace

const QList<CalPartFormat> &calPartFormats()
{
    static const QList<CalPartFormat> formats = makeFormats();
    return formats;
}

const CalPartFormat *calPartReader(const QString &path, QString *why)
{
    QString reason;
    const QString id = detectFormat(path, &reason);
    for (const CalPartFormat &f : calPartFormats())
        if (f.format == id && !id.isEmpty())
            return &f;
    if (why)
        *why = id.isEmpty() ? reason : tr("not a Cal3D skeleton, mesh, animation or material file");
    return nullptr;
}

const CalPartFormat *calPartWriter(CalPart part, const QString &path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    for (const CalPartFormat &f : calPartFormats()) {
        if (f.part != part || !f.extensions.contains(ext))
            continue;
        const bool writes = (part == CalPart::Skeleton && f.writeSkeleton) || (part == CalPart::Mesh && f.writeMesh)
                            || (part == CalPart::Animation && f.writeAnimation)
                            || (part == CalPart::Material && f.writeMaterial)
                            || (part == CalPart::MorphAnimation && f.writeMorphAnimation);
        if (writes)
            return &f;
    }
    return nullptr;
}

QString calXmlExtension(CalPart part)
{
    switch (part) {
    case CalPart::Skeleton: return QStringLiteral("xsf");
    case CalPart::Mesh: return QStringLiteral("xmf");
    case CalPart::Animation: return QStringLiteral("xaf");
    case CalPart::Material: return QStringLiteral("xrf");
    case CalPart::MorphAnimation: return QStringLiteral("xpf");
    }
    return {};
}

ReadResult readCalSkeletonFile(const QString &path, QList<int> *fileIdToJoint)
{
    MappedFile bytes;
    const CalPartFormat *f = nullptr;
    if (ReadResult r = openPart(path, CalPart::Skeleton, bytes, &f); !r.ok())
        return r;
    return f->readSkeleton(path, bytes.bytes(), fileIdToJoint);
}

ReadResult readCalMeshFile(const QString &path, const QList<int> *fileIdToJoint)
{
    MappedFile bytes;
    const CalPartFormat *f = nullptr;
    if (ReadResult r = openPart(path, CalPart::Mesh, bytes, &f); !r.ok())
        return r;
    return f->readMesh(path, bytes.bytes(), fileIdToJoint);
}

ReadResult readCalAnimationFile(const QString &path, const QList<int> &fileIdToJoint)
{
    MappedFile bytes;
    const CalPartFormat *f = nullptr;
    if (ReadResult r = openPart(path, CalPart::Animation, bytes, &f); !r.ok())
        return r;
    return f->readAnimation(path, bytes.bytes(), fileIdToJoint);
}

ReadResult readCalMaterialFile(const QString &path)
{
    MappedFile bytes;
    const CalPartFormat *f = nullptr;
    if (ReadResult r = openPart(path, CalPart::Material, bytes, &f); !r.ok())
        return r;
    return f->readMaterial(path, bytes.bytes());
}

ReadResult readCalMorphAnimationFile(const QString &path, const Model &model)
{
    MappedFile bytes;
    const CalPartFormat *f = nullptr;
    if (ReadResult r = openPart(path, CalPart::MorphAnimation, bytes, &f); !r.ok())
        return r;
    return f->readMorphAnimation(path, bytes.bytes(), model);
}

} // namespace quarry
