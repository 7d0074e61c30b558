// The palette of the user's own game, for `--palette` and the Export
// dialog's Palette field: Quake's gfx/palette.lmp or Quake II's
// pics/colormap.pcx, found in a file, a .pak, a .pk3 or a game folder as
// the engines find them.
#pragma once

#include <QString>
#include <QVariantMap>
#include <QtGlobal>

#include <array>
#include <optional>

namespace quarry::quake {

enum class PaletteGame {
    Quake, // gfx/palette.lmp: 768 bytes, 256 × R, G, B
    Quake2, // pics/colormap.pcx: the 768 bytes after the 0x0C that ends the PCX
};

struct GamePalette
{
    std::array<quint8, 768> rgb{};
    // Where it was found, for messages: the file, or "ARCHIVE: ENTRY".
    QString source;
};

// The palette `path` names or holds:
// - a file of 768 bytes (palette.lmp, any name), or a .pcx (its palette);
// - a .pak (Quake's PACK archive) or .pk3/.zip holding gfx/palette.lmp
//   (Quake) or pics/colormap.pcx (Quake II), the other used where the
//   game's own is absent;
// - a folder: those entries as loose files, or in its pak0.pak, pak1.pak …
//   or *.pk3, searched as the engines search a game folder (the highest
//   numbered pak first, then the loose files); a folder holding id1/ or
//   baseq2/ is searched there.
// Nothing and *error set (naming the file, and the byte offset where a
// file is malformed) when there is no palette or it cannot be read.
std::optional<GamePalette> loadGamePalette(const QString &path, PaletteGame game, QString *error);

// The write options of the palette `path` names (as loadGamePalette finds
// it): "mdl.palette" and "md2.palette" (768 bytes each, Quake's and Quake
// II's), "mdl.paletteSource" and "md2.paletteSource" (where each was
// found), added to `options`; false with *error set where it cannot be read.
bool paletteOptions(const QString &path, QVariantMap &options, QString *error);

// The palette of the Quake game a model file lies in, as the engine would
// draw it: a model in a progs/ or maps/ folder takes gfx/palette.lmp of
// the game folder above (loose, or in its paks). Nothing where the model
// lies elsewhere or that folder holds no palette it can read.
std::optional<GamePalette> paletteOfGameHolding(const QString &modelPath);

} // namespace quarry::quake
