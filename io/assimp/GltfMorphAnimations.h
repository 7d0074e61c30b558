// The clips' morph tracks added to a glTF file Assimp's exporter wrote: its
// glTF writer (5.2) writes joint channels only. Each mesh with morph tracks
// in a clip gets a "weights" channel on its node, keyed at every time any
// of its targets has a key (curved keys baked first), all its targets at
// each; the clip's glTF animation is the one of its name, or a new one.
#pragma once

#include "model/Model.h"

#include <QStringList>

namespace quarry::assimp {

struct GltfMorphExport
{
    // The model's meshes in the file's mesh order (glTF mesh i is
    // model.meshes[meshes[i]], shown by the node whose "mesh" is i).
    QList<int> meshes;
    // Per animation of the model, the name its glTF animation has (empty:
    // none was written, a new one is named after the clip).
    QStringList clipNames;
    // Per joint, the name of its node (empty when no skeleton was written).
    QStringList jointNodes;
};

// Rewrites `file` (.gltf with its buffer file beside it, or .glb) in place;
// returns an error, or empty. Writes nothing when no clip has morph tracks.
QString addGltfMorphAnimations(const QString &file, const Model &model, const GltfMorphExport &layout);

// Sets every joint node's translation, rotation and scale in `file` (as
// above) to the joint's bind pose exactly. Assimp's glTF writer (5.2) takes
// a node whose matrix is within 0.01 of the identity in every element for
// the identity and writes no transform, so a small model (a Cal3D avatar
// scaled to metres, a joint a few millimetres from its parent) lost its
// joints' offsets. `jointNodes`: per joint, the name of its node.
QString setGltfJointTransforms(const QString &file, const Skeleton &skeleton, const QStringList &jointNodes);

} // namespace quarry::assimp
