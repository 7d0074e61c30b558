// A glTF file's meshes as Quarry meshes (io/gltf): one per primitive, named
// "mesh" or "mesh-N" as the Assimp import names them, in the order the
// scene's nodes show them (a mesh no node shows comes last, as it is
// stored). A skinned mesh is placed by the node that shows it, once; an
// unskinned mesh below a joint follows that joint with weight 1. Front faces
// wind clockwise, as Quarry's do. Internal to the glTF reader.
#pragma once

#include "io/gltf/GltfScene.h"

namespace quarry::gltf {

struct MeshSource
{
    int treeNode = -1; // the tree node showing it, -1 for a mesh no node shows
    int mesh = -1; // glTF mesh
    int primitive = -1; // its primitive
};

bool importMeshes(const tinygltf::Model &model, const SceneTree &tree, const SkeletonBuild &skeleton,
                  const Accessors &data, const QString &path, QList<Diagnostic> &warnings, QList<Mesh> &out,
                  QList<MeshSource> &sources, DataError *error);

} // namespace quarry::gltf
