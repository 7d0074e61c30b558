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

struct IndexedSkin
{
    int width = 0;
    int height = 0;
    QByteArray indices; // width × height, row after row
    bool remapped = false; // the colours were matched to the palette
};

// `image` as `width` × `height` indices into Quake's palette: an 8-bit
// image already in that palette is copied, anything else is scaled to
// imageWidth × imageHeight and mapped to the palette with error diffusion
// (io/quake/PaletteDither.h), leaving out the
// fullbright colours (224-255) unless `fullbrights` and the shirt and pants
// ranges (16-31, 96-111) unless `playerColours`. Rows and columns past the
// image (padding a width up to a multiple of 4) take index 0.
IndexedSkin indexSkin(const QImage &image, int width, int height, int imageWidth, int imageHeight, bool fullbrights,
                      bool playerColours);

} // namespace quarry::quake
