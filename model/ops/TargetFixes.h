// The fixes an export for an engine makes (model/ops/TargetCheck says which
// are needed): pure functions on a Model, shared by the export, scripts and
// tests.
#pragma once

#include "model/Model.h"

#include <QStringList>

#include <utility>

namespace quarry {

// Splits `mesh` into parts of at most maxVertices vertices and maxTriangles
// triangles (0 = no limit), drawing the same triangles: triangles are taken
// in connected order (neighbours across shared vertices first) so each
// part is a patch of the surface, and a vertex shared by two parts is
// copied into both. Parts are named "NAME", "NAME_1", "NAME_2"... One part
// (the mesh itself) when it is within the limits.
QList<Mesh> splitMesh(const Mesh &mesh, int maxVertices, int maxTriangles);
// Splits every mesh over the limits in place; returns how many meshes were added.
qsizetype splitMeshesAtCap(Model &model, int maxVertices, int maxTriangles);

// Merges joints into their parents until at most `maxJoints` remain: the
// leaf joint with the least weight over all vertices first (a merged
// joint's weight counts for its parent from then on), its weights moved to
// its parent, its tracks dropped. Returns the names of the merged joints.
QStringList mergeJointsToCap(Model &model, int maxJoints);

// Takes joint scale out of the bind pose: every joint keeps its place and
// orientation in model space with scale 1, and animation translations are
// scaled by the parent's bind scale so joints move as far as before.
// Scale keys are dropped; returns the names of the animations whose scale
// keys differed from 1 (their scaling is lost).
QStringList bakeJointScale(Model &model);

// A one-frame animation named "idle" holding the bind pose, so that a
// writer stores a pose per joint and frame bounds. A model with no joints
// first gets a root joint "root" at the origin weighting every vertex.
// Returns false when the model already has an animation (nothing done).
bool addIdleAnimation(Model &model);

// Removes every custom vertex array; returns the arrays removed by name
// (IQE's slot "v0".. where unnamed), each with the number of meshes that
// had it, in the order met.
QList<std::pair<QString, int>> dropCustomArrays(Model &model);

} // namespace quarry
