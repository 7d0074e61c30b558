// Morph targets as an animation plays them: the weights the current clip's
// morph tracks give at a time, with the preview weights (a view state of
// the Document) added on top, and the vertices they move, before skinning
// as the viewport's vertex shader blends them.
#pragma once

#include "model/MorphWeights.h"
#include "model/Pose.h"

namespace quarry {

// The weights of animation `animation` (none for -1 or out of range) at
// `time`, plus `preview` target by target.
MorphWeights playedMorphWeights(const Model &model, int animation, double time, const MorphWeights &preview = {});

// `mesh` with its targets blended by `weights` (one per target; the mesh
// itself where none is non-zero) and skinned by `skinning`.
SkinnedMesh skinMorphedMesh(const Mesh &mesh, const QList<float> &weights, const QList<QMatrix4x4> &skinning);

// The positions of every vertex of mesh `mesh` of `model` at `time` of
// `animation`: morph tracks, then skinning (the bind pose for -1).
QList<QVector3D> posedPositions(const Model &model, int mesh, int animation, double time);

} // namespace quarry
