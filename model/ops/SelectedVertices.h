// The vertices an edit of the current selection moves: what the viewport's
// transform gizmo works on.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

#include <QList>
#include <QMap>

namespace quarry {

// Vertex indexes per mesh index, each list sorted.
using VertexSet = QMap<int, QList<quint32>>;

// Every vertex of the given meshes (indexes out of range are skipped).
VertexSet allVertices(const Model &model, const QList<int> &meshes);

// What an edit of the selection moves: every vertex of the selected meshes
// (objects), the selected vertices, or the corners of the selected faces.
// Empty for joints.
VertexSet selectedVertices(const Model &model, const Selection &selection);

} // namespace quarry
