#pragma once

#include "model/Model.h"

#include <QStringList>

namespace quarry {

// Scales every vertex's weights to sum to one (vertices with no weight are
// left alone). Returns how many vertices changed.
qsizetype normalizeWeights(Mesh &mesh);

// Keeps each vertex's `maxInfluences` largest weights, renormalized, and
// shrinks the per-vertex slots to at most that many. Returns how many
// vertices had more non-zero influences than allowed.
qsizetype limitInfluences(Mesh &mesh, int maxInfluences);

// The largest number of non-zero influences any vertex of the mesh has.
int maxUsedInfluences(const Mesh &mesh);

// Drops the trailing slots no vertex gives a weight (slot order kept), so a
// mesh read from a format with a fixed slot count (IQM: four) has the slots
// it uses. A mesh with no weight at all keeps its slots. Returns the count.
int dropUnusedInfluenceSlots(Mesh &mesh);

// A model read without its skeleton (a Cal3D mesh opened alone) keeps
// influences naming joints it lacks: with no skeleton, every skinned mesh
// loses its influences and becomes the static mesh it was opened as.
// Returns the names of the meshes changed (none when there is a skeleton).
QStringList dropInfluencesWithoutSkeleton(Model &model);

} // namespace quarry
