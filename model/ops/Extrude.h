// Extruding: the chosen faces move along their normals (each point by the
// area-weighted normal of the chosen faces around it) on vertices of their
// own, and walls join the region's rim (edges that one chosen face uses,
// by position) to where it was, wound as the faces around them.
#pragma once

#include "model/Mesh.h"

namespace quarry {

// Returns the indexes of the wall triangles (appended); the chosen faces
// keep their indexes. Vertices only the moved faces used go.
QList<quint32> extrudeFaces(Mesh &mesh, const QList<quint32> &faces, float distance);

} // namespace quarry
