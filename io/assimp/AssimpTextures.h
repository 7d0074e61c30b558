// Textures a file embeds (glTF's "*0" paths, FBX's embedded media), kept
// in the model so that an export can write them beside its output
// (io/EmbeddedTextures.h). Internal to the Assimp importer.
#pragma once

#include <QVariantMap>

struct aiScene;

namespace quarry::assimp {

// "*N" (and the embedded file's own name, where it has one) -> {"data":
// the image file's bytes, "format": its extension}. Uncompressed texels
// are encoded as PNG. Empty when the scene embeds nothing.
QVariantMap importEmbeddedTextures(const aiScene &scene);

} // namespace quarry::assimp
