// The 256-colour palette at the end of an 8-bit PCX file (Quake II's
// pics/colormap.pcx, gl_image.c LoadPCX): a 128-byte header (manufacturer
// 0x0A, 8 bits a pixel), the run-length encoded pixels, then 0x0C and 768
// bytes of R, G, B.
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>

namespace quarry::quake {

inline constexpr qint64 kPcxHeaderBytes = 128;
inline constexpr qint64 kPcxPaletteBytes = 769; // 0x0C, then 256 × R, G, B

// The palette; nothing with *error set ("byte 0: …", the offset inside
// `pcx`) when the file is not an 8-bit PCX or has no palette at its end.
std::optional<std::array<quint8, 768>> pcxPalette(QByteArrayView pcx, QString *error);

} // namespace quarry::quake
