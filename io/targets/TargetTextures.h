// A model's textures, made ready for an engine: each material's texture
// found beside the source model, converted to a format the engine reads
// (kept as it is where the engine reads it; else PNG; a TGA stored top
// down is stored bottom-up, as Quake III's renderers read every TGA), a
// separate opacity
// map (IMVU materials) merged into its alpha channel, and the material
// named after the copy's game path without extension, as engines look
// textures up.
#pragma once

#include "io/Formats.h"
#include "model/Model.h"

#include <QStringList>

#include <utility>

namespace quarry {

struct TargetTextures
{
    QList<FileBytes> files; // paths relative to the game folder
    QStringList shaders; // per mesh: its texture's game path without extension, or empty
    QList<qsizetype> materialFiles; // per material: its texture's index in files, or -1
    // Textures with an alpha channel (an opacity map merged in, or their
    // own): game path without extension and the file's game path.
    QList<std::pair<QString, QString>> alphaTextures;
    QStringList fixes; // what was changed on the way (a top-down TGA stored bottom-up)
    QStringList warnings;
};

// The name a texture file is written under, without extension: its
// file name without the image extensions it ends in ("dokucoat.bmp.tga" is
// "dokucoat"), other characters than ASCII letters, digits, '_' and '-' as
// '_'. The engines strip one extension off the name a skin or model gives
// and try their own (ioquake3: .tga, .jpg, .png), and Quake III's skin
// reader ends a name at a space or comma.
QString gameTextureStem(const QString &fileName);

// `gameFolder` is where the model goes relative to the game's root
// ("models/player"); `sourcePath` the model file read (textures are looked
// up beside it). Renames the materials that got a texture.
TargetTextures prepareTargetTextures(Model &model, const QString &sourcePath, const QString &gameFolder,
                                     const QStringList &formats);

// Every material a mesh uses that got no texture file (none named, or
// not found) drawn in its diffuse colour: an 8 by 8 TGA of it,
// colour_RRGGBB.tga in `gameFolder` (one a colour), the material named
// after it; meshes without a material get a light grey one. For the
// engines that draw a surface whose shader names no image with their
// "default" checkers (ioquake3). The fix line, or none.
QStringList addFlatColourTextures(Model &model, TargetTextures &textures, const QString &gameFolder);

// A Quake III shader script (scripts/NAME.shader) drawing each texture
// with alpha alpha-tested and from both sides (cut-out hair, lashes and
// clothes), as the engines that read shader scripts need to draw it so;
// empty where no texture has alpha.
QByteArray alphaShaderScript(const TargetTextures &textures, const QString &modelName);

} // namespace quarry
