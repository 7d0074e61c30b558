// Skins for Quake's 8-bit model formats: a material's texture as palette
// indices, from the texture embedded in the model or the file it names.
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QImage>
#include <QStringList>

namespace quarry::quake {

// The image a material's diffuse map names: an embedded texture of the
// model ("*N" or a name in Model::extras' embedded textures), else a file
// (absolute, or relative to `baseDirectory`). Null when there is none;
// *why then says why when a map was named.
QImage materialImage(const Model &model, const Material &material, const QString &baseDirectory, QString *why);

// The image beside a material's texture that says where it glows: a map of
// type "emissive", "glow" or "luma" the material names, else the file of its
// texture's name with _glow or _luma added (DarkPlaces' and QuakeSpasm's
// names for a skin's fullbright layer), with the texture's own extension
// or another, found as textures are (model/ops/TextureLookup: .tga, .jpg,
// .jpeg, .png tried in its place). Null when there is none; *file then
// empty, else the file (or embedded name) read, and *why says why a file
// found could not be read.
QImage materialGlow(const Model &model, const Material &material, const QString &baseDirectory, QString *file,
                    QString *why);

struct IndexedSkin
{
    int width = 0;
    int height = 0;
    QByteArray indices; // width × height, row after row
    bool remapped = false; // the colours were matched to the palette
    qsizetype glowing = 0; // texels given fullbright colours from a glow image
};

// How truecolour pixels become palette indices.
struct SkinMapping
{
    QList<QRgb> palette; // 256 opaque colours; empty: Quake's (QuakeTables.h)
    bool fullbrights = false; // ordinary texels may take the fullbright colours (224-255)
    bool playerColours = false; // texels may take the shirt and pants colours (16-31, 96-111)

    // The palette the texels index: `palette`, else Quake's.
    QList<QRgb> colours() const;
};

// A glow texel lights its texel where its brightest channel reaches this.
inline constexpr int kGlowThreshold = 32;

// `image` as `width` × `height` indices into the palette: an 8-bit image
// already in that palette is copied, anything else is scaled to
// imageWidth × imageHeight and mapped to the palette with error diffusion
// (io/quake/PaletteDither.h), leaving out the fullbright colours (224-255)
// unless `mapping.fullbrights` and the shirt and pants ranges (16-31,
// 96-111) unless `mapping.playerColours`. Where `glow` is given (scaled the
// same way), its texels at least kGlowThreshold bright take the fullbright
// colour (224-254) nearest their glow colour, which Quake draws unlit, and
// the others never take one. Rows and columns past the image (padding a
// width up to a multiple of 4) take index 0.
IndexedSkin indexSkin(const QImage &image, int width, int height, int imageWidth, int imageHeight,
                      const SkinMapping &mapping, const QImage &glow = {});

} // namespace quarry::quake
