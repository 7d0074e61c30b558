// The transform gizmo: handles along the world axes for moving, rings for
// rotating, boxes for scaling, and a center handle for free movement or
// uniform scale. Builds its overlay geometry and tells which handle is
// under the cursor; the viewport turns drags into commands.
#pragma once

#include "views/viewport/Camera.h"
#include "views/viewport/OverlayGeometry.h"

namespace quarry {

enum class TransformTool : quint8 { Select, Move, Rotate, Scale };

enum class GizmoHandle : quint8 { None, X, Y, Z, Center };

class Gizmo
{
public:
    // Gizmo size in pixels (arm length / ring radius).
    static constexpr float kPixelSize = 90.0f;

    static QVector3D axisVector(GizmoHandle handle);
    // World length of the arms for a view.
    static float worldSize(const Camera &camera, const QVector3D &center, const QSize &viewport);
    static void build(TransformTool tool, const QVector3D &center, float size, GizmoHandle active,
                      QList<OverlayVertex> &lines, QList<OverlayVertex> &triangles);
    static GizmoHandle hitTest(TransformTool tool, const QVector3D &center, const Camera &camera, const QSize &viewport,
                               const QPointF &pixel);
    // Window position of a handle (the middle of a move/scale arm, a point
    // on a rotation ring, or the center): where a user would grab it.
    static QPointF handlePosition(TransformTool tool, GizmoHandle handle, const QVector3D &center, const Camera &camera,
                                  const QSize &viewport);
};

} // namespace quarry
