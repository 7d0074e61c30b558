// Preview weights of morph targets: a view state of the Document (like the
// current time), not model data, so they are neither undone nor saved.
// Also what the viewport blends on the GPU: at most kMaxActiveMorphs
// targets per mesh, the largest |weight| first.
#pragma once

#include "model/Mesh.h"
#include "model/Model.h"

#include <QList>
#include <QMap>
#include <QVector3D>

namespace quarry {

// Per mesh index, one weight per morph target of that mesh (0 = off).
using MorphWeights = QMap<int, QList<float>>;

// Targets blended per draw on the GPU.
inline constexpr int kMaxActiveMorphs = 8;

struct ActiveMorph
{
    int target = -1;
    float weight = 0.0f;
    bool operator==(const ActiveMorph &) const = default;
};

// The targets with a non-zero weight, largest |weight| first (ties: lower
// index first), at most `limit` of them.
QList<ActiveMorph> activeMorphs(const QList<float> &weights, int limit = kMaxActiveMorphs);
// Targets with a non-zero weight.
int weightedMorphCount(const QList<float> &weights);

// Listed vertices whose position the target changes.
qsizetype movedVertexCount(const Mesh &mesh, const MorphTarget &morph);

// Positions of `mesh` with the active targets of `weights` applied, as the
// viewport's vertex shader blends them (before skinning).
QList<QVector3D> morphedPositions(const Mesh &mesh, const QList<float> &weights);

// The weights `animation`'s morph tracks give the model's targets at time
// t: an entry for every mesh with a track, one weight per target of that
// mesh (0 where the target has no track). Tracks naming a mesh or target the
// model lacks are skipped.
MorphWeights animationMorphWeights(const Model &model, const Animation &animation, float t);

// Weights keyed by mesh index after the mesh at `index` is removed or inserted.
MorphWeights shiftMorphWeights(const MorphWeights &weights, int index, bool removed);

} // namespace quarry
