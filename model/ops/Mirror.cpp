#include "model/ops/Mirror.h"

#include "model/ops/VertexBlend.h"

#include <algorithm>
#include <cmath>

namespace quarry {

float seamTolerance(const Mesh &mesh)
{
    float extent = 0;
    for (const QVector3D &p : mesh.positions)
        extent = std::max({extent, std::abs(p.x()), std::abs(p.y()), std::abs(p.z())});
    return std::max(extent, 1.0f) * 1e-6f;
}

QList<quint32> mirrorFaces(Mesh &mesh, int axis, const QList<quint32> &faces, bool mergeSeam)
{
    QList<quint32> added;
    if (axis < 0 || axis > 2 || !mesh.validate().isEmpty())
        return added;
    QList<quint32> chosen;
    if (faces.isEmpty()) {
        for (qsizetype i = 0; i < mesh.triangles.size(); ++i)
            chosen.append(quint32(i));
    } else {
        QList<bool> seen(mesh.triangles.size(), false);
        for (quint32 f : faces)
            if (f < quint32(seen.size()) && !seen[f]) {
                seen[f] = true;
                chosen.append(f);
            }
    }
    if (chosen.isEmpty())
        return added;
    const float tolerance = seamTolerance(mesh);
    const qsizetype n = mesh.vertexCount();
    QList<qint64> copyOf(n, -1);
    auto onSeam = [&](quint32 v) { return std::abs(mesh.positions[v][axis]) <= tolerance; };
    for (quint32 f : std::as_const(chosen)) {
        for (quint32 v : mesh.triangles[f]) {
            if (copyOf[v] >= 0)
                continue;
            if (mergeSeam && onSeam(v)) {
                // Shared by both halves: on the plane, with normal and
                // tangent along it.
                mesh.positions[v][axis] = 0.0f;
                if (!mesh.normals.isEmpty()) {
                    QVector3D normal = mesh.normals[v];
                    normal[axis] = 0.0f;
                    if (normal.lengthSquared() > 0)
                        mesh.normals[v] = normal.normalized();
                }
                if (!mesh.tangents.isEmpty()) {
                    QVector4D tangent = mesh.tangents[v];
                    tangent[axis] = 0.0f;
                    if (tangent.toVector3D().lengthSquared() > 0)
                        mesh.tangents[v] = QVector4D(tangent.toVector3D().normalized(), tangent.w());
                }
                copyOf[v] = v;
                continue;
            }
            const quint32 c = appendVertexCopy(mesh, v);
            const float mirrored = -mesh.positions[c][axis];
            mesh.positions[c][axis] = mirrored == 0.0f ? 0.0f : mirrored; // no -0 on the plane
            if (!mesh.normals.isEmpty())
                mesh.normals[c][axis] = -mesh.normals[c][axis];
            if (!mesh.tangents.isEmpty()) {
                mesh.tangents[c][axis] = -mesh.tangents[c][axis];
                mesh.tangents[c].setW(-mesh.tangents[c].w());
            }
            if (!mesh.bitangents.isEmpty())
                mesh.bitangents[c][axis] = -mesh.bitangents[c][axis];
            copyOf[v] = c;
        }
    }
    for (quint32 f : std::as_const(chosen)) {
        const Triangle t = mesh.triangles[f];
        added.append(quint32(mesh.triangles.size()));
        appendTriangle(mesh, {quint32(copyOf[t[0]]), quint32(copyOf[t[2]]), quint32(copyOf[t[1]])}, f);
    }
    return added;
}

} // namespace quarry
