// Removing triangles and vertices from a mesh with every stream, morph
// target and IQE smoothing list following.
#pragma once

#include "model/Mesh.h"

namespace quarry {

// What a removal did: counts, and where each old triangle went (-1: removed).
struct GeometryRemoval
{
    qsizetype vertices = 0;
    qsizetype triangles = 0;
    QList<qint64> triangleMap;

    bool changed() const { return vertices > 0 || triangles > 0; }
};

// Removes the triangles and vertices marked (each mask empty or one entry
// per element), the triangles that use a removed vertex, and the vertices
// that only removed triangles used. Vertices no triangle used before stay
// (clean up removes those). The mesh must be valid (Mesh::validate).
GeometryRemoval removeGeometry(Mesh &mesh, const QList<bool> &triangles, const QList<bool> &vertices,
                               bool dropAllUnused = false);

// The given faces, and the vertices left unused.
GeometryRemoval deleteFaces(Mesh &mesh, const QList<quint32> &faces);
// The given vertices with the triangles that use them, and the vertices left unused.
GeometryRemoval deleteVertices(Mesh &mesh, const QList<quint32> &vertices);

// Triangles with a repeated corner or no area (as validation finds them)
// and every vertex no triangle uses.
GeometryRemoval cleanUpMesh(Mesh &mesh);

} // namespace quarry
