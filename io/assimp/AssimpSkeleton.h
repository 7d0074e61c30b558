// The node tree of an Assimp scene turned into Quarry's skeleton, and the
// scene's animations turned into joint tracks. Internal to the Assimp
// importer.
#pragma once

#include "io/IoResult.h"

#include <QHash>
#include <QList>
#include <QMatrix4x4>

#include <assimp/scene.h>

namespace quarry::assimp {

QMatrix4x4 toMatrix(const aiMatrix4x4 &m);
QString toString(const aiString &s);

struct SceneNode
{
    const aiNode *node = nullptr;
    int parent = -1; // index into SceneNodes::nodes
    QMatrix4x4 local; // mTransformation
    QMatrix4x4 global; // rest pose, scene root to node
    int joint = -1; // index into the skeleton, -1 when not a joint
};

// Every node of the scene, parents before children (depth first, the order
// in which Assimp looks nodes up by name).
struct SceneNodes
{
    QList<SceneNode> nodes;
    QHash<QString, int> byName; // first node of each name
    QHash<QString, QList<int>> allByName; // every node of each name, in order
    QList<int> meshNode; // per aiMesh: the first node that shows it, -1 if none
    // Per aiMesh and bone: the node the bone is, -1 when none has its name.
    // Per aiAnimation and channel: the node the channel moves, -1 likewise.
    // Set by resolveNodes: names alone are ambiguous where a file gives a
    // mesh node the name of a bone.
    QList<QList<int>> boneNode;
    QList<QList<int>> channelNode;

    int find(const aiString &name) const { return byName.value(toString(name), -1); }
};

SceneNodes flattenNodes(const aiScene &scene);

// Sets SceneNodes::boneNode and channelNode. A name that several nodes
// carry goes, for a bone, to the node its skin names (glTF: the skin's
// joint list, read from the file at `path`), else to one that shows no
// mesh; for a channel, to the node the file's animation targets (glTF),
// else to the bone of that name.
void resolveNodes(const aiScene &scene, SceneNodes &nodes, const QString &path);

struct SkeletonImport
{
    Skeleton skeleton;
    QList<QMatrix4x4> bindWorld; // per joint, what skeleton.bindWorldMatrices() gives
    QList<int> jointNode; // per joint: its scene node, -1 for a bone without a node
    // Per joint: what the joint's local transform is multiplied with on the
    // left to give its model-space transform. The node's ancestors that are
    // not joints, for roots; identity for the others.
    QList<QMatrix4x4> prefix;
    QHash<QString, int> boneJoint; // aiBone name -> joint
    QHash<const aiBone *, int> boneJointOf; // each aiBone of the scene -> joint
};

// Joints are the nodes named by bones, the animated nodes that carry
// geometry, and every node between those and their common ancestor.
// Sets SceneNode::joint. Bind pose: world matrices equal the inverses of
// the bones' offset matrices (taken into the space of the node that shows
// the mesh).
SkeletonImport importSkeleton(const aiScene &scene, SceneNodes &nodes, const QString &path,
                              QList<Diagnostic> &warnings);

QList<Animation> importAnimations(const aiScene &scene, const SceneNodes &nodes, const SkeletonImport &skeleton,
                                  const QString &path, QList<Diagnostic> &warnings);

// A frame rate the key times sit on: the file's tick rate where it is a
// frame rate, else the first common rate that fits every key.
double chooseFrameRate(const QList<double> &keyTimes, double ticksPerSecond);

} // namespace quarry::assimp
