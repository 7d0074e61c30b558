#include "model/ops/Timing.h"

#include "model/ops/MorphTracks.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

bool selectedTime(const QList<float> &times, float t)
{
    const auto it = std::lower_bound(times.cbegin(), times.cend(), t - kKeyTimeTolerance);
    return it != times.cend() && std::abs(*it - t) <= kKeyTimeTolerance;
}

template<typename T>
void setChannelInterpolation(QList<Key<T>> &keys, const QList<float> &times, Interpolation mode)
{
    for (Key<T> &k : keys)
        if (selectedTime(times, k.time))
            k.interpolation = mode;
}

double bezier(double p1, double p2, double s)
{
    const double r = 1.0 - s;
    return 3.0 * r * r * s * p1 + 3.0 * r * s * s * p2 + s * s * s;
}

// The curve parameter where x(s) = x; x(s) rises when the handles' x are
// in [0, 1].
double parameterAt(double x1, double x2, double x)
{
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (bezier(x1, x2, mid) < x ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

template<typename T>
T sampleOr(const QList<Key<T>> &keys, float t)
{
    return sampleChannel(keys, t, keys.first().value);
}

// The channel retimed: see retimeRange. `frames` are the new range's frame
// times strictly inside it.
template<typename T>
void retimeChannel(QList<Key<T>> &keys, float start, float end, float newEnd, const EaseCurve &curve,
                   const QList<float> &frames)
{
    if (keys.isEmpty() || keys.last().time < start + kKeyTimeTolerance)
        return; // nothing moves: the channel holds its last value through the range
    if (keys.size() == 1) {
        if (keys.first().time > end + kKeyTimeTolerance)
            keys.first().time += newEnd - end;
        return;
    }
    const float length = end - start;
    const float newLength = newEnd - start;
    const auto originalTime = [&](float newTime) {
        return float(start + curve.at((newTime - start) / newLength) * length);
    };
    const auto interpolationAt = [&keys](float t) {
        auto it = std::upper_bound(keys.cbegin(), keys.cend(), t,
                                   [](float time, const Key<T> &k) { return time < k.time; });
        return it == keys.cbegin() ? Interpolation::Linear : (it - 1)->interpolation;
    };
    QList<Key<T>> out;
    out.reserve(keys.size() + frames.size() + 2);
    for (const Key<T> &k : keys)
        if (k.time < start - kKeyTimeTolerance)
            out.append(k);
    out.append({start, sampleOr(keys, start), interpolationAt(start)});
    QList<Key<T>> inside;
    for (const Key<T> &k : keys)
        if (k.time > start + kKeyTimeTolerance && k.time < end - kKeyTimeTolerance)
            inside.append(
                {float(start + curve.inverse((k.time - start) / length) * newLength), k.value, k.interpolation});
    if (!curve.isLinear()) {
        for (float t : frames) {
            const float source = originalTime(t);
            inside.append({t, sampleOr(keys, source), interpolationAt(source)});
        }
        std::stable_sort(inside.begin(), inside.end(),
                         [](const Key<T> &a, const Key<T> &b) { return a.time < b.time; });
    }
    for (const Key<T> &k : std::as_const(inside))
        if (k.time - out.last().time > kKeyTimeTolerance && newEnd - k.time > kKeyTimeTolerance)
            out.append(k);
    out.append({newEnd, sampleOr(keys, end), interpolationAt(end)});
    for (const Key<T> &k : keys)
        if (k.time > end + kKeyTimeTolerance)
            out.append({k.time + (newEnd - end), k.value, k.interpolation});
    keys = std::move(out);
}

} // namespace

Animation setInterpolation(const Animation &animation, const KeySelection &selection, Interpolation mode)
{
    Animation out = animation;
    for (JointTrack &track : out.tracks) {
        const auto it = selection.times.constFind(track.joint);
        if (it == selection.times.cend())
            continue;
        setChannelInterpolation(track.translations, *it, mode);
        setChannelInterpolation(track.rotations, *it, mode);
        setChannelInterpolation(track.scales, *it, mode);
    }
    for (MorphTrack &track : out.morphTracks) {
        const auto it = selection.times.constFind(morphRow(track.mesh, track.target));
        if (it != selection.times.cend())
            setChannelInterpolation(track.weights, *it, mode);
    }
    return out;
}

QString interpolationName(Interpolation mode)
{
    switch (mode) {
    case Interpolation::Linear: return QStringLiteral("linear");
    case Interpolation::Constant: return QStringLiteral("constant");
    case Interpolation::Smooth: return QStringLiteral("smooth");
    }
    return QStringLiteral("linear");
}

bool interpolationFromName(const QString &name, Interpolation &mode)
{
    for (Interpolation m : {Interpolation::Linear, Interpolation::Constant, Interpolation::Smooth}) {
        if (name == interpolationName(m)) {
            mode = m;
            return true;
        }
    }
    return false;
}

double EaseCurve::at(double x) const
{
    x = std::clamp(x, 0.0, 1.0);
    if (isLinear())
        return x;
    const double s = parameterAt(std::clamp(x1, 0.0, 1.0), std::clamp(x2, 0.0, 1.0), x);
    return bezier(y1, y2, s);
}

double EaseCurve::inverse(double y) const
{
    y = std::clamp(y, 0.0, 1.0);
    if (isLinear())
        return y;
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (at(mid) < y ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

bool EaseCurve::isLinear() const
{
    return x1 == y1 && x2 == y2;
}

Animation retimeRange(const Animation &animation, float start, float end, float newEnd, const EaseCurve &curve)
{
    start = std::max(start, 0.0f);
    if (end - start <= kKeyTimeTolerance || newEnd - start <= kKeyTimeTolerance)
        return animation;
    if (curve.isLinear() && std::abs(newEnd - end) <= kKeyTimeTolerance)
        return animation;
    const double fps = animation.fps > 0 ? animation.fps : 30.0;
    QList<float> frames;
    for (qint64 i = qint64(std::floor(start * fps)) + 1; double(i) / fps < newEnd; ++i)
        frames.append(float(double(i) / fps));
    Animation out = animation;
    for (JointTrack &track : out.tracks) {
        retimeChannel(track.translations, start, end, newEnd, curve, frames);
        retimeChannel(track.rotations, start, end, newEnd, curve, frames);
        retimeChannel(track.scales, start, end, newEnd, curve, frames);
    }
    for (MorphTrack &track : out.morphTracks)
        retimeChannel(track.weights, start, end, newEnd, curve, frames);
    out.duration = std::max(double(newEnd), animation.duration + (newEnd - end));
    return out;
}

} // namespace quarry
