// Assimp meshes and materials turned into Quarry's. Internal to the Assimp
// importer.
#pragma once

#include "io/assimp/AssimpSkeleton.h"

namespace quarry::assimp {

// One Quarry mesh per mesh a node shows (instances of an unskinned mesh
// each get their own copy, placed by their node), plus meshes no node
// shows. Vertices are in model space: unskinned meshes are placed by their
// node's rest transform (and follow the nearest joint above them rigidly);
// skinned meshes by the node that shows them, consistent with the bind
// pose. Meshes of points or lines only are skipped with a warning.
// `sources` (when given) gets, per mesh returned, the index in
// nodes.nodes of the node that shows it (-1: none) and its aiMesh index.
QList<Mesh> importMeshes(const aiScene &scene, const SceneNodes &nodes, const SkeletonImport &skeleton,
                         const QString &path, QList<Diagnostic> &warnings,
                         QList<std::pair<int, unsigned>> *sources = nullptr);

QList<Material> importMaterials(const aiScene &scene);

} // namespace quarry::assimp
