// Truecolour pixels mapped to a fixed palette with Floyd-Steinberg error
// diffusion, for Quake's 8-bit skins: each pixel, with the error its
// neighbours left, takes the nearest allowed palette colour (squared RGB
// distance, looked up once per 4 x 4 x 4 cube of colours and remembered),
// and hands its own error on to the pixels right and below it, rows
// scanned alternately left to right and right to left.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>

namespace quarry::quake {

// `image` (any format, read as Format_RGBX8888; alpha ignored) as width × height palette indices, each one of
// `allowed` (indices into `palette`, at least one).
QByteArray ditherToPalette(const QImage &image, const QList<QRgb> &palette, const QList<int> &allowed);

} // namespace quarry::quake
