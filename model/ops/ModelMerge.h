#pragma once

#include "model/Model.h"

namespace quarry {

// Adds another model's meshes, materials, animations and shapes to
// `target` (File > Import). Joints are matched by name; joints the target
// lacks are appended (their parents too), and weights and animation tracks
// follow the matching. Material indexes are offset.
void appendModel(Model &target, const Model &source);

} // namespace quarry
