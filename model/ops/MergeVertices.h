// Snapping vertices together: the given vertices move to one position;
// those that then agree in every stream become one vertex, the triangles
// that collapse (two corners at one position) go, and so do the vertices
// left unused.
#pragma once

#include "model/ops/DeleteGeometry.h"

#include <QVector3D>

namespace quarry {

// In a vertex-animated mesh (morph targets: an MD3's frames) the vertices
// meet in every frame: where `anchor` (one of `vertices`) is in that
// frame, or without one (-1) where their centre is.
GeometryRemoval mergeVertices(Mesh &mesh, const QList<quint32> &vertices, const QVector3D &target, qint64 anchor = -1);

} // namespace quarry
