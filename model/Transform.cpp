#include "model/Transform.h"

#include <QtMath>

namespace quarry {

QMatrix4x4 Transform::toMatrix() const
{
    QMatrix4x4 m;
    m.translate(translation);
    m.rotate(rotation);
    m.scale(scale);
    return m;
}

QVector3D Transform::map(const QVector3D &point) const
{
    return translation + rotation.rotatedVector(point * scale);
}

QQuaternion slerpShortest(const QQuaternion &a, const QQuaternion &b, float t)
{
    return QQuaternion::slerp(a, b, t);
}

Transform Transform::interpolate(const Transform &a, const Transform &b, float t)
{
    Transform r;
    r.translation = a.translation + (b.translation - a.translation) * t;
    r.rotation = slerpShortest(a.rotation, b.rotation, t);
    r.scale = a.scale + (b.scale - a.scale) * t;
    return r;
}

Transform Transform::fromMatrix(const QMatrix4x4 &m)
{
    Transform r;
    r.translation = m.column(3).toVector3D();
    QVector3D c0 = m.column(0).toVector3D();
    QVector3D c1 = m.column(1).toVector3D();
    QVector3D c2 = m.column(2).toVector3D();
    r.scale = QVector3D(c0.length(), c1.length(), c2.length());
    // A mirrored basis keeps its reflection in the scale.
    if (QVector3D::dotProduct(QVector3D::crossProduct(c0, c1), c2) < 0)
        r.scale.setX(-r.scale.x());
    if (r.scale.x() != 0)
        c0 /= r.scale.x();
    if (r.scale.y() != 0)
        c1 /= r.scale.y();
    if (r.scale.z() != 0)
        c2 /= r.scale.z();
    QMatrix3x3 rot;
    for (int i = 0; i < 3; ++i) {
        rot(i, 0) = c0[i];
        rot(i, 1) = c1[i];
        rot(i, 2) = c2[i];
    }
    r.rotation = QQuaternion::fromRotationMatrix(rot).normalized();
    return r;
}

} // namespace quarry
