// Mirroring: a mirrored copy of triangles across the plane through the
// origin at right angles to an axis, added to the same mesh. Positions,
// normals, tangents and bitangents are mirrored (tangent handedness
// flipped) and the winding is reversed so the copy faces out as the
// original does. With the seam merged, the copy reuses the original's
// vertices that lie on the plane (their normals and tangents turned to lie
// along it), so a half model and its mirror image make one surface.
#pragma once

#include "model/Mesh.h"

namespace quarry {

// axis: 0 = X, 1 = Y, 2 = Z. faces: the triangles to mirror (all when
// empty). Returns the indexes of the new triangles.
QList<quint32> mirrorFaces(Mesh &mesh, int axis, const QList<quint32> &faces, bool mergeSeam);

// How near the plane (in model units) a vertex counts as on it: a
// millionth of the mesh's size.
float seamTolerance(const Mesh &mesh);

} // namespace quarry
