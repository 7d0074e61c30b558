// A coarser copy of a triangle mesh for drawing while the view moves.
//
// Vertex clustering: space is cut into cubic cells, every vertex in a cell
// is represented by the cell's vertex nearest the cell's mean position, and
// each triangle is re-indexed onto those representatives; triangles that
// collapse (two corners in one cell) and repeats are dropped. The result
// indexes the mesh's own vertices, so it shares their normals, texture
// coordinates, colors and skin weights and deforms with the skeleton like
// the full mesh: a renderer needs only a second index list.
#pragma once

#include "model/Mesh.h"

#include <QList>
#include <QVector3D>

namespace quarry {

struct SimplifiedTriangles
{
    QList<Triangle> triangles;
    float cellSize = 0;  // the clustering cell's edge, in model units
};

// At most about `targetTriangles` triangles (within 10%; fewer where the
// surface allows) over the same vertices. Triangles with an index outside
// `positions` are dropped. A mesh already within the target comes back
// unchanged (cellSize 0).
SimplifiedTriangles simplifyByClustering(const QList<QVector3D> &positions, const QList<Triangle> &triangles,
                                         qsizetype targetTriangles);

} // namespace quarry
