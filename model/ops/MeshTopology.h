// Connectivity of a triangle mesh by position: vertices at the same position
// are one point, so vertices split only for normals or texture coordinates
// (seams, hard edges) neither make a boundary nor break a connected part.
#pragma once

#include "model/Mesh.h"

#include <QList>

namespace quarry {

struct MeshTopology
{
    QList<quint32> pointOf; // vertex -> point
    qsizetype pointCount = 0;
    // The triangles at each point: triangleStart[p] .. triangleStart[p + 1]
    // in pointTriangles. Triangles left out (hidden) are not listed.
    QList<quint32> triangleStart;
    QList<quint32> pointTriangles;

    qsizetype trianglesAt(quint32 point) const { return triangleStart[point + 1] - triangleStart[point]; }
};

// One number per distinct position (exact values; -0 and 0 are one point).
QList<quint32> positionPoints(const QList<QVector3D> &positions, qsizetype *count = nullptr);

// The topology of a valid mesh (see Mesh::validate); triangles whose
// `excluded` entry is true (when given: one per triangle) are left out.
MeshTopology meshTopology(const Mesh &mesh, const QList<bool> &excluded = {});

// One undirected edge between two points, with how many triangles use it
// and one of them (the triangle and the corner the edge starts at).
struct MeshEdge
{
    quint32 a = 0, b = 0; // points, a < b
    quint32 uses = 0;
    quint32 triangle = 0;
    quint8 corner = 0;
};

// Every edge of the mesh by points, each once, in no particular order;
// triangles with two corners at one point give no edge there.
QList<MeshEdge> meshEdges(const Mesh &mesh, const QList<quint32> &pointOf, const QList<bool> &excluded = {});

} // namespace quarry
