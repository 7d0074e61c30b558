// Morph weight animations through Assimp: glTF's "weights" channels, which
// Assimp reads into aiMeshMorphAnim, become the clips' morph tracks; and
// the clips' morph tracks are added to the glTF files Assimp's exporter
// writes (it writes joint channels only). Internal to the Assimp importer
// and exporter.
#pragma once

#include "io/assimp/AssimpSkeleton.h"

#include <utility>

namespace quarry::assimp {

// Adds to model.animations[a] (made from scene.mAnimations[a]) the morph
// tracks of that animation's morph channels. A channel names a node; its
// weights go to every mesh that node shows (`sources`: per mesh of the
// model, its node index in nodes.nodes and its aiMesh, as importMeshes
// gives them) whose targets are that aiMesh's anim meshes.
void importMorphAnimations(const aiScene &scene, const SceneNodes &nodes,
                           const QList<std::pair<int, unsigned>> &sources, Model &model, const QString &path,
                           QList<Diagnostic> &warnings);

} // namespace quarry::assimp
