// A coarser copy of a triangle mesh for drawing while the view moves, made
// by meshoptimizer. The result indexes the mesh's own vertices, so it
// shares their normals, texture coordinates, colors and skin weights and
// deforms with the skeleton like the full mesh: a renderer needs only a
// second index list.
#pragma once

#include "model/Mesh.h"

#include <QList>
#include <QVector3D>

namespace quarry {

enum class SimplifyMethod {
    // meshopt_simplifySloppy: cells of a grid merged, topology not kept.
    // As fast as the old vertex clustering (about 40 ns a triangle).
    Fast,
    // meshopt_simplify: edge collapses under a quadric error, which keeps
    // borders and thin parts (on the corpus avatar a sixteenth of Fast's
    // mean error) at about ten times the time. Falls back to Fast where
    // collapses cannot reach the target.
    Close,
};

// Up to about the given number of triangles (no more than 10% over; fewer
// where the surface allows) over the same vertices, each triangle's
// smallest index first (winding kept), none repeated or degenerate.
// Triangles with an index outside `positions` are dropped, and so, when the
// mesh is simplified, are those with a corner that is not finite. A mesh
// already within the target (or a target of 0) comes back as it was but
// for the out-of-range triangles.
QList<Triangle> simplifyTriangles(const QList<QVector3D> &positions, const QList<Triangle> &triangles,
                                  qsizetype targetTriangles, SimplifyMethod method = SimplifyMethod::Fast);

// Meshes up to this many triangles get SimplifyMethod::Close in the
// background; larger ones Fast, to keep each copy under about 100 ms.
constexpr qsizetype kCloseSimplifyLimit = 150'000;

} // namespace quarry
