#include "views/viewport/OverlayGeometry.h"

#include <algorithm>
#include <cmath>

namespace quarry {

void appendGrid(QList<OverlayVertex> &lines, const Camera &camera, const Bounds &sceneBounds)
{
    // A grid of 20 x 20 cells whose step is a power of ten near a tenth of
    // the scene, on the ground plane through the origin.
    const float extent = sceneBounds.isValid() ? std::max(sceneBounds.radius(), 1e-3f) : 5.0f;
    const float step = std::pow(10.0f, std::round(std::log10(extent * 0.2f)));
    const int half = std::clamp(int(std::ceil(extent * 1.5f / step)), 5, 50);
    // The ground plane in the perspective and top views; the orthographic
    // front and side views get the plane they look at, through the origin.
    QVector3D a = camera.rightAxis();
    QVector3D b = camera.depthAxis();
    if (camera.view() == Camera::View::Side)
        b = camera.upVector();
    else if (camera.view() == Camera::View::Front)
        a = camera.depthAxis(), b = camera.upVector();
    for (int i = -half; i <= half; ++i) {
        const float t = float(i) * step;
        const float alpha = (i % 10 == 0) ? 0.55f : 0.25f;
        QVector4D colorA(0.6f, 0.6f, 0.65f, alpha);
        QVector4D colorB = colorA;
        if (i == 0) {
            // The axes through the origin in the gizmo's colors: X red, Y green, Z blue.
            auto axisColor = [](const QVector3D &v) {
                const QVector3D c(std::abs(v.x()) * 0.9f + 0.05f, std::abs(v.y()) * 0.75f + 0.1f,
                                  std::abs(v.z()) * 0.9f + 0.1f);
                return QVector4D(c, 0.9f);
            };
            colorA = axisColor(b);
            colorB = axisColor(a);
        }
        const float far = float(half) * step;
        lines << OverlayVertex{a * t - b * far, colorA} << OverlayVertex{a * t + b * far, colorA};
        lines << OverlayVertex{b * t - a * far, colorB} << OverlayVertex{b * t + a * far, colorB};
    }
}

void appendBox(QList<OverlayVertex> &lines, const Bounds &box)
{
    if (!box.isValid())
        return;
    const QVector3D lo = box.min, hi = box.max;
    const QVector4D color(0.95f, 0.85f, 0.3f, 0.9f);
    auto corner = [&](int i) {
        return QVector3D(i & 1 ? hi.x() : lo.x(), i & 2 ? hi.y() : lo.y(), i & 4 ? hi.z() : lo.z());
    };
    for (int i = 0; i < 8; ++i)
        for (int bit : {1, 2, 4})
            if (!(i & bit))
                lines << OverlayVertex{corner(i), color} << OverlayVertex{corner(i | bit), color};
}

void appendBones(QList<OverlayVertex> &triangles, const QList<QVector3D> &positions, const QList<int> &parents,
                 const BoneStyle &style)
{
    auto colorOf = [&style](int joint, float shade) {
        QVector4D c(0.55f, 0.75f, 0.95f, 1.0f);
        if (style.selected.contains(joint))
            c = QVector4D(1.0f, 0.55f, 0.1f, 1.0f);
        else if (joint == style.hover)
            c = QVector4D(1.0f, 0.95f, 0.4f, 1.0f);
        return QVector4D(c.toVector3D() * shade, 1.0f);
    };
    auto octahedron = [&](const QVector3D &head, const QVector3D &tail, float radius, int joint) {
        QVector3D axis = tail - head;
        const float length = axis.length();
        if (length < 1e-9f)
            return;
        axis /= length;
        QVector3D u = QVector3D::crossProduct(axis, std::abs(axis.z()) < 0.9f ? QVector3D(0, 0, 1) : QVector3D(1, 0, 0))
                          .normalized();
        const QVector3D v = QVector3D::crossProduct(axis, u);
        const QVector3D mid = head + axis * (length * 0.18f);
        QVector3D ring[4] = {mid + u * radius, mid + v * radius, mid - u * radius, mid - v * radius};
        for (int i = 0; i < 4; ++i) {
            const QVector3D &r0 = ring[i];
            const QVector3D &r1 = ring[(i + 1) % 4];
            const float shade = 0.7f + 0.3f * float(i % 2);
            triangles << OverlayVertex{head, colorOf(joint, shade)} << OverlayVertex{r0, colorOf(joint, shade)}
                      << OverlayVertex{r1, colorOf(joint, shade)};
            triangles << OverlayVertex{tail, colorOf(joint, shade * 0.85f)}
                      << OverlayVertex{r1, colorOf(joint, shade * 0.85f)}
                      << OverlayVertex{r0, colorOf(joint, shade * 0.85f)};
        }
    };
    const float size = style.size;
    for (qsizetype j = 0; j < positions.size() && j < parents.size(); ++j) {
        const int parent = parents[j];
        const QVector3D p = positions[j];
        if (parent >= 0 && parent < j) {
            const QVector3D head = positions[parent];
            const float length = (p - head).length();
            octahedron(head, p, std::min(length * 0.1f, size * 2.0f), parent);
        }
        // A small diamond on every joint, so leaves and roots show too.
        const QVector3D up = (style.up == UpAxis::Z ? QVector3D(0, 0, 1) : QVector3D(0, 1, 0)) * size;
        octahedron(p - up, p + up, size * 0.8f, int(j));
    }
}

void appendPolyline(QList<OverlayVertex> &lines, const QList<QVector3D> &points, const QVector4D &color)
{
    for (qsizetype i = 1; i < points.size(); ++i)
        lines << OverlayVertex{points[i - 1], color} << OverlayVertex{points[i], color};
}

} // namespace quarry
