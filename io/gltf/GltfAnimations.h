// A glTF file's animations as joint tracks and morph weight tracks
// (io/gltf), as the Assimp import makes them: a node's translation,
// rotation or scale that its animation leaves out keeps the node's own
// value as one key; a joint no channel moves gets a key where its rest pose
// differs from the bind pose; cubic spline keys keep their values (not their
// tangents); the frame rate is the first of 30, 24, 25, 60, 50 and 120 that
// every key time sits on (else 30). Internal to the glTF reader.
#pragma once

#include "io/gltf/GltfMeshes.h"

namespace quarry::gltf {

bool importAnimations(const tinygltf::Model &model, const SceneTree &tree, const SkeletonBuild &skeleton,
                      const QList<MeshSource> &sources, const Accessors &data, const QString &path,
                      QList<Diagnostic> &warnings, Model &out, DataError *error);

} // namespace quarry::gltf
