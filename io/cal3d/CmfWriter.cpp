#include "io/cal3d/CmfMesh.h"

#include "io/Progress.h"
#include "io/cal3d/BinaryStream.h"
#include "io/xmf/CalCommon.h"
#include "model/Translate.h"

#include <QCoreApplication>

namespace quarry {

using namespace cal3d;
using namespace calcommon;

namespace {

const QString kNameBytes = QStringLiteral("cmf.nameBytes");

// The attribute when it has a value for every vertex.
const CustomAttribute *findCustom(const Mesh &mesh, const QString &name)
{
    for (const CustomAttribute &a : mesh.customs)
        if (a.name == name)
            return a.values.size() == mesh.vertexCount() ? &a : nullptr;
    return nullptr;
}

void writeMorph(BinaryWriter &w, const Mesh &mesh, const MorphTarget &m)
{
    const qsizetype n = mesh.vertexCount();
    const int sets = int(mesh.texcoords.size());
    const QVariantList moreTexcoords = m.extras.value(kMorphTexcoords).toList();
    w.writeString(m.name, m.extras.value(kNameBytes).toByteArray());
    // Only vertices of the mesh, in increasing order, as the loader walks them.
    QList<qsizetype> order;
    quint32 last = 0;
    bool first = true;
    for (qsizetype i = 0; i < m.vertices.size() && i < m.positions.size(); ++i)
        if (m.vertices[i] < quint32(n) && (first || m.vertices[i] > last)) {
            order.append(i);
            last = m.vertices[i];
            first = false;
        }
    w.writeInt(qint32(order.size()));
    for (qsizetype i : std::as_const(order)) {
        const quint32 id = m.vertices[i];
        w.writeInt(qint32(id));
        const QVector3D &p = m.positions[i];
        const float pos[3] = {p.x(), p.y(), p.z()};
        w.writeFloats(pos, 3);
        const QVector3D nv = i < m.normals.size() ? m.normals[i]
                                                  : (mesh.normals.isEmpty() ? QVector3D() : mesh.normals[id]);
        const float norm[3] = {nv.x(), nv.y(), nv.z()};
        w.writeFloats(norm, 3);
        const QVariantList more = i < moreTexcoords.size() ? moreTexcoords[i].toList() : QVariantList();
        for (int s = 0; s < sets; ++s) {
            QVector2D t = mesh.texcoords[s][id];
            if (s == 0 && i < m.texcoords.size())
                t = m.texcoords[i];
            else if (s > 0 && s - 1 < more.size())
                t = more[s - 1].value<QVector2D>();
            w.writeFloat(t.x());
            w.writeFloat(t.y());
        }
    }
}

} // namespace

WriteResult writeCmfMesh(const Model &model, const QString &path, const ProgressFn &progress)
{
    WriteResult result;
    ProgressMeter meter(progress, double(model.vertexCount()));
    for (const Mesh &mesh : model.meshes) {
        const QString problem = mesh.validate();
        if (!problem.isEmpty())
            return WriteResult::failure(path, tr("mesh \"%1\": %2").arg(mesh.name, problem));
    }
    bool morphs = false;
    for (const Mesh &mesh : model.meshes)
        morphs = morphs || !mesh.morphs.isEmpty();
    int version = model.extras.value(versionKey("cmf"), morphs ? kVersion1300 : kDefaultVersion).toInt();
    if (morphs && version < kVersion1300) {
        result.warnings.append(Diagnostic{path, -1, -1,
                                          tr("written as CMF version 1300 (it was %1): earlier "
                                             "versions have no morph targets")
                                              .arg(version)});
        version = kVersion1300;
    }
    QByteArray &out = result.data;
    out.reserve(model.vertexCount() * 48 + model.triangleCount() * 12 + 64);
    BinaryWriter w(out);
    w.writeHeader(kMeshMagic, version);
    w.writeInt(qint32(model.meshes.size()));
    bool droppedTangents = false, droppedColors = false;
    for (const Mesh &mesh : model.meshes) {
        const qsizetype n = mesh.vertexCount();
        const int sets = int(mesh.texcoords.size());
        const QVariantList springs = mesh.extras.value(kSprings).toList();
        const CustomAttribute *collapseId = findCustom(mesh, kCollapseId);
        const CustomAttribute *collapseCount = findCustom(mesh, kCollapseCount);
        const CustomAttribute *physique = findCustom(mesh, kPhysique);
        const CustomAttribute *influenceCount = findCustom(mesh, kInfluenceCount);
        droppedTangents = droppedTangents || !mesh.tangents.isEmpty();
        droppedColors = droppedColors || !mesh.colors.isEmpty();
        QVariantList validSprings;
        for (const QVariant &s : springs)
            if (s.toList().size() == 4)
                validSprings.append(s);
        w.writeInt(mesh.material >= 0 ? mesh.material : mesh.extras.value(kMaterial, -1).toInt());
        w.writeInt(qint32(n));
        w.writeInt(qint32(mesh.triangles.size()));
        w.writeInt(mesh.extras.value(kLodSteps, 0).toInt());
        w.writeInt(qint32(validSprings.size()));
        w.writeInt(sets);
        if (version >= kVersion1300)
            w.writeInt(qint32(mesh.morphs.size()));
        const int k = mesh.isSkinned() ? mesh.influencesPerVertex : 0;
        for (qsizetype v = 0; v < n; ++v) {
            if ((v & 4095) == 4095 && !meter.advance(4096))
                return WriteResult::failure(path, cancelledMessage());
            const QVector3D &p = mesh.positions[v];
            const QVector3D nv = mesh.normals.isEmpty() ? QVector3D() : mesh.normals[v];
            const float f[6] = {p.x(), p.y(), p.z(), nv.x(), nv.y(), nv.z()};
            w.writeFloats(f, 6);
            w.writeInt(collapseId ? qint32(collapseId->values[v]) : -1);
            w.writeInt(collapseCount ? qint32(collapseCount->values[v]) : 0);
            for (int s = 0; s < sets; ++s) {
                w.writeFloat(mesh.texcoords[s][v].x());
                w.writeFloat(mesh.texcoords[s][v].y());
            }
            // As the XMF writer: the file's count where kept, else up to the
            // last slot with weight, zero-weight slots between left out.
            int influences = 0;
            if (influenceCount) {
                influences = std::min(int(influenceCount->values[v]), k);
            } else {
                for (int j = 0; j < k; ++j)
                    if (mesh.blendWeights[v * k + j] != 0.0f)
                        influences = j + 1;
            }
            int written = 0;
            for (int j = 0; j < influences; ++j)
                if (influenceCount || mesh.blendWeights[v * k + j] != 0.0f)
                    ++written;
            w.writeInt(written);
            for (int j = 0; j < influences; ++j) {
                const float weight = mesh.blendWeights[v * k + j];
                if (!influenceCount && weight == 0.0f)
                    continue;
                w.writeInt(qint32(mesh.blendIndexes[v * k + j]));
                w.writeFloat(weight);
            }
            if (!validSprings.isEmpty())
                w.writeFloat(physique ? float(physique->values[v]) : 0.0f);
        }
        for (const QVariant &s : std::as_const(validSprings)) {
            const QVariantList spring = s.toList();
            w.writeInt(spring[0].toInt());
            w.writeInt(spring[1].toInt());
            w.writeFloat(spring[2].toFloat());
            w.writeFloat(spring[3].toFloat());
        }
        if (version >= kVersion1300)
            for (const MorphTarget &m : mesh.morphs)
                writeMorph(w, mesh, m);
        for (const Triangle &t : mesh.triangles) {
            w.writeInt(qint32(t[0]));
            w.writeInt(qint32(t[1]));
            w.writeInt(qint32(t[2]));
        }
    }
    if (droppedTangents)
        result.warnings.append(Diagnostic{path, -1, -1, tr("CMF has no tangents: they were not written")});
    if (droppedColors)
        result.warnings.append(Diagnostic{path, -1, -1, tr("CMF has no vertex colors: they were not written")});
    return result;
}

} // namespace quarry
