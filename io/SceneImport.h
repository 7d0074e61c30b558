#pragma once

// What the two readers of scenes with node trees (io/gltf and the Assimp
// import) share, so that a file read by either gives the same model: when
// two matrices are one, when a key equals the rest pose it would stand for,
// and when a scale is the same along every axis.

#include "model/Animation.h"
#include "model/Skeleton.h"

#include <QList>
#include <QMatrix4x4>
#include <QQuaternion>
#include <QVector3D>

#include <algorithm>
#include <cmath>

namespace quarry::sceneimport {

inline bool nearlyEqual(const QMatrix4x4 &a, const QMatrix4x4 &b)
{
    float scale = 1;
    for (int i = 0; i < 16; ++i)
        scale = std::max(scale, std::abs(a.constData()[i]));
    for (int i = 0; i < 16; ++i)
        if (std::abs(a.constData()[i] - b.constData()[i]) > 1e-4f * scale)
            return false;
    return true;
}

inline bool sameTranslation(const QVector3D &a, const QVector3D &b)
{
    return (a - b).length() <= 1e-5f * std::max(1.0f, a.length());
}

inline bool sameRotation(const QQuaternion &a, const QQuaternion &b)
{
    return std::abs(QQuaternion::dotProduct(a.normalized(), b.normalized())) >= 1.0f - 1e-6f;
}

inline bool sameScale(const QVector3D &a, const QVector3D &b)
{
    return (a - b).length() <= 1e-5f;
}

inline bool uniform(const QVector3D &s)
{
    const float m = std::max({std::abs(s.x()), std::abs(s.y()), std::abs(s.z())});
    return std::abs(s.x() - s.y()) <= 1e-5f * m && std::abs(s.x() - s.z()) <= 1e-5f * m;
}

// Channels a file leaves out hold the node's rest value: each joint with a
// node (`jointNode` not -1) whose rest differs from its bind pose and that the
// animation does not key gets one key of its rest at time 0.
inline void addRestKeys(Animation &animation, const Skeleton &skeleton, const QList<int> &jointNode,
                        const QList<Transform> &rest)
{
    for (qsizetype j = 0; j < skeleton.joints.size(); ++j) {
        if (jointNode[j] < 0)
            continue;
        const Transform &bind = skeleton.joints[j].bind;
        JointTrack *existing = animation.track(int(j));
        JointTrack added;
        added.joint = int(j);
        JointTrack &t = existing ? *existing : added;
        if (t.translations.isEmpty() && !sameTranslation(rest[j].translation, bind.translation))
            t.translations.append({0.0f, rest[j].translation});
        if (t.rotations.isEmpty() && !sameRotation(rest[j].rotation, bind.rotation))
            t.rotations.append({0.0f, rest[j].rotation});
        if (t.scales.isEmpty() && !sameScale(rest[j].scale, bind.scale))
            t.scales.append({0.0f, rest[j].scale});
        if (!existing && !added.isEmpty())
            animation.tracks.append(added);
    }
}

} // namespace quarry::sceneimport
