// One-pixel lines of one colour written straight into a 32-bit image: the
// UV dock draws hundreds of thousands of edges per pan or zoom, where
// QPainter's cosmetic stroker costs about 0.4 µs a line.
#pragma once

#include <QImage>
#include <QLineF>
#include <QList>

namespace quarry {

// Draws each line mapped by (x * scale + dx, y * scale + dy), clipped to
// the image, in `color` (premultiplied ARGB, replacing what is there);
// `width` 2 doubles each line one pixel across its major axis. `image` must
// be Format_ARGB32_Premultiplied or Format_RGB32.
void rasterizeLines(QImage &image, const QList<QLineF> &lines, double scale, double dx, double dy, QRgb color,
                    int width = 1);

} // namespace quarry
