#include "views/uv/LineRaster.h"

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// Liang–Barsky: clips the segment to [0, w] x [0, h]; false when nothing is left.
bool clip(double &x0, double &y0, double &x1, double &y1, double w, double h)
{
    double t0 = 0, t1 = 1;
    const double dx = x1 - x0, dy = y1 - y0;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {x0, w - x0, y0, h - y0};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    const double ox = x0, oy = y0;
    x0 = ox + t0 * dx;
    y0 = oy + t0 * dy;
    x1 = ox + t1 * dx;
    y1 = oy + t1 * dy;
    return true;
}

} // namespace

void rasterizeLines(QImage &image, const QList<QLineF> &lines, double scale, double dx, double dy, QRgb color,
                    int width)
{
    const int w = image.width(), h = image.height();
    if (w <= 0 || h <= 0)
        return;
    auto *bits = reinterpret_cast<QRgb *>(image.bits());
    const qsizetype stride = image.bytesPerLine() / 4;
    // Pixel centres at integer + 0.5: clip to just inside the last pixel.
    const double maxX = w - 0.001, maxY = h - 0.001;
    for (const QLineF &line : lines) {
        double x0 = line.x1() * scale + dx, y0 = line.y1() * scale + dy;
        double x1 = line.x2() * scale + dx, y1 = line.y2() * scale + dy;
        if (!clip(x0, y0, x1, y1, maxX, maxY))
            continue;
        const double ex = x1 - x0, ey = y1 - y0;
        const int steps = int(std::max(std::abs(ex), std::abs(ey)));
        const bool steep = std::abs(ey) > std::abs(ex);
        const double sx = steps > 0 ? ex / steps : 0, sy = steps > 0 ? ey / steps : 0;
        double x = x0, y = y0;
        for (int i = 0; i <= steps; ++i, x += sx, y += sy) {
            const int px = int(x), py = int(y);
            bits[py * stride + px] = color;
            if (width > 1) {
                const int qx = steep ? px + 1 : px, qy = steep ? py : py + 1;
                if (qx < w && qy < h)
                    bits[qy * stride + qx] = color;
            }
        }
    }
}

} // namespace quarry
