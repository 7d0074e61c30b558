// Translation, rotation and scale of a joint or a key, composed as
// output = translation + rotation * (scale * input), the convention of IQE/IQM.
#pragma once

#include <QMatrix4x4>
#include <QQuaternion>
#include <QVector3D>

namespace quarry {

struct Transform
{
    QVector3D translation;
    QQuaternion rotation; // identity by default
    QVector3D scale{1.0f, 1.0f, 1.0f};

    bool operator==(const Transform &) const = default;

    QMatrix4x4 toMatrix() const;
    QVector3D map(const QVector3D &point) const;

    static Transform interpolate(const Transform &a, const Transform &b, float t);
    // Decomposes an affine matrix without shear (scale may be non-uniform).
    static Transform fromMatrix(const QMatrix4x4 &matrix);
};

// Spherical interpolation along the shorter arc (QQuaternion::slerp does
// that already; wrapped so every caller agrees on one definition).
QQuaternion slerpShortest(const QQuaternion &a, const QQuaternion &b, float t);

} // namespace quarry
