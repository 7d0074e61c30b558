// Models built in code that break one engine limit each, and a reader of
// an IQM file's raw header and records, to check written files against an
// engine's table field by field.
#pragma once

#include "TestMeshes.h"
#include "io/iqm/IqmFormat.h"
#include "model/Model.h"

#include <QByteArray>
#include <QFile>

namespace quarry::test {

// A sphere of rings x segments, with texture coordinates, weighted to a
// chain of `joints` joints along Z (each vertex to the joint nearest its
// height, and a little to its parent, so every joint is used).
inline Model riggedSphere(int rings, int segments, int joints)
{
    Model model = sphereModel(rings, segments);
    Mesh &mesh = model.meshes[0];
    mesh.texcoords = {QList<QVector2D>()};
    for (const QVector3D &p : std::as_const(mesh.positions))
        mesh.texcoords[0].append(QVector2D(p.x() * 0.5f + 0.5f, p.z() * 0.5f + 0.5f));
    Material material;
    material.name = QStringLiteral("skin");
    model.materials.append(material);
    mesh.material = 0;
    for (int j = 0; j < joints; ++j) {
        Joint joint;
        joint.name = QStringLiteral("joint%1").arg(j);
        joint.parent = j - 1;
        joint.bind.translation = QVector3D(0, 0, j == 0 ? -1.0f : 2.0f / float(std::max(1, joints - 1)));
        model.skeleton.joints.append(joint);
    }
    if (joints > 0) {
        mesh.influencesPerVertex = 2;
        // Vertices go to joints in turn, so every joint is used whatever the count.
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
            const int j = int(v % joints);
            mesh.blendIndexes << quint32(j) << quint32(std::max(0, j - 1));
            mesh.blendWeights << (j > 0 ? 0.75f : 1.0f) << (j > 0 ? 0.25f : 0.0f);
        }
    }
    return model;
}

inline Animation swayAnimation(int joints, double seconds = 1.0)
{
    Animation a;
    a.name = QStringLiteral("run");
    a.fps = 10;
    a.loop = true;
    a.duration = seconds;
    for (int j = 0; j < joints; ++j) {
        JointTrack t;
        t.joint = j;
        t.rotations = {QuatKey{0.0f, QQuaternion()}, QuatKey{float(seconds), QQuaternion::fromEulerAngles(0, 0, 20)}};
        a.tracks.append(t);
    }
    return a;
}

// An IQM file's header fields and mesh records as stored.
struct IqmFile
{
    QByteArray bytes;

    bool load(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        bytes = f.readAll();
        return bytes.size() >= qsizetype(iqm::kHeaderSize);
    }
    quint32 field(int f) const { return iqm::u32(bytes.constData() + iqm::headerFieldOffset(f)); }
    quint32 at(quint32 offset) const { return iqm::u32(bytes.constData() + offset); }
    quint32 meshVertices(quint32 mesh) const { return at(field(iqm::OfsMeshes) + mesh * iqm::kMeshSize + 12); }
    quint32 meshTriangles(quint32 mesh) const { return at(field(iqm::OfsMeshes) + mesh * iqm::kMeshSize + 20); }
    // Vertex array records: type, flags, format, size, offset.
    quint32 arrayField(quint32 array, int word) const
    {
        return at(field(iqm::OfsVertexArrays) + array * iqm::kVertexArraySize + 4 * quint32(word));
    }
};

} // namespace quarry::test
