// How Doom 3 reads an MD5 orientation, in one place for the reader and the
// writer. A file stores x, y, z; the engine rebuilds w = +sqrt(|1 - x² -
// y² - z²|) (idCQuat::ToQuat) and applies the transpose of that
// quaternion's matrix (idJointMat::SetRotation stores idQuat::ToMat3
// transposed): the conjugate rotation. Taking the stored quaternion as the
// rotation itself, the usual reading, turns every joint the wrong way.
#pragma once

#include <QQuaternion>
#include <QVector3D>

#include <cmath>

namespace quarry::md5 {

// Quarry's rotation for the x, y, z a file stores.
inline QQuaternion rotationFromStored(float x, float y, float z)
{
    const float w = std::sqrt(std::abs(1.0f - (x * x + y * y + z * z)));
    return QQuaternion(w, -x, -y, -z).normalized();
}

// The x, y, z to store for a rotation: the conjugate's, signed so that
// the w the engine rebuilds (never negative) gives the same rotation.
inline QVector3D storedFromRotation(const QQuaternion &rotation)
{
    const QQuaternion r = rotation.normalized();
    return r.scalar() >= 0 ? -r.vector() : r.vector();
}

} // namespace quarry::md5
