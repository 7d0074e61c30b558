#include "model/ops/BakeInterpolation.h"

#include "model/Transform.h"

#include <QVector4D>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// Twenty halvings key a one-second span every microsecond: far beyond any
// tolerance a float can tell; the bound only guards against a bad value.
constexpr int kMaxDepth = 20;

QVector3D lerp(const QVector3D &a, const QVector3D &b, float f)
{
    return a + (b - a) * f;
}
QQuaternion lerp(const QQuaternion &a, const QQuaternion &b, float f)
{
    return slerpShortest(a, b, f);
}
float lerp(float a, float b, float f)
{
    return a + (b - a) * f;
}

float distance(float a, float b)
{
    return std::abs(a - b);
}

float distance(const QVector3D &a, const QVector3D &b)
{
    const QVector3D d = a - b;
    return std::max({std::abs(d.x()), std::abs(d.y()), std::abs(d.z())});
}

float distance(const QQuaternion &a, const QQuaternion &b)
{
    QVector4D va = a.toVector4D();
    const QVector4D vb = b.toVector4D();
    if (QVector4D::dotProduct(va, vb) < 0)
        va = -va;
    const QVector4D d = va - vb;
    return std::max({std::abs(d.x()), std::abs(d.y()), std::abs(d.z()), std::abs(d.w())});
}

template<typename T>
void subdivide(const QList<Key<T>> &keys, const Key<T> &a, const Key<T> &b, float tolerance, int depth,
               QList<Key<T>> &out)
{
    bool close = true;
    for (const float f : {0.125f, 0.25f, 0.375f, 0.5f, 0.625f, 0.75f, 0.875f}) {
        const float t = a.time + (b.time - a.time) * f;
        if (distance(sampleChannel(keys, t, a.value), lerp(a.value, b.value, f)) > tolerance) {
            close = false;
            break;
        }
    }
    if (close || depth >= kMaxDepth)
        return;
    const float tm = a.time + (b.time - a.time) * 0.5f;
    if (tm <= a.time || tm >= b.time)
        return;
    const Key<T> middle{tm, sampleChannel(keys, tm, a.value)};
    subdivide(keys, a, middle, tolerance, depth + 1, out);
    out.append(middle);
    subdivide(keys, middle, b, tolerance, depth + 1, out);
}

template<typename T>
QList<Key<T>> bakeChannel(const QList<Key<T>> &keys, float tolerance)
{
    bool curved = false;
    for (qsizetype i = 0; i + 1 < keys.size(); ++i)
        curved = curved || keys[i].interpolation != Interpolation::Linear;
    if (!curved) {
        QList<Key<T>> out = keys;
        if (!out.isEmpty() && out.last().interpolation != Interpolation::Linear)
            out.last().interpolation = Interpolation::Linear; // it spans nothing
        return out;
    }
    QList<Key<T>> out;
    out.reserve(keys.size() * 4);
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const Key<T> key{keys[i].time, keys[i].value};
        out.append(key);
        if (i + 1 == keys.size())
            break;
        const Key<T> next{keys[i + 1].time, keys[i + 1].value};
        switch (keys[i].interpolation) {
        case Interpolation::Linear: break;
        case Interpolation::Constant: {
            const float lead = std::min(kStepBakeLead, (next.time - key.time) * 0.5f);
            if (lead > 0 && next.value != key.value)
                out.append({next.time - lead, key.value});
            break;
        }
        case Interpolation::Smooth: subdivide(keys, key, next, tolerance, 0, out); break;
        }
    }
    return out;
}

} // namespace

Animation bakeInterpolation(const Animation &animation, float tolerance)
{
    Animation out = animation;
    for (JointTrack &t : out.tracks) {
        t.translations = bakeChannel(t.translations, tolerance);
        t.rotations = bakeChannel(t.rotations, tolerance);
        t.scales = bakeChannel(t.scales, tolerance);
    }
    for (MorphTrack &t : out.morphTracks)
        t.weights = bakeChannel(t.weights, tolerance);
    return out;
}

} // namespace quarry
