// Export to the interchange formats through Assimp's writers: glTF 2
// (.gltf with its .bin beside it, or .glb), Wavefront OBJ (with its .mtl)
// and Collada (.dae). Skeleton, skinning and animations go where the format
// holds them (glTF, Collada); OBJ gets the meshes in the bind pose. The
// writer runs in a child process where the system allows (see
// AssimpIsolation.h), as the readers do.
#pragma once

#include "io/IoResult.h"

#include <QStringList>

#include <memory>

struct aiScene;

namespace quarry {

namespace assimp {
struct GltfMorphExport;
}

// The extensions written through Assimp: "glb", "gltf", "obj", "dae".
QStringList assimpExportExtensions();

// Writes `model` to `path` in the format its extension names and returns
// the main file's bytes (the caller saves them as every writer's); a .bin
// or .mtl the format keeps beside it is saved next to `path` here.
// Option "assimp.timeoutSeconds" (default 300) bounds the writer.
WriteResult writeAssimp(const Model &model, const QString &path, const WriteOptions &options);

// The scene handed to Assimp's exporter for a format ("glb", "gltf",
// "obj", "dae"): one node per joint under the scene root, one node per
// mesh, bones with the inverse bind matrices (the first skinned mesh has one
// for every joint, so the skin holds the whole skeleton), animation channels keyed at
// every time any channel of the joint has a key; for Collada, joints named
// with two '.' get node ids with '_' for '.' that Assimp's reader can
// animate (see ColladaNames.h). Null with `error` set
// when there is nothing the format can hold. `morphs` (when given) gets the
// meshes written and the clips' written names, for the morph tracks added
// after Assimp writes a glTF file (GltfMorphAnimations.h).
std::unique_ptr<aiScene> assimpSceneForExport(const Model &model, const QString &format, const QString &path,
                                              QList<Diagnostic> &warnings, QString &error,
                                              assimp::GltfMorphExport *morphs = nullptr);

} // namespace quarry
