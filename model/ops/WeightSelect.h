// Selecting vertices by their skin weights: the Select menu's weight
// entries. Each returns a vertex selection of the meshes given (all when
// none), leaving hidden faces' vertices out.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

namespace quarry {

// Vertices the joint weights more than `threshold`.
Selection selectInfluenced(const Model &model, const QList<int> &meshes, int joint, float threshold,
                           const HiddenFaces &hidden = {});
// Vertices with no weight at all.
Selection selectUnweighted(const Model &model, const QList<int> &meshes, const HiddenFaces &hidden = {});
// Vertices with more than `maxInfluences` joints weighting them.
Selection selectOverInfluenced(const Model &model, const QList<int> &meshes, int maxInfluences,
                               const HiddenFaces &hidden = {});

} // namespace quarry
