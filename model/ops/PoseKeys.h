// Posing: keys that set a joint's pose at a time, and the pose mirrored
// across a plane with left and right joints swapped by name (the name
// rules of mirrorWeights). Pure functions on a Model; SetKeyCommand and the
// pose operations (setKey, copyPose, pastePose, mirrorPose) use them.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QString>

#include <optional>

namespace quarry {

// The channels one joint gets keyed at one time; a channel left empty keeps
// its keys as they are.
struct PoseKey
{
    float time = 0;
    int joint = -1;
    std::optional<QVector3D> translation;
    std::optional<QQuaternion> rotation;
    std::optional<QVector3D> scale;

    bool operator==(const PoseKey &) const = default;
};

// Keys closer than this (seconds) count as the same time.
inline constexpr float kPoseKeyTolerance = 1e-4f;

// Sets the keys: a key at the same time (within kPoseKeyTolerance) takes
// the new value, else one is inserted in time order. Joints without a track
// get one, appended. Keys for joints out of range are skipped.
void applyPoseKeys(Animation &animation, int jointCount, const QList<PoseKey> &keys);

// A key of every channel of each joint, with the values of `pose` (local
// transforms of every joint, as localPose gives).
QList<PoseKey> fullPoseKeys(const QList<Transform> &pose, const QList<int> &joints, float time);

// The reflection across the plane through the origin normal to `axis`
// (0 = x, 1 = y, 2 = z) applied to a local transform: the transform
// M * T * M. A whole skeleton's local transforms reflected this way pose
// the skeleton as its mirror image.
Transform mirroredTransform(const Transform &transform, int axis);

// The local transforms that give each joint of `targets` the mirror image
// of its partner's pose in `source` (both: local transforms of every
// joint), the other joints keeping their pose in `current`. What is
// mirrored is the skinning transform (pose world * inverse bind world), so
// a symmetric mesh bound to the skeleton comes out as the mirror image of
// the source pose whatever the bone axes. `partners`: mirroredJoints().
// Returns the new local transforms of every joint.
QList<Transform> mirroredPose(const Skeleton &skeleton, const QList<Transform> &source, const QList<Transform> &current,
                              const QList<int> &targets, const QList<int> &partners, int axis);

} // namespace quarry
