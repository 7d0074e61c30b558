// Small meshes built in code for tests of mesh operations and drawing.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QVector3D>

#include <cmath>

namespace quarry::test {

struct Surface
{
    QList<QVector3D> positions;
    QList<Triangle> triangles;
};

// A closed unit sphere of rings x segments quads (poles as fans), shared
// vertices, outward winding.
inline Surface sphere(int rings, int segments)
{
    Surface s;
    s.positions.append(QVector3D(0, 0, 1));
    for (int r = 1; r < rings; ++r) {
        const double theta = M_PI * r / rings;
        for (int k = 0; k < segments; ++k) {
            const double phi = 2 * M_PI * k / segments;
            s.positions.append(QVector3D(float(std::sin(theta) * std::cos(phi)), float(std::sin(theta) * std::sin(phi)),
                                         float(std::cos(theta))));
        }
    }
    s.positions.append(QVector3D(0, 0, -1));
    const quint32 south = quint32(s.positions.size() - 1);
    auto ring = [segments](int r, int k) { return quint32(1 + (r - 1) * segments + (k % segments)); };
    for (int k = 0; k < segments; ++k)
        s.triangles.append({0, ring(1, k + 1), ring(1, k)});
    for (int r = 1; r < rings - 1; ++r)
        for (int k = 0; k < segments; ++k) {
            s.triangles.append({ring(r, k), ring(r, k + 1), ring(r + 1, k)});
            s.triangles.append({ring(r, k + 1), ring(r + 1, k + 1), ring(r + 1, k)});
        }
    for (int k = 0; k < segments; ++k)
        s.triangles.append({south, ring(rings - 1, k), ring(rings - 1, k + 1)});
    return s;
}

// The sphere's triangles on or above the equator: an open bowl (same
// winding). Use an even number of rings.
inline Surface hemisphere(int rings, int segments)
{
    Surface s = sphere(rings, segments);
    QList<Triangle> kept;
    for (const Triangle &t : s.triangles)
        if (s.positions[t[0]].z() >= -1e-6f && s.positions[t[1]].z() >= -1e-6f && s.positions[t[2]].z() >= -1e-6f)
            kept.append(t);
    s.triangles = kept;
    return s;
}

// A model of one mesh on the surface, its normals pointing out from the
// origin (right for the sphere).
inline Model sphereModel(int rings, int segments)
{
    const Surface ball = sphere(rings, segments);
    Mesh mesh;
    mesh.name = QStringLiteral("sphere");
    mesh.positions = ball.positions;
    mesh.normals = ball.positions;
    mesh.triangles = ball.triangles;
    Model model;
    model.meshes.append(mesh);
    return model;
}

} // namespace quarry::test
