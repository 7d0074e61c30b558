// A model's textures, made ready for an engine: each material's texture
// found beside the source model, converted to a format the engine reads
// (kept as it is where the engine reads it; else PNG), a separate opacity
// map (IMVU materials) merged into its alpha channel, and the material
// named after the copy's game path without extension, as engines look
// textures up.
#pragma once

#include "io/Formats.h"
#include "model/Model.h"

#include <QStringList>

namespace quarry {

struct TargetTextures
{
    QList<FileBytes> files; // paths relative to the game folder
    QStringList shaders; // per mesh: its texture's game path without extension, or empty
    QStringList warnings;
};

// `gameFolder` is where the model goes relative to the game's root
// ("models/player"); `sourcePath` the model file read (textures are looked
// up beside it). Renames the materials that got a texture.
TargetTextures prepareTargetTextures(Model &model, const QString &sourcePath, const QString &gameFolder,
                                     const QStringList &formats);

// The image with `opacity`'s brightness as its alpha channel (scaled to
// the image's size).
QImage mergeOpacity(const QImage &image, const QImage &opacity);

} // namespace quarry
