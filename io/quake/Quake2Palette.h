// Quake II's palette (pics/colormap.pcx), beside Quake's (QuakeTables.h):
// the colours of every 8-bit skin and texture the game ships.
#pragma once

#include <QList>
#include <QtGlobal>

#include <array>

namespace quarry::quake {

// 256 × R, G, B.
const std::array<quint8, 768> &quake2Palette();
// The palette as QImage colour table entries (opaque ARGB).
QList<unsigned int> quake2ColorTable();

// The renderers draw index 255 transparent (gl_image.c: d_8to24table[255]).
inline constexpr int kQuake2Transparent = 255;

} // namespace quarry::quake
