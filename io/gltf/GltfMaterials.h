// A glTF file's materials and embedded images (io/gltf), as the Assimp
// import gives them: the base colour as diffuse colour and map, emissive,
// normal, occlusion ("lightmap") and metallic-roughness ("unknown") maps,
// shininess from the roughness, a default material last for primitives
// that name none; images stored in the file (buffer views, data: URIs) as
// Model::extras kEmbeddedTextures entries "*N", maps naming them "*N".
// Internal to the glTF reader.
#pragma once

#include "io/IoResult.h"

#include <tiny_gltf.h>

namespace quarry::gltf {

QList<Material> importMaterials(const tinygltf::Model &model);

// Per image, its index among the embedded ones, -1 for a file beside.
QList<int> embeddedImageIndexes(const tinygltf::Model &model);

// The embedded images' bytes (as tinygltf handed them to the reader's image
// callback, which keeps them undecoded).
QVariantMap importEmbeddedTextures(const tinygltf::Model &model);

} // namespace quarry::gltf
