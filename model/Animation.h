#pragma once

#include "model/Transform.h"

#include <QList>
#include <QString>
#include <QVariantMap>

namespace quarry {

// How a channel goes from a key to the next one: in a straight line
// (spherical for rotations), held until the next key (a step), or along a
// cubic through the neighbouring keys that is flat at the channel's first
// and last keys, so motion eases in and out there.
enum class Interpolation : quint8 { Linear, Constant, Smooth };

template<typename T>
struct Key
{
    float time = 0; // seconds from the start of the animation
    T value;
    // Of the span from this key to the next; files without the notion read
    // as Linear, and writers bake the others (see ops/BakeInterpolation.h).
    Interpolation interpolation = Interpolation::Linear;

    bool operator==(const Key &) const = default;
};

using Vec3Key = Key<QVector3D>;
using QuatKey = Key<QQuaternion>;

// The keys of one joint. Each channel is independent (interchange formats
// key translation, rotation and scale at different times); keys are sorted
// by time. An empty channel leaves the joint's bind value in place.
struct JointTrack
{
    int joint = -1;
    QList<Vec3Key> translations;
    QList<QuatKey> rotations;
    QList<Vec3Key> scales;

    bool operator==(const JointTrack &) const = default;
    bool isEmpty() const { return translations.isEmpty() && rotations.isEmpty() && scales.isEmpty(); }
    qsizetype keyCount() const { return translations.size() + rotations.size() + scales.size(); }
};

struct Animation
{
    QString name;
    double fps = 30.0;
    bool loop = false;
    // Time of the last frame. Fixed-rate formats (IQE, IQM) hold
    // frameCount() = round(duration * fps) + 1 frames at i / fps; formats
    // with free key times (XAF) keep their own duration.
    double duration = 0.0;
    QList<JointTrack> tracks;
    QVariantMap extras;

    bool operator==(const Animation &) const = default;

    int frameCount() const;
    qsizetype keyCount() const;
    const JointTrack *track(int joint) const;
    JointTrack *track(int joint);
    // Whether any key is Constant or Smooth.
    bool hasCurvedKeys() const;
};

// Sample a channel at time t by each span's interpolation (Linear: linear
// for vectors, spherical for rotations); before the first key and after the
// last the end keys hold.
QVector3D sampleChannel(const QList<Vec3Key> &keys, float t, const QVector3D &fallback);
QQuaternion sampleChannel(const QList<QuatKey> &keys, float t, const QQuaternion &fallback);

} // namespace quarry
