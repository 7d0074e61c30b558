// Data shared by the Quake (MDL) and Quake II (MD2) formats: the 162 vertex
// normals both index by a byte, and Quake's palette, kept here once.
#pragma once

#include <QList>
#include <QVector3D>
#include <QtGlobal>

#include <array>

namespace quarry::quake {

inline constexpr int kNormalCount = 162;

// Entry i of the normal table (the engines' anorms.h, identical in Quake
// and Quake II); i must be below kNormalCount.
QVector3D normal(int index);
// The table entry closest in direction to `n` (largest dot product), as
// modelgen and qdata choose it; 0 for a zero vector.
quint8 nearestNormal(const QVector3D &n);

// Quake's palette (gfx/palette.lmp): 256 × R, G, B.
const std::array<quint8, 768> &quakePalette();
// The palette as QImage colour table entries (opaque ARGB).
QList<unsigned int> quakeColorTable();
// A 768-byte palette (red, green, blue for each of 256 colours) as opaque
// QRgb values, a QImage colour table.
QList<unsigned int> colorTable(const std::array<quint8, 768> &palette);

// Palette ranges with a meaning to the engines: fullbright (drawn unlit),
// the player's shirt and pants colour ranges (recoloured per player).
inline constexpr int kFullbrightFirst = 224;
inline constexpr int kShirtFirst = 16;
inline constexpr int kShirtLast = 31;
inline constexpr int kPantsFirst = 96;
inline constexpr int kPantsLast = 111;

} // namespace quarry::quake
