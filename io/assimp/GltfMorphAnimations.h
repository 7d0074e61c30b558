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
};

// Rewrites `file` (.gltf with its buffer file beside it, or .glb) in place;
// returns an error, or empty. Writes nothing when no clip has morph tracks.
QString addGltfMorphAnimations(const QString &file, const Model &model, const GltfMorphExport &layout);

} // namespace quarry::assimp
