// Timing edits beyond moving and scaling keys: each key's interpolation,
// and retiming a range along an ease curve.
#pragma once

#include "model/ops/Retime.h"

#include <QString>

namespace quarry {

// Sets the interpolation of the selected keys (a timeline key: every
// channel of the joint keyed at that time).
Animation setInterpolation(const Animation &animation, const KeySelection &selection, Interpolation mode);

// "linear", "constant", "smooth" and back; false for an unknown name.
QString interpolationName(Interpolation mode);
bool interpolationFromName(const QString &name, Interpolation &mode);

// A timing curve from (0, 0) to (1, 1): a cubic Bezier with handles at
// (x1, y1) and (x2, y2), as CSS's cubic-bezier(). x is the fraction of the
// new range's time gone, y the fraction of the original motion played.
struct EaseCurve
{
    double x1 = 0.0, y1 = 0.0, x2 = 1.0, y2 = 1.0; // linear

    static EaseCurve linear() { return {}; }
    static EaseCurve slowIn() { return {0.42, 0.0, 1.0, 1.0}; }
    static EaseCurve slowOut() { return {0.0, 0.0, 0.58, 1.0}; }
    static EaseCurve slowInOut() { return {0.42, 0.0, 0.58, 1.0}; }

    // y at x (x clamped to [0, 1]); handles' x outside [0, 1] are clamped,
    // so the curve is a function of x.
    double at(double x) const;
    // The x whose y is `y` (the curve's y rising); y clamped to [0, 1].
    double inverse(double y) const;
    bool isLinear() const;
    bool operator==(const EaseCurve &) const = default;
};

// Plays the range [start, end] within [start, newEnd] with the curve's
// timing: the pose at start + x * (newEnd - start) is the original pose at
// start + curve(x) * (end - start). Keys after the range move by
// newEnd - end; keys before it stay. Every keyed channel gets the range's
// end poses and, inside the new range, the original keys at their new
// times plus a key on every frame (the curve between frames is the keys'
// own interpolation; with a linear curve only the keys move). The duration
// moves by newEnd - end, and grows to hold the range.
Animation retimeRange(const Animation &animation, float start, float end, float newEnd, const EaseCurve &curve);

} // namespace quarry
