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
using FloatKey = Key<float>;

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

// The weight of one morph target of one mesh over time (Cal3D XPF and
// CPF, MD3 frames, glTF morph weight animations): 0 leaves the mesh as it
// is, 1 adds the whole target. Keys are sorted by time; a target with no
// track keeps weight 0 while the animation plays. Writers of formats that
// cannot hold morph tracks leave them out with a warning.
struct MorphTrack
{
    int mesh = -1; // index into Model::meshes
    int target = -1; // index into that mesh's morphs
    QList<FloatKey> weights;

    bool operator==(const MorphTrack &) const = default;
    bool isEmpty() const { return weights.isEmpty(); }
};

// Animation extras a reader may set from what the game reads beside the
// model: the clip whose frames this one plays as well (a Quake III slot of
// another's range), and the frame count the game requires of the clip (a
// weapon synced to it), which a retime that changes the length warns of.
inline constexpr char kAnimationSharesFramesOf[] = "sharesFramesOf";
inline constexpr char kAnimationFixedFrameCount[] = "fixedFrameCount";

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
    // Morph target weights, beside the joint tracks.
    QList<MorphTrack> morphTracks;

    bool operator==(const Animation &) const = default;

    int frameCount() const;
    // Keys of the joint tracks and of the morph tracks.
    qsizetype keyCount() const;
    const JointTrack *track(int joint) const;
    JointTrack *track(int joint);
    const MorphTrack *morphTrack(int mesh, int target) const;
    MorphTrack *morphTrack(int mesh, int target);
    // Whether any key is Constant or Smooth.
    bool hasCurvedKeys() const;
};

// Sample a channel at time t by each span's interpolation (Linear: linear
// for vectors, spherical for rotations); before the first key and after the
// last the end keys hold.
QVector3D sampleChannel(const QList<Vec3Key> &keys, float t, const QVector3D &fallback);
QQuaternion sampleChannel(const QList<QuatKey> &keys, float t, const QQuaternion &fallback);
float sampleChannel(const QList<FloatKey> &keys, float t, float fallback);

} // namespace quarry
