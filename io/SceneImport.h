#pragma once

// What the two readers of scenes with node trees (io/gltf and the Assimp
// import) share, so that a file read by either gives the same model: when
// two matrices are one, when a key equals the rest pose it would stand for,
// and when a scale is the same along every axis.

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

} // namespace quarry::sceneimport
