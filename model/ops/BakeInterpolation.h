// Writing Constant and Smooth keys to formats that only know straight lines
// between keys (XAF: libcal3d interpolates linearly and spherically).
#pragma once

#include "model/Animation.h"

namespace quarry {

// How far before the next key a Constant span's held value is keyed again,
// in seconds: the only time where the baked step differs from the held one.
constexpr float kStepBakeLead = 1e-4f;

// The animation with only Linear keys that samples as `animation` does
// within `tolerance` (per component, quaternions compared on one side of
// the sphere): Smooth spans get keys halving the span until the straight
// line between them is close enough; Constant spans get the held value
// keyed again kStepBakeLead before the next key. Channels whose keys are
// all Linear come back unchanged, so such animations write as before.
Animation bakeInterpolation(const Animation &animation, float tolerance = 2e-5f);

} // namespace quarry
