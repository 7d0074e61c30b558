// What a glTF file's JSON says of its nodes that their names may not: the
// default scene's tree, each skin's joints, the nodes each animation moves.
// Assimp names bones and channels by node name, and a file may give a mesh
// node the name of a bone. Internal to the Assimp importer.
#pragma once

#include <QList>
#include <QSet>
#include <QString>

namespace quarry::assimp {

struct GltfNodes
{
    bool read = false; // false: not glTF, or its JSON could not be read
    QList<int> roots; // the default scene's root nodes
    QStringList names; // per node
    QList<QList<int>> children; // per node
    QList<int> skin; // per node: the skin of its mesh, -1 when none
    QList<QList<int>> skinJoints; // per skin: its joints' nodes
    QList<QSet<int>> animationTargets; // per animation: nodes whose transform it keys
};

// Reads the JSON of a .gltf file or of a .glb file's first chunk; anything
// else (or a malformed file) gives `read` false.
GltfNodes readGltfNodes(const QString &path);

} // namespace quarry::assimp
