// The lines and triangles drawn over the model, built on the CPU with no
// OpenGL: the ground grid, the bounding box, the bones of the skeleton
// and the lines of QuickModel curves. The renderer uploads them as they are.
#pragma once

#include "model/Pose.h"
#include "views/viewport/Camera.h"

#include <QList>
#include <QVector3D>
#include <QVector4D>

namespace quarry {

// A colored vertex of the overlay lines and triangles (grid, bones, gizmo).
struct OverlayVertex
{
    QVector3D position;
    QVector4D color;
};

// A grid of cells whose step is a power of ten near a tenth of the scene
// (`sceneBounds`, or 5 units where invalid): on the ground plane in the
// perspective and top views, on the plane the front and side views look at;
// the axes through the origin in the gizmo's colors.
void appendGrid(QList<OverlayVertex> &lines, const Camera &camera, const Bounds &sceneBounds);

// The twelve edges of a box (nothing where it is invalid).
void appendBox(QList<OverlayVertex> &lines, const Bounds &box);

// How bones are drawn.
struct BoneStyle
{
    QList<int> selected; // joints drawn in the selection color
    int hover = -1; // the joint under the cursor
    UpAxis up = UpAxis::Z;
    float size = 1; // the joint diamonds' half height
};

// An octahedron from each joint's parent to it, and a small one on every
// joint, so leaves and roots show too. `positions` and `parents` are per
// joint; a parent that does not come first is not drawn to.
void appendBones(QList<OverlayVertex> &triangles, const QList<QVector3D> &positions, const QList<int> &parents,
                 const BoneStyle &style);

// A curve shape as connected line segments in one color.
void appendPolyline(QList<OverlayVertex> &lines, const QList<QVector3D> &points, const QVector4D &color);

} // namespace quarry
