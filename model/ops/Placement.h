// Where a model stands: the similarity transforms that scale it to a
// height, stand it on the ground or centre it (Z up, bind pose), for
// transformModel to apply.
#pragma once

#include "model/ops/ModelTransform.h"

#include <optional>

namespace quarry {

// Uniform scale so the bind pose's Z extent becomes `height`; nothing when
// the model has no extent.
std::optional<Similarity> scaleToHeight(const Model &model, float height);
// Moves the model up or down so its lowest point is at Z = 0.
std::optional<Similarity> dropToGround(const Model &model);
// Moves the model so its bounds' centre is at the origin in X and Y (and in
// Z too when `alsoZ`).
std::optional<Similarity> centreOnOrigin(const Model &model, bool alsoZ = false);

} // namespace quarry
