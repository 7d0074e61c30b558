// One vertex's skinning: the blended matrix linear blend skinning applies to
// it at a pose, and edits made on the posed model carried back to the bind
// pose through it, so a posed selection moves rigidly on screen.
#pragma once

#include "model/Mesh.h"

#include <QList>
#include <QMap>
#include <QMatrix4x4>

namespace quarry {

// sum(w_j * S_j) / sum(w_j) over the vertex's influences, as skinMesh blends
// them: posed = matrix * bind. The identity for an unskinned mesh or a
// vertex without weights.
QMatrix4x4 vertexSkinningMatrix(const Mesh &mesh, qsizetype vertex, const QList<QMatrix4x4> &skinning);

// Per mesh, the skinning matrix of each listed vertex, in the same order.
using VertexMatrices = QMap<int, QList<QMatrix4x4>>;
VertexMatrices vertexSkinningMatrices(const QList<Mesh> &meshes, const QMap<int, QList<quint32>> &vertices,
                                      const QList<QMatrix4x4> &skinning);

// The bind-pose edit that moves a vertex skinned by `skin` as `posed` moves
// its posed position: skin^-1 * posed * skin. Where skin cannot be inverted
// (a joint scaled to nothing), `posed` itself.
QMatrix4x4 bindSpaceEdit(const QMatrix4x4 &skin, const QMatrix4x4 &posed);

} // namespace quarry
