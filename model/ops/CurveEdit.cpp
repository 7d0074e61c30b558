#include "model/ops/CurveEdit.h"

#include "model/ops/MorphTracks.h"
#include "model/ops/Retime.h"

#include <algorithm>
#include <limits>

namespace quarry {

namespace {

float component(const QVector3D &v, int i)
{
    return v[i];
}

float keyValue(const JointTrack &track, CurveChannel channel, qsizetype i)
{
    const int c = curveComponent(channel);
    switch (curveKind(channel)) {
    case 0: return component(track.translations[i].value, c);
    case 1: return component(track.rotations[i].value.toEulerAngles(), c);
    default: return component(track.scales[i].value, c);
    }
}

qsizetype keyCount(const JointTrack &track, CurveChannel channel)
{
    switch (curveKind(channel)) {
    case 0: return track.translations.size();
    case 1: return track.rotations.size();
    default: return track.scales.size();
    }
}

// The key's new time: between its neighbours, a key-time tolerance apart.
template<typename T>
float clampedTime(const QList<Key<T>> &keys, qsizetype index, float time)
{
    float lo = 0.0f;
    float hi = std::numeric_limits<float>::max();
    if (index > 0)
        lo = keys[index - 1].time + 2 * kKeyTimeTolerance;
    if (index + 1 < keys.size())
        hi = keys[index + 1].time - 2 * kKeyTimeTolerance;
    return hi < lo ? keys[index].time : std::clamp(time, lo, hi);
}

} // namespace

QList<CurvePoint> curveKeys(const JointTrack &track, CurveChannel channel)
{
    QList<CurvePoint> out;
    const qsizetype n = keyCount(track, channel);
    out.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        const float t = curveKind(channel) == 0   ? track.translations[i].time
                        : curveKind(channel) == 1 ? track.rotations[i].time
                                                  : track.scales[i].time;
        out.append({t, keyValue(track, channel, i)});
    }
    return out;
}

float curveValue(const JointTrack &track, CurveChannel channel, float t, const Transform &bind)
{
    const int c = curveComponent(channel);
    switch (curveKind(channel)) {
    case 0: return component(sampleChannel(track.translations, t, bind.translation), c);
    case 1: return component(sampleChannel(track.rotations, t, bind.rotation).toEulerAngles(), c);
    default: return component(sampleChannel(track.scales, t, bind.scale), c);
    }
}

QList<CurvePoint> curveKeys(const MorphTrack &track)
{
    QList<CurvePoint> points;
    points.reserve(track.weights.size());
    for (const FloatKey &k : track.weights)
        points.append({k.time, k.value});
    return points;
}

Animation moveCurveKey(const Animation &animation, int joint, CurveChannel channel, qsizetype index, float time,
                       float value)
{
    Animation out = animation;
    if (isMorphRow(joint)) {
        MorphTrack *morph = out.morphTrack(morphRowMesh(joint), morphRowTarget(joint));
        if (!morph || index < 0 || index >= morph->weights.size())
            return out;
        FloatKey &k = morph->weights[index];
        k.time = clampedTime(morph->weights, index, time);
        k.value = value;
        out.duration = std::max(out.duration, double(time));
        return out;
    }
    JointTrack *track = out.track(joint);
    if (!track || index < 0 || index >= keyCount(*track, channel))
        return out;
    const int c = curveComponent(channel);
    switch (curveKind(channel)) {
    case 0: {
        Vec3Key &k = track->translations[index];
        k.time = clampedTime(track->translations, index, time);
        k.value[c] = value;
        break;
    }
    case 1: {
        QuatKey &k = track->rotations[index];
        k.time = clampedTime(track->rotations, index, time);
        QVector3D euler = k.value.toEulerAngles();
        euler[c] = value;
        QQuaternion q = QQuaternion::fromEulerAngles(euler);
        // The same side of the sphere as before, so neighbours interpolate the short way as they did.
        if (QQuaternion::dotProduct(q, k.value) < 0)
            q = -q;
        k.value = q;
        break;
    }
    default: {
        Vec3Key &k = track->scales[index];
        k.time = clampedTime(track->scales, index, time);
        k.value[c] = value;
        break;
    }
    }
    out.duration = std::max(out.duration, double(time));
    return out;
}

} // namespace quarry
