// PCX, the 8-bit paletted image Quake II reads its skins and icons from
// (ref_gl gl_image.c LoadPCX): version 5, one plane of 8 bits a pixel, run
// length encoded row by row, the 256-colour palette after a 0x0C byte at
// the end of the file.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>

#include <array>

namespace quarry::quake {

// `width` × `height` palette indices (row after row) with `palette`
// (256 × R, G, B) as a PCX file. Rows are padded to an even number of
// bytes, as the format asks; Quake II reads width (xmax + 1) bytes a row,
// so a width that is a multiple of 4 (MD2 skins) reads the same in both.
QByteArray encodePcx(const QByteArray &indices, int width, int height, const std::array<quint8, 768> &palette);

// The image with the palette as its colour table (an 8-bit QImage), for
// writing the same pixels as PNG or TGA.
QImage paletteImage(const QByteArray &indices, int width, int height, const QList<QRgb> &palette);

} // namespace quarry::quake
