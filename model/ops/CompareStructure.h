// The comparison's list of what two models do not share: counts of meshes,
// vertices, triangles, joints, animations and materials, items only one of
// them has, and, for items both have, what differs (vertex and triangle
// counts, materials, parents, frame rates, durations, texture paths).
#pragma once

#include "model/ops/Compare.h"
#include "model/ops/CompareMatch.h"

namespace quarry::compare {

QList<StructureDifference> structureDifferences(const Model &a, const Model &b, const ModelPairs &pairs);

} // namespace quarry::compare
