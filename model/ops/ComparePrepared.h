// What every comparison of two models starts from: both skin tables, the
// meshes, joints, materials and animations paired, the joint pairs, the
// vertex match and A's height. compareModels and the Deviation draw mode
// (VertexDeviationField) share it, so both measure the same pairs.
#pragma once

#include "model/Model.h"
#include "model/ops/CompareMatch.h"
#include "model/ops/CompareSkin.h"

#include <utility>
#include <vector>

namespace quarry::compare {

struct Prepared
{
    SkinTable ta, tb;
    ModelPairs pairs;
    std::vector<std::pair<int, int>> joints;
    VertexMatch vertices;
    double height = 1;
    // The animations of A and B at whose start the vertices were matched,
    // both posed; -1 where they were matched in the bind pose.
    int matchedAtA = -1, matchedAtB = -1;
};

// `tolerance` (a fraction of the height) sets how far apart two vertices
// may be and still match.
Prepared prepare(const Model &a, const Model &b, double tolerance);

} // namespace quarry::compare
