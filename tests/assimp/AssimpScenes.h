// Small Assimp scenes built in code, for the importer's tests: written to
// files with Assimp's own exporters, or imported directly.
#pragma once

#include <QMatrix4x4>
#include <QString>

#include <assimp/scene.h>

#include <memory>

namespace quarry::test {

struct SkinnedSceneOptions
{
    // Transform of the non-bone "Armature" node above the bones.
    aiMatrix4x4 armature;
    // Transform of the node "Body" that shows the skinned mesh; the offset
    // matrices map from its space, as Assimp defines them.
    aiMatrix4x4 body;
    double ticksPerSecond = 24.0;
    int animations = 2;
};

// Scene "Scene" with a static quad "Base" and a skinned column "Body"
// (16 vertices, 24 triangles) weighted to the chain Hip > Spine > Head under
// the node Armature, one material with a diffuse color and texture, and
// animations "Bend" (all three bones, keys on frames of 24 fps at uneven
// spacing) and "Nod" (the head alone).
std::unique_ptr<aiScene> makeSkinnedScene(const SkinnedSceneOptions &options = {});

// A cube of 8 corners and 12 triangles without normals or texture
// coordinates (OBJ writes its corners once).
std::unique_ptr<aiScene> makeCubeScene();

// Gives every channel of every animation keys for translation, rotation
// and scale at the same times (the union of its own key times), sampled as
// Assimp interpolates: Assimp's Collada writer needs that.
void keyAllChannelsTogether(aiScene &scene);

// Building blocks for scenes built by hand.
aiNode *addNode(aiNode *parent, const char *name, const aiMatrix4x4 &transform = {});
aiNodeAnim *makeChannel(const char *node, int positions, int rotations, int scalings);

// What Assimp computes for a node at `seconds` into `animation` (null: the
// rest pose): channel keys interpolated as Assimp does (linear positions
// and scales, Assimp's quaternion slerp), multiplied from the root down.
QMatrix4x4 assimpNodeWorld(const aiScene &scene, const aiNode *node, const aiAnimation *animation, double seconds);

QMatrix4x4 toQt(const aiMatrix4x4 &m);

} // namespace quarry::test
