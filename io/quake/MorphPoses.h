// The poses of a vertex-animated model as Quarry's MDL and MD2 readers
// give them: the mesh's own positions and normals are the first pose, the
// morph target "frame N" lists where pose N differs.
#pragma once

#include "model/Mesh.h"

#include <QList>
#include <QVector3D>

namespace quarry::quake {

// Positions and normals of every vertex of `mesh` in pose `p`; false when
// the mesh has no morph target "frame p" (p > 0) fitting it.
bool morphPose(const Mesh &mesh, int p, QList<QVector3D> &positions, QList<QVector3D> &normals);

} // namespace quarry::quake
