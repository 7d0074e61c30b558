// Subdividing: each chosen triangle becomes four through the midpoints of
// its edges. Neighbours that share a split edge (by position) are split
// too, into two or three, so no crack opens. New vertices interpolate every
// stream of the edge's ends.
#pragma once

#include "model/Mesh.h"

namespace quarry {

// faces: the triangles to subdivide (all when empty). Each keeps its index
// for its corner piece at the first corner; the other pieces are appended.
// Returns every piece of the chosen triangles.
QList<quint32> subdivideFaces(Mesh &mesh, const QList<quint32> &faces);

} // namespace quarry
