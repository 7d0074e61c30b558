// A face from three vertices, or two triangles from four (in the order
// that goes round them, split along the shorter diagonal). The winding
// follows the neighbours: where an edge of the new face is already used by
// a triangle, the new face runs along it the other way; with no neighbour
// it faces away from the mesh's centre.
#pragma once

#include "model/Mesh.h"

namespace quarry {

// The triangles to add (none when the vertices are not 3 or 4 distinct
// valid vertices at distinct positions, or all lie on one line).
QList<Triangle> makeFaceTriangles(const Mesh &mesh, const QList<quint32> &vertices);

// Appends them; returns how many were added.
qsizetype makeFace(Mesh &mesh, const QList<quint32> &vertices);

} // namespace quarry
