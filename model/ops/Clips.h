// Pure operations that cut and combine clips (animations) by time.
#pragma once

#include "model/Model.h"

#include <utility>

namespace quarry {

// The part of the animation between `from` and `to`, starting at time 0.
// Every keyed channel gets keys at both ends with the values the animation
// has there, so the part plays exactly as it did. Used to trim a clip and
// to extract a range into a new clip.
Animation cutRange(const Animation &animation, double from, double to);

// Splits at `time` into the frames before it and the frames from it on:
// [0, time - 1/fps] and [time, duration]. Returns false (and leaves the
// outputs alone) when `time` is not strictly inside the animation past its
// first frame.
bool splitAnimation(const Animation &animation, double time, Animation &first, Animation &second);

// `second` played after `first`, one frame of `first` after its last frame
// (so splitting and joining give the frames back). Channels that only one
// of the two keys hold their bind value from `skeleton` in the other one;
// each part keeps its own poses up to its ends.
Animation joinAnimations(const Skeleton &skeleton, const Animation &first, const Animation &second);

// A name not used by any animation of the model, from `base`.
QString uniqueAnimationName(const Model &model, const QString &base);

} // namespace quarry
