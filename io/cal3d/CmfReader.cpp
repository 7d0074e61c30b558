#include "io/cal3d/CmfMesh.h"

#include "io/cal3d/BinaryStream.h"
#include "io/xmf/CalCommon.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>

namespace quarry {

using namespace cal3d;
using namespace calcommon;

namespace {

// The XMF reader's keys: a mesh read from either form is the same model.
const QString kNameBytes = QStringLiteral("cmf.nameBytes");

CustomAttribute scalarAttribute(const QString &name, ComponentType type, qsizetype count)
{
    CustomAttribute a;
    a.name = name;
    a.type = type;
    a.components = 1;
    a.values = QList<double>(count, 0.0);
    return a;
}

// The texture coordinate sets read for a submesh without vertices, where
// the sets take no bytes of the file to bound them.
constexpr int kMaxEmptySubmeshSets = 64;

Mesh readSubmesh(BinaryReader &in, int version, int index, const QList<int> *jointMap)
{
    const qint64 start = in.offset();
    const int material = in.readInt("a submesh's material id");
    // Each count is checked against the least its items take of the file.
    const int vertexCount = in.readCount("the vertex count", 36);
    const int faceCount = in.readCount("the face count", 12);
    const int lodSteps = in.readInt("the level-of-detail step count");
    const int springCount = in.readCount("the spring count", 16);
    // A set takes 8 bytes a vertex: a submesh without vertices may name
    // sets that take nothing (Quarry's writer keeps an emptied mesh's).
    const qint64 setAt = in.offset();
    const int sets = in.readCount("the texture coordinate set count", vertexCount > 0 ? 8 : 0);
    if (vertexCount == 0 && sets > kMaxEmptySubmeshSets)
        in.fail(setAt, tr("submesh %1 has no vertices and %2 texture coordinate sets (at most %3 read)")
                           .arg(index)
                           .arg(sets)
                           .arg(kMaxEmptySubmeshSets));
    const int morphCount = version >= kVersion1300 ? in.readCount("the morph target count", 8) : 0;
    const qint64 vertexBytes = 36 + qint64(sets) * 8 + (springCount > 0 ? 4 : 0);
    if (qint64(vertexCount) * vertexBytes + qint64(faceCount) * 12 + qint64(springCount) * 16 > in.left())
        in.fail(start, tr("submesh %1: %2 vertices, %3 faces and %4 springs cannot fit in the %5 bytes left")
                           .arg(index)
                           .arg(vertexCount)
                           .arg(faceCount)
                           .arg(springCount)
                           .arg(in.left()));

    Mesh mesh;
    mesh.name = QStringLiteral("submesh%1").arg(index);
    mesh.extras.insert(kMaterial, material);
    mesh.extras.insert(kLodSteps, lodSteps);
    if (version >= kVersion1300)
        mesh.extras.insert(kNumMorphs, true);
    mesh.positions.resize(vertexCount);
    mesh.normals.resize(vertexCount);
    mesh.texcoords.resize(sets);
    for (QList<QVector2D> &set : mesh.texcoords)
        set.resize(vertexCount);
    QList<qint32> collapseIds(vertexCount), collapseCounts(vertexCount);
    QList<float> physique;
    if (springCount > 0)
        physique.resize(vertexCount);
    QList<quint8> influenceCounts(vertexCount);
    QList<quint32> influenceIds;
    QList<float> influenceWeights;
    influenceIds.reserve(vertexCount);
    influenceWeights.reserve(vertexCount);
    const int jointCount = jointMap ? int(jointMap->size()) : -1;
    bool collapse = false, zeroWeights = false;
    int most = 0;
    for (int v = 0; v < vertexCount; ++v) {
        const char *p = in.take(32 + qint64(sets) * 8, "a vertex");
        mesh.positions[v] = QVector3D(BinaryReader::floatAt(p), BinaryReader::floatAt(p + 4),
                                      BinaryReader::floatAt(p + 8));
        mesh.normals[v] = QVector3D(BinaryReader::floatAt(p + 12), BinaryReader::floatAt(p + 16),
                                    BinaryReader::floatAt(p + 20));
        collapseIds[v] = BinaryReader::intAt(p + 24);
        collapseCounts[v] = BinaryReader::intAt(p + 28);
        collapse = collapse || collapseIds[v] != -1 || collapseCounts[v] != 0;
        for (int s = 0; s < sets; ++s)
            mesh.texcoords[s][v] = QVector2D(BinaryReader::floatAt(p + 32 + s * 8),
                                             BinaryReader::floatAt(p + 36 + s * 8));
        const qint64 countAt = in.offset();
        const int influences = in.readCount("an influence count", 8);
        if (influences > 255)
            in.fail(countAt, tr("vertex %1 has %2 influences; Quarry takes at most 255").arg(v).arg(influences));
        influenceCounts[v] = quint8(influences);
        most = std::max(most, influences);
        for (int j = 0; j < influences; ++j) {
            const char *q = in.take(8, "an influence");
            const int id = BinaryReader::intAt(q);
            if (id < 0 || (jointCount >= 0 && id >= jointCount))
                in.fail(
                    in.offset() - 8,
                    jointCount >= 0
                        ? tr("influence bone id %1 is not a bone of the skeleton (0 to %2)").arg(id).arg(jointCount - 1)
                        : tr("influence bone id %1 is negative").arg(id));
            const float weight = BinaryReader::floatAt(q + 4);
            influenceIds.append(quint32(jointMap ? (*jointMap)[id] : id));
            influenceWeights.append(weight);
            zeroWeights = zeroWeights || weight == 0.0f;
        }
        if (springCount > 0)
            physique[v] = in.readFloat("a vertex's spring weight");
    }
    // Influences: as many slots per vertex as the most any vertex has.
    if (most > 0) {
        if (qint64(vertexCount) * most > in.size() * 2)
            in.fail(start, tr("%1 influence slots for each of %2 vertices: more than the file can hold")
                               .arg(most)
                               .arg(vertexCount));
        mesh.influencesPerVertex = most;
        mesh.blendIndexes = QList<quint32>(qsizetype(vertexCount) * most, 0);
        mesh.blendWeights = QList<float>(qsizetype(vertexCount) * most, 0.0f);
        qsizetype next = 0;
        for (int v = 0; v < vertexCount; ++v)
            for (int j = 0; j < influenceCounts[v]; ++j, ++next) {
                mesh.blendIndexes[qsizetype(v) * most + j] = influenceIds[next];
                mesh.blendWeights[qsizetype(v) * most + j] = influenceWeights[next];
            }
        if (zeroWeights) {
            CustomAttribute a = scalarAttribute(kInfluenceCount, ComponentType::UByte, vertexCount);
            for (int v = 0; v < vertexCount; ++v)
                a.values[v] = influenceCounts[v];
            mesh.customs.append(a);
        }
    }
    if (collapse) {
        CustomAttribute ids = scalarAttribute(kCollapseId, ComponentType::Int, vertexCount);
        CustomAttribute counts = scalarAttribute(kCollapseCount, ComponentType::Int, vertexCount);
        for (int v = 0; v < vertexCount; ++v) {
            ids.values[v] = collapseIds[v];
            counts.values[v] = collapseCounts[v];
        }
        mesh.customs.append(ids);
        mesh.customs.append(counts);
    }
    if (springCount > 0) {
        CustomAttribute a = scalarAttribute(kPhysique, ComponentType::Float, vertexCount);
        for (int v = 0; v < vertexCount; ++v)
            a.values[v] = physique[v];
        mesh.customs.append(a);
    }
    QVariantList springs;
    springs.reserve(springCount);
    for (int s = 0; s < springCount; ++s) {
        const char *p = in.take(16, "a spring");
        const int a = BinaryReader::intAt(p), b = BinaryReader::intAt(p + 4);
        for (int id : {a, b})
            if (id < 0 || id >= vertexCount)
                in.fail(in.offset() - 16,
                        tr("spring vertex %1 is out of range (the submesh has %2 vertices)").arg(id).arg(vertexCount));
        springs.append(QVariant(QVariantList{a, b, BinaryReader::floatAt(p + 8), BinaryReader::floatAt(p + 12)}));
    }
    mesh.extras.insert(kSprings, springs);
    // Morph targets: a name and the vertices that move, by increasing id.
    for (int m = 0; m < morphCount; ++m) {
        MorphTarget morph;
        QByteArray raw;
        morph.name = in.readString("a morph target's name", &raw);
        if (raw != morph.name.toUtf8() + '\0')
            morph.extras.insert(kNameBytes, raw);
        const qint64 blendBytes = 28 + qint64(sets) * 8;
        const int blendCount = in.readCount("a morph target's vertex count", blendBytes);
        morph.vertices.reserve(blendCount);
        morph.positions.reserve(blendCount);
        morph.normals.reserve(blendCount);
        if (sets > 0)
            morph.texcoords.reserve(blendCount);
        QVariantList moreTexcoords;
        int last = -1;
        for (int b = 0; b < blendCount; ++b) {
            const char *p = in.take(blendBytes, "a morph target vertex");
            const int id = BinaryReader::intAt(p);
            if (id <= last || id >= vertexCount)
                in.fail(in.offset() - blendBytes,
                        id >= vertexCount ? tr("morph target vertex %1 is out of range (the submesh has %2 vertices)")
                                                .arg(id)
                                                .arg(vertexCount)
                                          : tr("morph target vertex %1 is not in increasing order").arg(id));
            last = id;
            morph.vertices.append(quint32(id));
            morph.positions.append(
                QVector3D(BinaryReader::floatAt(p + 4), BinaryReader::floatAt(p + 8), BinaryReader::floatAt(p + 12)));
            morph.normals.append(
                QVector3D(BinaryReader::floatAt(p + 16), BinaryReader::floatAt(p + 20), BinaryReader::floatAt(p + 24)));
            QVariantList more;
            for (int s = 0; s < sets; ++s) {
                const QVector2D t(BinaryReader::floatAt(p + 28 + s * 8), BinaryReader::floatAt(p + 32 + s * 8));
                if (s == 0)
                    morph.texcoords.append(t);
                else
                    more.append(t);
            }
            if (sets > 1)
                moreTexcoords.append(QVariant(more));
        }
        if (sets > 1)
            morph.extras.insert(kMorphTexcoords, moreTexcoords);
        mesh.morphs.append(std::move(morph));
    }
    mesh.triangles.resize(faceCount);
    const char *p = in.take(qint64(faceCount) * 12, "the faces");
    for (int f = 0; f < faceCount; ++f, p += 12) {
        const qint32 t[3] = {BinaryReader::intAt(p), BinaryReader::intAt(p + 4), BinaryReader::intAt(p + 8)};
        for (qint32 i : t)
            if (i < 0 || i >= vertexCount)
                in.fail(in.offset() - qint64(faceCount - f) * 12,
                        tr("face vertex %1 is out of range (the submesh has %2 vertices)").arg(i).arg(vertexCount));
        mesh.triangles[f] = Triangle{quint32(t[0]), quint32(t[1]), quint32(t[2])};
    }
    return mesh;
}

} // namespace

ReadResult readCmfMesh(const QString &path, QByteArrayView data, const QList<int> *fileIdToJoint)
{
    ReadResult result;
    try {
        BinaryReader in(data);
        const int version = in.readHeader(kMeshMagic);
        const int count = in.readCount("the submesh count", 24);
        result.model.meshes.reserve(count);
        for (int i = 0; i < count; ++i)
            result.model.meshes.append(readSubmesh(in, version, i, fileIdToJoint));
        if (in.left() > 0)
            result.warnings.append(
                Diagnostic{path, -1, in.offset(), tr("%1 bytes after the last submesh were ignored").arg(in.left())});
        result.model.extras.insert(versionKey("cmf"), version);
    } catch (const BinaryError &e) {
        return failure(path, e);
    }
    return result;
}

} // namespace quarry
