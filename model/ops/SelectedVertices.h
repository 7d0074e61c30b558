// The vertices an edit of the current selection moves, and the mean
// skinning matrix of a vertex set: what the viewport's transform gizmo
// works on.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

#include <QList>
#include <QMap>
#include <QMatrix4x4>

#include <optional>

namespace quarry {

// Vertex indexes per mesh index, each list sorted.
using VertexSet = QMap<int, QList<quint32>>;

// Every vertex of the given meshes (indexes out of range are skipped).
VertexSet allVertices(const Model &model, const QList<int> &meshes);

// What an edit of the selection moves: every vertex of the selected meshes
// (objects), the selected vertices, or the corners of the selected faces.
// Empty for joints.
VertexSet selectedVertices(const Model &model, const Selection &selection);

// The mean over the vertices of each vertex's blended skinning matrix
// (weights normalized; an unskinned vertex counts as the identity);
// nothing where the set holds no vertex.
std::optional<QMatrix4x4> meanSkinningMatrix(const Model &model, const VertexSet &vertices,
                                             const QList<QMatrix4x4> &skinning);

} // namespace quarry
