// The maths of dragging a gizmo handle: the world transform a mouse
// movement means for the move, rotate and scale tools (with snapping), how
// it reaches vertices edited in bind space, and the local rotation a posed
// joint gets. No OpenGL and no Document: the viewport turns the results
// into commands.
#pragma once

#include "views/viewport/Camera.h"
#include "views/viewport/Gizmo.h"

#include <QMatrix4x4>
#include <QPointF>
#include <QQuaternion>
#include <QSize>
#include <QVector3D>

namespace quarry {

// `value` rounded to a multiple of `step` (unchanged where step is not positive).
float snapTo(float value, float step);

struct GizmoDrag
{
    static constexpr float kRotateSnapDegrees = 15.0f;
    static constexpr float kScaleSnap = 0.1f;

    TransformTool tool = TransformTool::Select;
    GizmoHandle handle = GizmoHandle::None;
    QVector3D pivot;
    float moveSnap = 0.1f; // world units of a snapped move

    // The world transform for the mouse moved from `start` to `current`
    // (pixels in a view of `viewport` size seen through `camera`);
    // `rotation`, where given, gets a rotate drag's rotation (else the
    // identity).
    QMatrix4x4 worldMatrix(const Camera &camera, const QSize &viewport, const QPointF &start, const QPointF &current,
                           bool snap, QQuaternion *rotation = nullptr) const;
};

// The local rotation of a joint whose parent has the world rotation
// `parent` and whose local rotation was `start`, turned by `world` about
// its own position.
QQuaternion posedJointRotation(const QQuaternion &parent, const QQuaternion &world, const QQuaternion &start);

} // namespace quarry
