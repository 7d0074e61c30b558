// Closing holes: each loop of boundary edges (edges one triangle uses, by
// position) becomes a polygon, triangulated by ear clipping on its
// projection to the loop's best-fit plane, so that concave loops are filled
// without triangles outside the loop or over each other. The new triangles
// use the loop's own vertices (normals and texture coordinates interpolate
// between them) and run along each boundary edge opposite to its triangle,
// so their winding matches the neighbours'.
#pragma once

#include "model/Mesh.h"

#include <QList>

namespace quarry {

// The boundary loops of a mesh, each as the vertices of the polygon that
// closes it, in the closing triangles' order.
QList<QList<quint32>> boundaryLoops(const Mesh &mesh);

// Triangulates the polygon through the given positions (in order):
// indexes into `polygon`, winding as the polygon runs.
QList<Triangle> triangulatePolygon(const QList<QVector3D> &polygon);

// Fills the loops that pass through a vertex at the position of one of
// `vertices`, or every loop when `vertices` is empty. Returns how many
// loops were filled; new triangles are appended.
qsizetype fillHoles(Mesh &mesh, const QList<quint32> &vertices = {});

} // namespace quarry
