#include "views/viewport/GizmoDrag.h"

#include <QtMath>

#include <cmath>

namespace quarry {

float snapTo(float value, float step)
{
    return step > 0 ? std::round(value / step) * step : value;
}

QMatrix4x4 GizmoDrag::worldMatrix(const Camera &cam, const QSize &size, const QPointF &start, const QPointF &current,
                                  bool snap, QQuaternion *rotation) const
{
    const float world = Gizmo::worldSize(cam, pivot, size);
    QVector3D c3;
    cam.project(pivot, size, &c3);
    const QPointF c(c3.x(), c3.y());
    const QVector3D axis = Gizmo::axisVector(handle);
    // Movement along the axis in world units, from the mouse's movement
    // along the axis's image on screen.
    auto alongAxis = [&]() {
        QVector3D tip;
        cam.project(pivot + axis * world, size, &tip);
        const QPointF d(tip.x() - c.x(), tip.y() - c.y());
        const double len2 = QPointF::dotProduct(d, d);
        return len2 > 1e-6 ? float(QPointF::dotProduct(current - start, d) / len2) * world : 0.0f;
    };
    QMatrix4x4 m;
    if (rotation)
        *rotation = QQuaternion();
    switch (tool) {
    case TransformTool::Move: {
        QVector3D delta;
        if (handle == GizmoHandle::Center) {
            const float unit = world / Gizmo::kPixelSize;
            const QPointF d = current - start;
            delta = (cam.screenRight() * float(d.x()) - cam.screenUp() * float(d.y())) * unit;
            if (snap)
                delta = QVector3D(snapTo(delta.x(), moveSnap), snapTo(delta.y(), moveSnap),
                                  snapTo(delta.z(), moveSnap));
        } else {
            float amount = alongAxis();
            if (snap)
                amount = snapTo(amount, moveSnap);
            delta = axis * amount;
        }
        m.translate(delta);
        break;
    }
    case TransformTool::Rotate: {
        if (handle == GizmoHandle::Center || handle == GizmoHandle::None)
            break;
        const QPointF v0 = start - c;
        const QPointF v1 = current - c;
        // Counter-clockwise on screen (y grows downwards).
        float degrees = -qRadiansToDegrees(
            float(std::atan2(v0.x() * v1.y() - v0.y() * v1.x(), QPointF::dotProduct(v0, v1))));
        if (QVector3D::dotProduct(axis, cam.forward()) > 0)
            degrees = -degrees;
        if (snap)
            degrees = snapTo(degrees, kRotateSnapDegrees);
        const QQuaternion q = QQuaternion::fromAxisAndAngle(axis, degrees);
        if (rotation)
            *rotation = q;
        m.translate(pivot);
        m.rotate(q);
        m.translate(-pivot);
        break;
    }
    case TransformTool::Scale: {
        QVector3D factors(1, 1, 1);
        if (handle == GizmoHandle::Center) {
            const QPointF d = current - start;
            float f = 1.0f + float(d.x() - d.y()) * 0.01f;
            if (snap)
                f = snapTo(f, kScaleSnap);
            factors = QVector3D(f, f, f);
        } else {
            float f = 1.0f + alongAxis() / world;
            if (snap)
                f = snapTo(f, kScaleSnap);
            factors = QVector3D(1, 1, 1) + axis * (f - 1.0f);
        }
        for (int i = 0; i < 3; ++i)
            if (std::abs(factors[i]) < 1e-3f)
                factors[i] = 1e-3f;
        m.translate(pivot);
        m.scale(factors);
        m.translate(-pivot);
        break;
    }
    case TransformTool::Select: break;
    }
    return m;
}

QQuaternion posedJointRotation(const QQuaternion &parent, const QQuaternion &world, const QQuaternion &start)
{
    return (parent.inverted() * world * parent * start).normalized();
}

} // namespace quarry
