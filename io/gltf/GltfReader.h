// Reading glTF 2.0 (.gltf with its buffers, and .glb) natively, through
// tinygltf (Debian's libtinygltf-dev), into the same model the Assimp
// import makes of the file (io/assimp/AssimpImporter.h): meshes (one per
// primitive) with positions, normals, every texture coordinate set,
// colours and tangents as stored, skins with as many influences a vertex
// as the file gives, morph targets, materials with their texture paths,
// embedded images, the node tree's joints, animations with morph weights;
// glTF is Y up, so the model is turned Z up with a note (option "upAxis" =
// "stored" leaves it). Writing glTF stays with Assimp.
//
// The environment variable QUARRY_GLTF_READER=assimp turns this reader off:
// glTF files are then read through Assimp, as before (quarry-editor).
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

inline constexpr char kGltfReaderVariable[] = "QUARRY_GLTF_READER";

// False when QUARRY_GLTF_READER is "assimp".
bool nativeGltfReader();

// A GLB (magic "glTF", version 2), or a JSON object whose start names one
// of glTF's members ("asset", "accessors", "bufferViews", "extensionsUsed").
// A .gltf this does not recognise is left to the Assimp import. False for everything when the native reader is turned
// off.
bool probeGltf(QByteArrayView head);

// `data` is the whole file; buffers and images a .gltf names are read from
// beside `path`. A GLB whose header or chunks reach past the end of the file
// fails with the byte offset.
ReadResult readGltf(const QString &path, QByteArrayView data, const ReadOptions &options = {});

} // namespace quarry
