// A joint's channels as curves against time, as the Timeline dock's curve
// view shows and edits them: translation and scale per axis, rotation as
// Euler angles in degrees (about X, Y, Z, as QQuaternion::toEulerAngles).
#pragma once

#include "model/Animation.h"

#include <QList>

namespace quarry {

enum class CurveChannel : quint8 {
    TranslationX,
    TranslationY,
    TranslationZ,
    RotationX,
    RotationY,
    RotationZ,
    ScaleX,
    ScaleY,
    ScaleZ
};

struct CurvePoint
{
    float time = 0;
    float value = 0;
};

// The component (0, 1, 2) and the kind (0 translation, 1 rotation, 2 scale).
inline int curveComponent(CurveChannel c)
{
    return int(c) % 3;
}
inline int curveKind(CurveChannel c)
{
    return int(c) / 3;
}

// The channel's keys as points (an empty list where it has none).
QList<CurvePoint> curveKeys(const JointTrack &track, CurveChannel channel);
// The channel's value at time t (the bind value `bind` where it has no keys).
float curveValue(const JointTrack &track, CurveChannel channel, float t, const Transform &bind);

// A morph track's weights as points.
QList<CurvePoint> curveKeys(const MorphTrack &track);

// Moves key `index` of the channel to `time` (kept strictly between its
// neighbours, never below 0) and sets its component to `value`; the other
// components keep their values (a rotation's other Euler angles as
// toEulerAngles gives them). Other channels are not touched. For a morph
// row (ops/MorphTracks.h) in place of a joint, the channel is the target's
// weight whatever `channel` says.
Animation moveCurveKey(const Animation &animation, int joint, CurveChannel channel, qsizetype index, float time,
                       float value);

} // namespace quarry
