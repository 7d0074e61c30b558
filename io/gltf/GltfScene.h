// The node tree of a glTF file's default scene and the skeleton made from
// it (io/gltf), the way the Assimp import makes them (io/assimp/
// AssimpSkeleton.h), so that a file opens the same model through either:
// one root node as the tree's root, several under a node "ROOT"; unnamed
// nodes named "nodes[N]", unnamed meshes "meshes[N]". Internal to the glTF
// reader.
#pragma once

#include "io/IoResult.h"
#include "io/gltf/GltfAccessors.h"

#include <QList>
#include <QMatrix4x4>

namespace quarry::gltf {

struct TreeNode
{
    int source = -1; // glTF node, -1 for the "ROOT" above several roots
    int parent = -1; // index into SceneTree::nodes
    QString name;
    QMatrix4x4 local;
    QMatrix4x4 global; // rest pose, tree root to node
    int joint = -1; // index into the skeleton, -1 when not a joint
    bool showsMesh = false;
};

// A node of the file shown by several parents appears once for each.
struct SceneTree
{
    QList<TreeNode> nodes; // parents before children, depth first
    QList<int> firstOf; // per glTF node: its first tree node, -1 if none
    QList<int> meshNode; // per glTF mesh: the first tree node showing it, -1
    QList<int> meshSkin; // per glTF mesh: the skin of that node's kind, -1
};

// Fails (with a message) on a node that is its own ancestor.
bool buildTree(const tinygltf::Model &model, SceneTree &tree, QString *error);

QString nodeName(const tinygltf::Model &model, int node);
QMatrix4x4 nodeMatrix(const tinygltf::Node &node);

struct SkeletonBuild
{
    Skeleton skeleton;
    QList<QMatrix4x4> bindWorld; // per joint
    QList<int> jointNode; // per joint: its tree node, -1 for a skin joint outside the scene
    QList<QMatrix4x4> prefix; // per joint: what its local transform is multiplied with on the left
    QList<QList<int>> skinJoints; // per skin: each joint's skeleton joint
};

// Joints are the skins' joints, the animated nodes that carry geometry, and
// every node between those and their common ancestor (sets TreeNode::joint).
bool buildSkeleton(const tinygltf::Model &model, SceneTree &tree, const Accessors &data, SkeletonBuild &out,
                   const QString &path, QList<Diagnostic> &warnings, DataError *error);

} // namespace quarry::gltf
