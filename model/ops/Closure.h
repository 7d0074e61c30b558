// Whether a triangle mesh encloses a volume, and which way it faces.
//
// Corners at the same position count as one point (meshes split vertices
// along texture seams). A mesh is closed when every edge is shared by
// exactly two triangles that run along it in opposite directions; such a
// mesh faces outward when its triangles' normals (Quarry's winding: (c - a)
// x (b - a)) point away from the volume. Seen from outside, a closed mesh
// shows only the sides its normals face, so a renderer may skip the others.
#pragma once

#include "model/Mesh.h"

#include <QList>
#include <QVector3D>

namespace quarry {

enum class SurfaceClosure : quint8 { Open, Outward, Inward };

SurfaceClosure surfaceClosure(const QList<QVector3D> &positions, const QList<Triangle> &triangles);

} // namespace quarry
