// Textures embedded in the file a model came from (glTF's "*0" paths):
// the Assimp importer keeps their bytes in Model::extras, and an export
// writes them beside its output as files of their own, since IQM, IQE,
// XMF and the rest name textures by file.
#pragma once

#include "io/Formats.h"
#include "model/Model.h"
#include "model/ops/TextureLookup.h"

#include <QStringList>

namespace quarry {

// The Model::extras key kEmbeddedTextures is in model/ops/TextureLookup.h,
// whose loader draws from it.

// For every material map that names an embedded texture: the image goes
// into *files as <output base>_<material>.<format> beside `outputPath`, the
// map names that file, and a material that was not named after a file
// takes the file's name (IQE and IQM name a material by its texture). A
// map naming an embedded texture the model does not hold is left as it
// was, and a message says so. The extras entry is taken out. Returns the
// messages for the user, one per texture.
QStringList extractEmbeddedTextures(Model &model, const QString &outputPath, QList<FileBytes> *files);

// Whether a format's writer takes the embedded textures itself (Quake's
// MDL stores its skins in the file; the MD2 writer takes its skin size from
// them), so that they stay in the model.
bool keepsEmbeddedTextures(const QString &format);

} // namespace quarry
