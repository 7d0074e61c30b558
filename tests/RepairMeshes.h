// Small meshes built in code for the repair and selection tests.
#pragma once

#include "model/Mesh.h"
#include "model/ops/Primitives.h"

#include <QVector3D>

namespace quarry::test {

// A flat grid of n x n unit quads in XY facing +Z, shared vertices
// (vertex j * (n + 1) + i at (i, j, 0)), each quad split along the
// diagonal from (i, j) to (i + 1, j + 1).
inline Mesh grid(int n)
{
    Mesh mesh;
    mesh.name = QStringLiteral("grid");
    for (int j = 0; j <= n; ++j)
        for (int i = 0; i <= n; ++i)
            mesh.positions.append(QVector3D(float(i), float(j), 0));
    auto at = [n](int i, int j) { return quint32(j * (n + 1) + i); };
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            // Quarry's winding: (c - a) x (b - a) faces +Z.
            mesh.triangles.append({at(i, j), at(i + 1, j + 1), at(i + 1, j)});
            mesh.triangles.append({at(i, j), at(i, j + 1), at(i + 1, j + 1)});
        }
    return mesh;
}

// The index of grid(n)'s triangle pair for quad (i, j): 2 * (j * n + i) and the next.
inline quint32 quadTriangle(int n, int i, int j, int k)
{
    return quint32(2 * (j * n + i) + k);
}

// Quarry's face normal of a triangle: (c - a) x (b - a).
inline QVector3D faceNormal(const Mesh &mesh, const Triangle &t)
{
    const QVector3D &a = mesh.positions[t[0]];
    return QVector3D::crossProduct(mesh.positions[t[2]] - a, mesh.positions[t[1]] - a);
}

// The triangles of a mesh whose face normal points along `direction`.
inline QList<quint32> facesFacing(const Mesh &mesh, const QVector3D &direction)
{
    QList<quint32> list;
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i)
        if (QVector3D::dotProduct(faceNormal(mesh, mesh.triangles[i]).normalized(), direction) > 0.999f)
            list.append(quint32(i));
    return list;
}

} // namespace quarry::test
