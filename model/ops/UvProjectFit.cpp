#include "model/ops/UvProjectFit.h"

#include <QRectF>

#include <algorithm>
#include <array>
#include <cmath>

namespace quarry {

namespace {

QRectF boundsOf(const QMap<int, QList<QVector2D>> &corners)
{
    float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
    bool first = true;
    for (const QList<QVector2D> &c : corners)
        for (const QVector2D &uv : c) {
            u0 = first ? uv.x() : std::min(u0, uv.x());
            u1 = first ? uv.x() : std::max(u1, uv.x());
            v0 = first ? uv.y() : std::min(v0, uv.y());
            v1 = first ? uv.y() : std::max(v1, uv.y());
            first = false;
        }
    return QRectF(QPointF(u0, v0), QPointF(u1, v1));
}

// The rectangle grown to take p (QRectF::united skips empty rectangles).
QRectF grown(const QRectF &r, QPointF p)
{
    return QRectF(QPointF(std::min(r.left(), p.x()), std::min(r.top(), p.y())),
                  QPointF(std::max(r.right(), p.x()), std::max(r.bottom(), p.y())));
}

QVector2D clamped(QVector2D uv)
{
    return QVector2D(std::clamp(uv.x(), 0.0f, 1.0f), std::clamp(uv.y(), 0.0f, 1.0f));
}

void fitRound(QMap<int, QList<QVector2D>> &corners)
{
    constexpr float eps = 1e-4f;
    // A face whose corners all lie past the wrap (one of them on the seam,
    // given u = 1 there) belongs at the start of the turn.
    for (QList<QVector2D> &c : corners)
        for (qsizetype f = 0; f + 2 < c.size(); f += 3)
            if (std::min({c[f].x(), c[f + 1].x(), c[f + 2].x()}) >= 1.0f - eps
                && std::max({c[f].x(), c[f + 1].x(), c[f + 2].x()}) > 1.0f + eps)
                for (int k = 0; k < 3; ++k)
                    c[f + k].setX(c[f + k].x() - 1.0f);
    const QRectF b = boundsOf(corners);
    // Faces across the seam (their corners on both sides of it) still reach
    // past 1: the turn is squeezed so that they fit.
    const bool squeeze = b.left() < -eps || b.right() > 1.0 + eps;
    const double width = std::max(1.0, b.width());
    for (QList<QVector2D> &c : corners)
        for (QVector2D &uv : c) {
            const double u = squeeze ? (uv.x() - b.left()) / width : uv.x();
            const double v = b.height() > 0 ? (uv.y() - b.top()) / b.height() : 0.5;
            uv = clamped(QVector2D(float(u), float(v)));
        }
}

void fitBox(QMap<int, QList<QVector2D>> &corners, const QMap<int, QList<int>> &sides)
{
    std::array<QRectF, 6> bounds;
    std::array<bool, 6> used{};
    for (auto it = corners.cbegin(); it != corners.cend(); ++it) {
        const QList<int> side = sides.value(it.key());
        const QList<QVector2D> &c = it.value();
        for (qsizetype f = 0; f < side.size() && f * 3 + 2 < c.size(); ++f) {
            const int s = side[f];
            if (s < 0 || s > 5)
                continue;
            for (int k = 0; k < 3; ++k) {
                const QPointF p = c[f * 3 + k].toPointF();
                bounds[s] = used[s] ? grown(bounds[s], p) : QRectF(p, p);
                used[s] = true;
            }
        }
    }
    std::array<int, 6> cell{};
    int n = 0;
    for (int s = 0; s < 6; ++s)
        cell[s] = used[s] ? n++ : -1;
    if (n == 0)
        return;
    const int columns = n == 1 ? 1 : n <= 4 ? 2 : 3;
    const int rows = (n + columns - 1) / columns;
    const double cellW = 1.0 / columns, cellH = 1.0 / rows;
    // A margin keeps neighbouring sides apart (texture filtering bleeds).
    const double margin = 0.02 * std::min(cellW, cellH);
    double scale = 0;
    for (int s = 0; s < 6; ++s) {
        if (!used[s])
            continue;
        for (const auto &[extent, room] :
             {std::pair{bounds[s].width(), cellW - 2 * margin}, std::pair{bounds[s].height(), cellH - 2 * margin}})
            if (extent > 0)
                scale = scale > 0 ? std::min(scale, room / extent) : room / extent;
    }
    if (scale <= 0)
        scale = 1;
    for (auto it = corners.begin(); it != corners.end(); ++it) {
        const QList<int> side = sides.value(it.key());
        QList<QVector2D> &c = it.value();
        for (qsizetype f = 0; f * 3 + 2 < c.size(); ++f) {
            const int s = side.value(f, -1);
            if (s < 0 || s > 5 || cell[s] < 0) {
                for (int k = 0; k < 3; ++k)
                    c[f * 3 + k] = QVector2D(0, 0);
                continue;
            }
            const QPointF centre((cell[s] % columns + 0.5) * cellW, (cell[s] / columns + 0.5) * cellH);
            for (int k = 0; k < 3; ++k) {
                const QPointF p = (c[f * 3 + k].toPointF() - bounds[s].center()) * scale + centre;
                c[f * 3 + k] = clamped(QVector2D(p));
            }
        }
    }
}

} // namespace

void fitProjectedCorners(QMap<int, QList<QVector2D>> &corners, UvProjection mode, const QMap<int, QList<int>> &sides)
{
    switch (mode) {
    case UvProjection::Planar: {
        const QTransform fit = fitTransform(boundsOf(corners), true);
        for (QList<QVector2D> &c : corners)
            for (QVector2D &uv : c)
                uv = clamped(QVector2D(fit.map(uv.toPointF())));
        return;
    }
    case UvProjection::Box: fitBox(corners, sides); return;
    case UvProjection::Cylindrical:
    case UvProjection::Spherical: fitRound(corners); return;
    }
}

} // namespace quarry
