#include "io/quake/MorphPoses.h"

namespace quarry::quake {

bool morphPose(const Mesh &mesh, int p, QList<QVector3D> &positions, QList<QVector3D> &normals)
{
    positions = mesh.positions;
    normals = mesh.normals;
    if (p == 0)
        return true;
    if (p - 1 >= mesh.morphs.size())
        return false;
    const MorphTarget &t = mesh.morphs[p - 1];
    if (t.name != QStringLiteral("frame %1").arg(p) || t.positions.size() != t.vertices.size())
        return false;
    for (qsizetype i = 0; i < t.vertices.size(); ++i) {
        const quint32 v = t.vertices[i];
        if (v >= quint32(positions.size()))
            return false;
        positions[v] = t.positions[i];
        if (i < t.normals.size() && v < quint32(normals.size()))
            normals[v] = t.normals[i];
    }
    return true;
}

} // namespace quarry::quake
