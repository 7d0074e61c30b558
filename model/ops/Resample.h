#pragma once

#include "model/Model.h"

namespace quarry {

// True when every key of every channel sits on a frame i / fps (within a
// small tolerance) and every keyed channel has a key on every frame, so
// fixed-rate writers can take the keys as they are.
bool isFixedRate(const Animation &animation);

// The animation with a key on every frame i / fps for i in
// [0, round(duration * fps)], sampled from the source keys (linear
// translation and scale, spherical rotation). Channels without keys stay
// without keys. The timing is kept: duration stays, the frame rate changes.
Animation resampleAnimation(const Animation &animation, double fps);

// The animation played at another frame rate with the same frames: every
// key time and the duration scale by old fps / new fps (a speed change).
Animation changeFrameRateKeepingFrames(const Animation &animation, double fps);

} // namespace quarry
