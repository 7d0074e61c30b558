// Snapping vertices together: the given vertices move to one position;
// those that then agree in every stream become one vertex, the triangles
// that collapse (two corners at one position) go, and so do the vertices
// left unused.
#pragma once

#include "model/ops/DeleteGeometry.h"

#include <QVector3D>

namespace quarry {

GeometryRemoval mergeVertices(Mesh &mesh, const QList<quint32> &vertices, const QVector3D &target);

} // namespace quarry
