// Data shared by the Quake (MDL) and Quake II (MD2) formats: the 162 vertex
// normals both index by a byte, and Quake's palette, kept here once.
#pragma once

#include <QByteArray>
#include <QList>
#include <QVector3D>
#include <QtGlobal>

#include <array>
#include <optional>

namespace quarry::quake {

inline constexpr int kNormalCount = 162;

// Entry i of the normal table (the engines' anorms.h, identical in Quake
// and Quake II); i must be below kNormalCount.
QVector3D normal(int index);
// The table entry closest in direction to `n` (largest dot product, taken
// in double precision; the first in index order where several tie), as
// modelgen and qdata choose it; `n` need not be of unit length; 0 for a
// zero or non-finite vector. Found by a table of cube cells
// (io/quake/NormalLookup.cpp).
quint8 nearestNormal(const QVector3D &n);
// nearestNormal of `count` directions, x, y, z one after the other, into
// `out`: faster than one call each.
void nearestNormals(const float *xyz, qsizetype count, quint8 *out);
// The same entry found by a search of all 162 (for tests).
quint8 nearestNormalOfAll(const QVector3D &n);

// Quake's palette (gfx/palette.lmp): 256 × R, G, B.
const std::array<quint8, 768> &quakePalette();
// The palette as QImage colour table entries (opaque ARGB).
QList<unsigned int> quakeColorTable();
// A 768-byte palette (red, green, blue for each of 256 colours) as opaque
// QRgb values, a QImage colour table.
QList<unsigned int> colorTable(const std::array<quint8, 768> &palette);
// A palette as the 768 bytes the "mdl.palette" and "md2.palette" options
// hold (io/quake/GamePalette paletteOptions), and back: nothing where the
// bytes are not 768.
QByteArray paletteBytes(const std::array<quint8, 768> &palette);
std::optional<std::array<quint8, 768>> paletteFromBytes(const QByteArray &bytes);

// Palette ranges with a meaning to the engines: fullbright (drawn unlit),
// the player's shirt and pants colour ranges (recoloured per player).
inline constexpr int kFullbrightFirst = 224;
inline constexpr int kShirtFirst = 16;
inline constexpr int kShirtLast = 31;
inline constexpr int kPantsFirst = 96;
inline constexpr int kPantsLast = 111;

} // namespace quarry::quake
