#include "io/cal3d/Cal3dFiles.h"

#include "io/Formats.h"
#include "io/MappedFile.h"
#include "io/cal3d/BinaryStream.h"
#include "io/cal3d/CafAnimation.h"
#include "io/cal3d/CmfMesh.h"
#include "io/cal3d/CrfMaterial.h"
#include "io/cal3d/CsfSkeleton.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfAvatar.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace quarry {

namespace {

bool isBinary(QByteArrayView data, const char magic[4])
{
    return data.size() >= 4 && std::memcmp(data.data(), magic, 4) == 0;
}

void carry(ReadResult &into, const ReadResult &from)
{
    into.warnings.append(from.warnings);
    into.notes.append(from.notes);
    if (from.error)
        into.error = from.error;
}

} // namespace

ReadResult readCal3dSkeleton(const QString &path, QByteArrayView data, QList<int> *fileIdToJoint)
{
    return isBinary(data, cal3d::kSkeletonMagic) ? readCsfSkeleton(path, data, fileIdToJoint)
                                                 : readXsfSkeleton(path, data, fileIdToJoint);
}

ReadResult readCal3dMesh(const QString &path, QByteArrayView data, const QList<int> *fileIdToJoint)
{
    return isBinary(data, cal3d::kMeshMagic) ? readCmfMesh(path, data, fileIdToJoint)
                                             : readXmfMesh(path, data, fileIdToJoint);
}

ReadResult readCal3dAnimation(const QString &path, QByteArrayView data, const QList<int> &fileIdToJoint)
{
    return isBinary(data, cal3d::kAnimationMagic) ? readCafAnimation(path, data, fileIdToJoint)
                                                  : readXafAnimation(path, data, fileIdToJoint);
}

ReadResult readCal3dMaterial(const QString &path, QByteArrayView data)
{
    return isBinary(data, cal3d::kMaterialMagic) ? readCrfMaterial(path, data) : readXrfMaterial(path, data);
}

ReadResult readAnimationWithSkeleton(const QString &path, QByteArrayView data, const ReadOptions &options,
                                     const QString &missingSkeleton)
{
    QString skeletonPath;
    for (const QString &c : options.companions)
        if (cal3dFileKind(c) == QLatin1String("skeleton"))
            skeletonPath = c;
    ReadResult result;
    if (skeletonPath.isEmpty()) {
        // The skeleton beside it whose name is the longest prefix of this
        // file's; of two as long, the one in this file's own form.
        const QFileInfo info(path);
        const QString base = info.completeBaseName();
        const QString ownForm = isBinary(data, cal3d::kAnimationMagic) ? QStringLiteral("csf") : QStringLiteral("xsf");
        const QStringList names = info.absoluteDir().entryList({QStringLiteral("*.csf"), QStringLiteral("*.xsf")},
                                                               QDir::Files, QDir::Name);
        qsizetype best = 0;
        bool bestInOwnForm = false;
        for (const QString &name : names) {
            const QFileInfo candidate(name);
            const QString b = candidate.completeBaseName();
            const bool inOwnForm = candidate.suffix().toLower() == ownForm;
            if (base.startsWith(b) && (b.size() > best || (b.size() == best && inOwnForm && !bestInOwnForm))) {
                best = b.size();
                bestInOwnForm = inOwnForm;
                skeletonPath = info.absoluteDir().absoluteFilePath(name);
            }
        }
        if (skeletonPath.isEmpty())
            return ReadResult::failure(path, missingSkeleton);
        result.warnings.append(Diagnostic{path, -1, -1, tr("took the skeleton from %1").arg(skeletonPath)});
    }
    MappedFile bytes;
    QString error;
    if (!bytes.open(skeletonPath, error))
        return ReadResult::failure(skeletonPath, error);
    QList<int> jointMap;
    ReadResult s = readCal3dSkeleton(skeletonPath, bytes.bytes(), &jointMap);
    carry(result, s);
    if (!s.ok())
        return result;
    ReadResult a = readCal3dAnimation(path, data, jointMap);
    carry(result, a);
    if (!a.ok())
        return result;
    result.model = std::move(s.model);
    result.model.animations = std::move(a.model.animations);
    return result;
}

QString cal3dFileKind(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray head = file.read(4096);
        if (probeCsf(head) || probeXsf(head))
            return QStringLiteral("skeleton");
        if (probeCmf(head) || probeXmf(head))
            return QStringLiteral("mesh");
        if (probeCaf(head) || probeXaf(head))
            return QStringLiteral("animation");
        if (probeCrf(head) || probeXrf(head))
            return QStringLiteral("material");
    }
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("csf") || ext == QLatin1String("xsf"))
        return QStringLiteral("skeleton");
    if (ext == QLatin1String("cmf") || ext == QLatin1String("xmf"))
        return QStringLiteral("mesh");
    if (ext == QLatin1String("caf") || ext == QLatin1String("xaf"))
        return QStringLiteral("animation");
    if (ext == QLatin1String("crf") || ext == QLatin1String("xrf"))
        return QStringLiteral("material");
    return {};
}

QList<Diagnostic> encodeBinaryCompanions(const Model &model, const QString &cmfPath, QList<FileBytes> *files,
                                         QString *error)
{
    QList<Diagnostic> warnings;
    const AvatarFiles xml = avatarCompanionPaths(model, cmfPath);
    auto binary = [](const QString &path, const char *suffix) {
        return path.left(path.size() - 3) + QLatin1String(suffix);
    };
    auto add = [&](const QString &path, WriteResult r) {
        warnings.append(r.warnings);
        if (!r.ok()) {
            if (error)
                *error = r.error->toString();
            return false;
        }
        files->append(FileBytes{path, std::move(r.data)});
        return true;
    };
    if (!xml.skeleton.isEmpty()) {
        const QString path = binary(xml.skeleton, "csf");
        if (!add(path, writeCsfSkeleton(model, path)))
            return warnings;
    }
    const Model oneMeshFile = withOneMeshFile(model);
    for (qsizetype i = 0; i < xml.animations.size(); ++i) {
        const bool morph = xml.animations[i].endsWith(QLatin1String(".xpf"));
        if (morph && !morphAnimationSurvivesByName(oneMeshFile, int(i))) {
            // CPF would key targets the animation leaves alone: the XML
            // form, which keeps the tracks by index, goes beside the mesh.
            warnings.append(Diagnostic{
                xml.animations[i], -1, -1,
                tr("written as XPF: a CPF file names morph targets, and the names of \"%1\" also name targets "
                   "it does not key")
                    .arg(model.animations[i].name)});
            if (!add(xml.animations[i], writeXpfMorphAnimation(oneMeshFile, int(i), xml.animations[i])))
                return warnings;
            continue;
        }
        const QString path = binary(xml.animations[i], morph ? "cpf" : "caf");
        if (!add(path,
                 morph ? writeCpfMorphAnimation(oneMeshFile, int(i), path) : writeCafAnimation(model, int(i), path)))
            return warnings;
    }
    for (qsizetype i = 0; i < xml.materials.size(); ++i) {
        const QString path = binary(xml.materials[i], "crf");
        if (!add(path, writeCrfMaterial(model, int(i), path)))
            return warnings;
    }
    return warnings;
}

bool probeCmf(QByteArrayView head)
{
    return cal3d::probe(head, cal3d::kMeshMagic);
}
bool probeCsf(QByteArrayView head)
{
    return cal3d::probe(head, cal3d::kSkeletonMagic);
}
bool probeCaf(QByteArrayView head)
{
    return cal3d::probe(head, cal3d::kAnimationMagic);
}
bool probeCrf(QByteArrayView head)
{
    return cal3d::probe(head, cal3d::kMaterialMagic);
}

ReadResult readCmfFile(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    // The avatar reader takes either form of every part: companions of
    // either form, further meshes joined on the skeleton.
    return readXmfAvatar(path, data, options);
}

WriteResult writeCmfFile(const Model &model, const QString &path, const WriteOptions &options)
{
    return writeCmfMesh(model, path, options.progress);
}

ReadResult readCsfFile(const QString &path, QByteArrayView data, const ReadOptions &)
{
    return readCsfSkeleton(path, data);
}

WriteResult writeCsfFile(const Model &model, const QString &path, const WriteOptions &)
{
    if (model.skeleton.isEmpty())
        return WriteResult::failure(path, tr("the model has no skeleton to write"));
    return writeCsfSkeleton(model, path);
}

ReadResult readCafFile(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return readAnimationWithSkeleton(path, data, options,
                                     tr("a CAF animation needs its skeleton: give the .csf file "
                                        "(quarry: --skeleton FILE)"));
}

WriteResult writeCafFile(const Model &model, const QString &path, const WriteOptions &)
{
    WriteResult r = writeCafAnimation(model, 0, path);
    if (r.ok() && model.animations.size() > 1)
        r.warnings.append(Diagnostic{
            path, -1, -1, tr("a CAF file holds one animation: only \"%1\" was written").arg(model.animations[0].name)});
    return r;
}

ReadResult readCrfFile(const QString &path, QByteArrayView data, const ReadOptions &)
{
    return readCrfMaterial(path, data);
}

WriteResult writeCrfFile(const Model &model, const QString &path, const WriteOptions &)
{
    WriteResult r = writeCrfMaterial(model, 0, path);
    if (r.ok() && model.materials.size() > 1)
        r.warnings.append(Diagnostic{
            path, -1, -1, tr("a CRF file holds one material: only \"%1\" was written").arg(model.materials[0].name)});
    return r;
}

} // namespace quarry
