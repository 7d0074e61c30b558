// A truecolour image mapped to a fixed 256-colour palette (Quake's,
// Quake II's) by libimagequant, with dithering, using only the palette
// entries allowed (the fullbright or transparent ones left out).
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>

namespace quarry::quake {

// `image` (any format; alpha ignored) as one palette index per pixel, row
// after row, image.width() × image.height(); only indices in `allowed`
// (which must not be empty) are used. Where libimagequant fails, each
// pixel takes the nearest allowed colour.
QByteArray remapToPalette(const QImage &image, const QList<QRgb> &palette, const QList<int> &allowed);

} // namespace quarry::quake
