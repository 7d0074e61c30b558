// Picking against the posed (skinned) model on the CPU: the ray under a
// pixel hits triangles exactly as they are drawn; vertices and joints are
// found by their projected positions; a box selects what projects inside.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"
#include "views/viewport/Camera.h"
#include "views/viewport/ScenePose.h"

#include <QRectF>

#include <optional>

namespace quarry {

struct TriangleHit
{
    int mesh = -1;
    int face = -1;
    float distance = 0; // along the ray
    QVector3D point;
};

struct PickView
{
    const Model *model = nullptr;
    const ScenePose *pose = nullptr;
    Camera camera;
    QSize viewport; // logical pixels of the view
    // Box selection takes hidden vertices and faces too (X-ray); otherwise
    // only what is on the visible surface.
    bool throughSurfaces = false;
    // Faces the user has hidden (Document::hiddenFaces): never picked,
    // never box-selected, and they hide nothing behind them; vertices that
    // only hidden faces use are not picked either.
    const HiddenFaces *hidden = nullptr;
};

// Nearest triangle hit by the ray (both sides count), hidden ones skipped.
std::optional<TriangleHit> rayCast(const Model &model, const QList<SkinnedMesh> &skinned, const Ray &ray,
                                   const HiddenFaces *hidden = nullptr);

// What one click at `pixel` selects in the given mode (Objects selects
// meshes); empty when nothing is there. Vertices: of the triangle under
// the cursor the corner nearest the cursor, or else the nearest projected
// vertex within `radius` pixels. Joints: the nearest within `radius`.
Selection pickAt(const PickView &view, const QPointF &pixel, Selection::Mode mode, float radius = 8.0f);
// Everything of the mode whose projection is inside the rectangle and,
// unless view.throughSurfaces, that the view shows (tested against a
// DepthBuffer of the posed triangles): a vertex on the visible surface; a
// face with every corner inside whose centroid is on the visible surface;
// a mesh with a visible vertex inside. Joints are drawn on top: all count.
Selection pickInRect(const PickView &view, const QRectF &rect, Selection::Mode mode);
// Nearest joint to the pixel within radius, or -1.
int jointAt(const PickView &view, const QPointF &pixel, float radius);

enum class SelectOperation : quint8 { Replace, Add, Toggle };
// Combines a picked selection with the current one.
Selection combineSelection(const Selection &current, const Selection &picked, SelectOperation operation);

} // namespace quarry
