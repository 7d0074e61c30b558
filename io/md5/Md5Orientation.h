// How Doom 3 reads an MD5 orientation, in one place for the reader and the
// writer. A file stores x, y, z; the engine rebuilds w = +sqrt(|1 - x² -
// y² - z²|) (idCQuat::ToQuat) and applies the transpose of that
// quaternion's matrix (idJointMat::SetRotation stores idQuat::ToMat3
// transposed): the conjugate rotation. Taking the stored quaternion as the
// rotation itself, the usual reading, turns every joint the wrong way.
#pragma once

#include <QQuaternion>
#include <QVector3D>

#include <array>
#include <cmath>

namespace quarry::md5 {

// Quarry's rotation for the x, y, z a file stores.
// In double: near a half turn w is the square root of a small difference.
inline QQuaternion rotationFromStored(double x, double y, double z)
{
    // Normalized in double too (x, y, z may be a little off unit length
    // past a half turn): no float rounding before the division.
    const double w = std::sqrt(std::abs(1.0 - (x * x + y * y + z * z)));
    const double length = std::sqrt(w * w + x * x + y * y + z * z);
    if (!(length > 0))
        return QQuaternion(0, 0, 0, 0);
    return QQuaternion(float(w / length), float(-x / length), float(-y / length), float(-z / length));
}

// The x, y, z to store for a rotation: the conjugate's, signed so that
// the w the engine rebuilds (never negative) gives the same rotation.
inline std::array<double, 3> storedFromRotation(const QQuaternion &rotation)
{
    const double w = rotation.scalar(), x = rotation.x(), y = rotation.y(), z = rotation.z();
    const double length = std::sqrt(w * w + x * x + y * y + z * z);
    const double s = length > 0 ? (w >= 0 ? -1.0 : 1.0) / length : 0.0;
    return {x * s, y * s, z * s};
}

// Whether the w rebuilt from stored x, y, z is small enough that their
// float digits would turn the joint visibly (a half turn): then they are
// written with a double's digits.
inline bool needsDoubleDigits(const double *xyz)
{
    return 1.0 - (xyz[0] * xyz[0] + xyz[1] * xyz[1] + xyz[2] * xyz[2]) < 0.0025;
}

} // namespace quarry::md5
