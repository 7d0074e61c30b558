#include "views/viewport/Gizmo.h"

#include <QtMath>

#include <cmath>

namespace quarry {

namespace {

constexpr int kRingSegments = 48;

QVector4D handleColor(GizmoHandle handle, GizmoHandle active)
{
    if (handle == active)
        return QVector4D(1.0f, 0.9f, 0.2f, 1.0f);
    switch (handle) {
    case GizmoHandle::X: return QVector4D(0.95f, 0.25f, 0.25f, 1.0f);
    case GizmoHandle::Y: return QVector4D(0.3f, 0.85f, 0.3f, 1.0f);
    case GizmoHandle::Z: return QVector4D(0.3f, 0.45f, 1.0f, 1.0f);
    default: return QVector4D(0.9f, 0.9f, 0.9f, 1.0f);
    }
}

// Two unit vectors perpendicular to the axis and to each other.
void basis(const QVector3D &axis, QVector3D &u, QVector3D &v)
{
    u = QVector3D::crossProduct(axis, std::abs(axis.z()) < 0.9f ? QVector3D(0, 0, 1) : QVector3D(1, 0, 0)).normalized();
    v = QVector3D::crossProduct(axis, u);
}

QVector3D ringPoint(const QVector3D &center, const QVector3D &axis, float radius, float angle)
{
    QVector3D u, v;
    basis(axis, u, v);
    return center + (u * std::cos(angle) + v * std::sin(angle)) * radius;
}

float segmentDistance(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + ab * t);
    return float(std::hypot(d.x(), d.y()));
}

} // namespace

QVector3D Gizmo::axisVector(GizmoHandle handle)
{
    switch (handle) {
    case GizmoHandle::X: return QVector3D(1, 0, 0);
    case GizmoHandle::Y: return QVector3D(0, 1, 0);
    case GizmoHandle::Z: return QVector3D(0, 0, 1);
    default: return QVector3D();
    }
}

float Gizmo::worldSize(const Camera &camera, const QVector3D &center, const QSize &viewport)
{
    float scale = camera.pixelSize(viewport.height());
    if (!camera.isOrthographic()) {
        const float depth = QVector3D::dotProduct(center - camera.eye(), camera.forward());
        scale *= std::max(depth, 1e-4f) / std::max(camera.distance(), 1e-4f);
    }
    return scale * kPixelSize;
}

void Gizmo::build(TransformTool tool, const QVector3D &center, float size, GizmoHandle active,
                  QList<OverlayVertex> &lines, QList<OverlayVertex> &triangles)
{
    if (tool == TransformTool::Select)
        return;
    for (GizmoHandle h : {GizmoHandle::X, GizmoHandle::Y, GizmoHandle::Z}) {
        const QVector3D axis = axisVector(h);
        const QVector4D color = handleColor(h, active);
        if (tool == TransformTool::Rotate) {
            for (int i = 0; i < kRingSegments; ++i) {
                const float a0 = 2.0f * float(M_PI) * float(i) / kRingSegments;
                const float a1 = 2.0f * float(M_PI) * float(i + 1) / kRingSegments;
                lines << OverlayVertex{ringPoint(center, axis, size, a0), color}
                      << OverlayVertex{ringPoint(center, axis, size, a1), color};
            }
            continue;
        }
        const QVector3D tip = center + axis * size;
        lines << OverlayVertex{center, color} << OverlayVertex{tip, color};
        QVector3D u, v;
        basis(axis, u, v);
        if (tool == TransformTool::Move) {
            // A cone at the tip.
            const float r = size * 0.07f;
            const QVector3D apex = tip + axis * size * 0.22f;
            for (int i = 0; i < 12; ++i) {
                const float a0 = 2.0f * float(M_PI) * float(i) / 12.0f;
                const float a1 = 2.0f * float(M_PI) * float(i + 1) / 12.0f;
                const QVector3D p0 = tip + (u * std::cos(a0) + v * std::sin(a0)) * r;
                const QVector3D p1 = tip + (u * std::cos(a1) + v * std::sin(a1)) * r;
                triangles << OverlayVertex{apex, color} << OverlayVertex{p0, color} << OverlayVertex{p1, color};
                triangles << OverlayVertex{tip, color * 0.7f} << OverlayVertex{p1, color * 0.7f}
                          << OverlayVertex{p0, color * 0.7f};
            }
        } else {
            // A box at the tip: its six faces.
            const float r = size * 0.07f;
            const QVector3D c = tip + axis * r;
            const QVector3D e[3] = {axis * r, u * r, v * r};
            for (int f = 0; f < 3; ++f)
                for (float s : {-1.0f, 1.0f}) {
                    const QVector3D n = e[f] * s;
                    const QVector3D a = e[(f + 1) % 3];
                    const QVector3D b = e[(f + 2) % 3];
                    const QVector4D shade = color * (0.7f + 0.3f * float(f) / 2.0f);
                    const QVector3D q[4] = {c + n - a - b, c + n + a - b, c + n + a + b, c + n - a + b};
                    triangles << OverlayVertex{q[0], shade} << OverlayVertex{q[1], shade} << OverlayVertex{q[2], shade};
                    triangles << OverlayVertex{q[0], shade} << OverlayVertex{q[2], shade} << OverlayVertex{q[3], shade};
                }
        }
    }
    if (tool != TransformTool::Rotate) {
        // The center handle: a small octahedron.
        const QVector4D color = handleColor(GizmoHandle::Center, active);
        const float r = size * 0.08f;
        const QVector3D d[6] = {{r, 0, 0}, {-r, 0, 0}, {0, r, 0}, {0, -r, 0}, {0, 0, r}, {0, 0, -r}};
        for (int x : {0, 1})
            for (int y : {2, 3})
                for (int z : {4, 5})
                    triangles << OverlayVertex{center + d[x], color} << OverlayVertex{center + d[y], color * 0.85f}
                              << OverlayVertex{center + d[z], color * 0.7f};
    }
}

QPointF Gizmo::handlePosition(TransformTool tool, GizmoHandle handle, const QVector3D &center, const Camera &camera,
                              const QSize &viewport)
{
    const float size = worldSize(camera, center, viewport);
    QVector3D world = center;
    if (handle != GizmoHandle::Center && handle != GizmoHandle::None) {
        const QVector3D axis = axisVector(handle);
        if (tool == TransformTool::Rotate) {
            // The point of the ring farthest from the center on screen.
            float best = -1;
            for (int i = 0; i < kRingSegments; ++i) {
                const QVector3D p = ringPoint(center, axis, size, 2.0f * float(M_PI) * float(i) / kRingSegments);
                QVector3D s, c;
                if (camera.project(p, viewport, &s) && camera.project(center, viewport, &c)) {
                    const float d = std::hypot(s.x() - c.x(), s.y() - c.y());
                    if (d > best) {
                        best = d;
                        world = p;
                    }
                }
            }
        } else {
            world = center + axis * size * 0.75f;
        }
    }
    QVector3D s;
    camera.project(world, viewport, &s);
    return QPointF(s.x(), s.y());
}

GizmoHandle Gizmo::hitTest(TransformTool tool, const QVector3D &center, const Camera &camera, const QSize &viewport,
                           const QPointF &pixel)
{
    if (tool == TransformTool::Select)
        return GizmoHandle::None;
    const float size = worldSize(camera, center, viewport);
    QVector3D c;
    if (!camera.project(center, viewport, &c))
        return GizmoHandle::None;
    const QPointF c2(c.x(), c.y());
    if (tool != TransformTool::Rotate && std::hypot(pixel.x() - c2.x(), pixel.y() - c2.y()) <= 9.0)
        return GizmoHandle::Center;
    GizmoHandle best = GizmoHandle::None;
    float bestDistance = 7.0f;
    for (GizmoHandle h : {GizmoHandle::X, GizmoHandle::Y, GizmoHandle::Z}) {
        const QVector3D axis = axisVector(h);
        float d = std::numeric_limits<float>::max();
        if (tool == TransformTool::Rotate) {
            QPointF previous;
            for (int i = 0; i <= kRingSegments; ++i) {
                QVector3D s;
                camera.project(ringPoint(center, axis, size, 2.0f * float(M_PI) * float(i) / kRingSegments), viewport,
                               &s);
                const QPointF p(s.x(), s.y());
                if (i > 0)
                    d = std::min(d, segmentDistance(pixel, previous, p));
                previous = p;
            }
        } else {
            QVector3D tip;
            camera.project(center + axis * size * 1.22f, viewport, &tip);
            d = segmentDistance(pixel, c2, QPointF(tip.x(), tip.y()));
        }
        if (d < bestDistance) {
            bestDistance = d;
            best = h;
        }
    }
    return best;
}

} // namespace quarry
