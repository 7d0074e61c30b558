// A depth buffer of posed triangles for one view, on the CPU: what box
// selection tests against to take only what the view shows. Triangles are
// drawn from both sides, as the viewport draws them; depths are distances
// along the view direction (eye space), so tolerances are in world units.
// Triangles are clipped against the near and far planes before they are
// projected, so a triangle crossing behind the eye covers only the part in
// front of it. The buffer has one cell per logical pixel up to kMaxCells
// cells; larger views get coarser cells (memory stays bounded). Drawing
// can be limited to a region of the view (what a box selection covers):
// cells outside it stay empty.
#pragma once

#include "model/Mesh.h"
#include "views/viewport/Camera.h"

#include <QList>
#include <QPointF>
#include <QRect>
#include <QSize>
#include <QVector3D>

namespace quarry {

class DepthBuffer
{
public:
    static constexpr qsizetype kMaxCells = 4096 * 4096;
    // Meshes with more triangles are drawn by several threads, each into a
    // band of rows.
    static constexpr qsizetype kTrianglesPerThread = 50000;

    // An empty buffer (every cell far) for the camera and the view's size in
    // logical pixels. An empty or invalid size gives a buffer with no cells,
    // where nothing is visible. Only cells meeting `region` (logical pixels;
    // null for the whole view) are drawn.
    DepthBuffer(const Camera &camera, const QSize &viewport, const QRectF &region = QRectF());

    // Draws the triangles; corners with out-of-range indexes or non-finite
    // positions skip their triangle.
    void addTriangles(const QList<QVector3D> &positions, const QList<Triangle> &triangles);

    QSize size() const { return m_size; } // cells
    float cellSize() const { return m_cellSize; } // logical pixels per cell
    bool isEmpty() const { return m_depth.isEmpty(); }

    // Eye-space depth of a world point (distance in front of the eye along
    // the view direction).
    float eyeDepth(const QVector3D &world) const;
    // The nearest drawn depth at a logical pixel, +infinity where nothing
    // was drawn or outside the view.
    float depthAt(const QPointF &pixel) const;
    // Whether a world point lies on the visible surface or in front of it:
    // its depth is at most the farthest drawn depth in the 3x3 cells around
    // it plus a tolerance of two cells' footprint at that depth. The
    // neighbourhood lets vertices on silhouettes and steep slopes through;
    // points hidden by a surface in front of them by more than the
    // tolerance fail. Points outside the view or the clipping planes fail.
    bool isVisible(const QVector3D &world) const;

private:
    struct ClipVertex
    {
        float x, y, z, w; // clip space
        float depth; // eye depth
    };
    struct ScreenVertex
    {
        double x, y; // cells
        double key; // what the cells store, see m_depth
    };
    ScreenVertex toScreen(const ClipVertex &v) const;
    float depthOfKey(float key) const;
    // Both draw into `cells` (m_depth's data) within `area` (cells), which
    // lets threads draw bands of rows at once.
    void rasterize(const ScreenVertex &a, const ScreenVertex &b, const ScreenVertex &c, const QRect &area,
                   float *cells) const;
    void drawClipped(const ClipVertex *corners, const QRect &area, float *cells) const;

    QMatrix4x4 m_view;
    QMatrix4x4 m_viewProjection;
    QSize m_viewport; // logical pixels
    QSize m_size; // cells
    QRect m_drawn; // cells that are drawn
    float m_cellSize = 1.0f;
    bool m_orthographic = false;
    float m_worldPerPixel = 0.0f; // ortho: world units per pixel; perspective: per pixel per unit of depth
    // Per cell a key that grows with depth and is linear on screen: -1/w
    // (clip w, the eye depth) in perspective, the eye depth in orthographic
    // views; +infinity where nothing was drawn.
    QList<float> m_depth;
};

} // namespace quarry
