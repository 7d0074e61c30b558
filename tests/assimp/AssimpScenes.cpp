#include "AssimpScenes.h"

#include <assimp/material.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace quarry::test {

namespace {

aiMatrix4x4 translation(float x, float y, float z)
{
    aiMatrix4x4 m;
    aiMatrix4x4::Translation(aiVector3D(x, y, z), m);
    return m;
}

aiQuaternion axisAngle(const aiVector3D &axis, float degrees)
{
    return aiQuaternion(axis, degrees * float(M_PI) / 180.0f);
}

aiMaterial *makeMaterial(const char *name, const char *texture, const aiColor4D &diffuse)
{
    auto *material = new aiMaterial;
    const aiString n(name);
    material->AddProperty(&n, AI_MATKEY_NAME);
    material->AddProperty(&diffuse, 1, AI_MATKEY_COLOR_DIFFUSE);
    if (texture) {
        const aiString t(texture);
        material->AddProperty(&t, AI_MATKEY_TEXTURE_DIFFUSE(0));
    }
    return material;
}

void setFaces(aiMesh *mesh, const std::vector<std::array<unsigned, 3>> &triangles)
{
    mesh->mNumFaces = unsigned(triangles.size());
    mesh->mFaces = new aiFace[triangles.size()];
    for (size_t i = 0; i < triangles.size(); ++i) {
        mesh->mFaces[i].mNumIndices = 3;
        mesh->mFaces[i].mIndices = new unsigned[3]{triangles[i][0], triangles[i][1], triangles[i][2]};
    }
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
}

void setMeshes(aiNode *node, std::initializer_list<unsigned> meshes)
{
    node->mNumMeshes = unsigned(meshes.size());
    node->mMeshes = new unsigned[meshes.size()];
    std::copy(meshes.begin(), meshes.end(), node->mMeshes);
}

aiMesh *makeBody()
{
    auto *mesh = new aiMesh;
    mesh->mName = aiString("Body");
    const unsigned n = 16;
    mesh->mNumVertices = n;
    mesh->mVertices = new aiVector3D[n];
    mesh->mNormals = new aiVector3D[n];
    mesh->mTextureCoords[0] = new aiVector3D[n];
    mesh->mNumUVComponents[0] = 2;
    const float corners[4][2] = {{0.5f, 0.5f}, {-0.5f, 0.5f}, {-0.5f, -0.5f}, {0.5f, -0.5f}};
    for (unsigned level = 0; level < 4; ++level)
        for (unsigned side = 0; side < 4; ++side) {
            const unsigned v = level * 4 + side;
            mesh->mVertices[v] = aiVector3D(corners[side][0], corners[side][1], float(level));
            mesh->mNormals[v] = aiVector3D(corners[side][0], corners[side][1], 0).Normalize();
            mesh->mTextureCoords[0][v] = aiVector3D(side / 4.0f, level / 3.0f, 0);
        }
    std::vector<std::array<unsigned, 3>> triangles;
    for (unsigned level = 0; level < 3; ++level)
        for (unsigned side = 0; side < 4; ++side) {
            const unsigned a = level * 4 + side, b = level * 4 + (side + 1) % 4;
            triangles.push_back({a, b, b + 4});
            triangles.push_back({a, b + 4, a + 4});
        }
    setFaces(mesh, triangles);
    mesh->mMaterialIndex = 0;
    return mesh;
}

void addBones(aiMesh *mesh, const aiScene &scene)
{
    // Per level: (bone, weight) pairs.
    const std::vector<std::vector<std::pair<int, float>>> levels = {
        {{0, 1.0f}}, {{0, 0.5f}, {1, 0.5f}}, {{1, 0.7f}, {2, 0.3f}}, {{2, 1.0f}}};
    const char *names[3] = {"Hip", "Spine", "Head"};
    mesh->mNumBones = 3;
    mesh->mBones = new aiBone *[3];
    for (int b = 0; b < 3; ++b) {
        auto *bone = new aiBone;
        bone->mName = aiString(names[b]);
        std::vector<aiVertexWeight> weights;
        for (unsigned level = 0; level < 4; ++level)
            for (const auto &[index, weight] : levels[level])
                if (index == b)
                    for (unsigned side = 0; side < 4; ++side)
                        weights.emplace_back(level * 4 + side, weight);
        bone->mNumWeights = unsigned(weights.size());
        bone->mWeights = new aiVertexWeight[weights.size()];
        std::copy(weights.begin(), weights.end(), bone->mWeights);
        aiMatrix4x4 world;
        for (const aiNode *node = scene.mRootNode->FindNode(names[b]); node; node = node->mParent)
            world = node->mTransformation * world;
        aiMatrix4x4 meshSpace;
        for (const aiNode *node = scene.mRootNode->FindNode("Body"); node; node = node->mParent)
            meshSpace = node->mTransformation * meshSpace;
        bone->mOffsetMatrix = world.Inverse() * meshSpace;
        mesh->mBones[b] = bone;
    }
}

aiMesh *makeBase()
{
    auto *mesh = new aiMesh;
    mesh->mName = aiString("Base");
    mesh->mNumVertices = 4;
    mesh->mVertices = new aiVector3D[4]{{-1, -1, 0}, {1, -1, 0}, {1, 1, 0}, {-1, 1, 0}};
    mesh->mNormals = new aiVector3D[4]{{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
    setFaces(mesh, {{0, 1, 2}, {0, 2, 3}});
    mesh->mMaterialIndex = 0;
    return mesh;
}

aiVectorKey vectorKey(double time, float x, float y, float z)
{
    return aiVectorKey(time, aiVector3D(x, y, z));
}

aiAnimation *makeAnimation(const char *name, double ticksPerSecond, double frames, std::vector<aiNodeAnim *> channels)
{
    auto *anim = new aiAnimation;
    anim->mName = aiString(name);
    anim->mTicksPerSecond = ticksPerSecond;
    anim->mDuration = frames / 24.0 * (ticksPerSecond > 0 ? ticksPerSecond : 25.0);
    anim->mNumChannels = unsigned(channels.size());
    anim->mChannels = new aiNodeAnim *[channels.size()];
    std::copy(channels.begin(), channels.end(), anim->mChannels);
    return anim;
}

} // namespace

aiNode *addNode(aiNode *parent, const char *name, const aiMatrix4x4 &transform)
{
    auto *node = new aiNode(name);
    node->mTransformation = transform;
    if (parent) {
        aiNode *child = node;
        parent->addChildren(1, &child);
    }
    return node;
}

aiNodeAnim *makeChannel(const char *node, int positions, int rotations, int scalings)
{
    auto *channel = new aiNodeAnim;
    channel->mNodeName = aiString(node);
    channel->mNumPositionKeys = unsigned(positions);
    channel->mPositionKeys = positions ? new aiVectorKey[positions] : nullptr;
    channel->mNumRotationKeys = unsigned(rotations);
    channel->mRotationKeys = rotations ? new aiQuatKey[rotations] : nullptr;
    channel->mNumScalingKeys = unsigned(scalings);
    channel->mScalingKeys = scalings ? new aiVectorKey[scalings] : nullptr;
    return channel;
}

std::unique_ptr<aiScene> makeSkinnedScene(const SkinnedSceneOptions &options)
{
    auto scene = std::make_unique<aiScene>();
    aiNode *root = addNode(nullptr, "Scene");
    scene->mRootNode = root;
    aiNode *base = addNode(root, "Base");
    aiNode *body = addNode(root, "Body", options.body);
    aiNode *armature = addNode(root, "Armature", options.armature);
    aiNode *hip = addNode(armature, "Hip");
    aiNode *spine = addNode(hip, "Spine", translation(0, 0, 1));
    addNode(spine, "Head", translation(0, 0, 1));
    setMeshes(body, {0});
    setMeshes(base, {1});

    scene->mNumMeshes = 2;
    scene->mMeshes = new aiMesh *[2] { makeBody(), makeBase() };
    addBones(scene->mMeshes[0], *scene);
    scene->mNumMaterials = 1;
    scene->mMaterials = new aiMaterial *[1] { makeMaterial("Skin", "skin.png", aiColor4D(0.8f, 0.6f, 0.5f, 1.0f)) };

    const double tps = options.ticksPerSecond;
    const double perFrame = (tps > 0 ? tps : 25.0) / 24.0;
    std::vector<aiAnimation *> animations;
    {
        aiNodeAnim *hipKeys = makeChannel("Hip", 3, 1, 1);
        hipKeys->mPositionKeys[0] = vectorKey(0, 0, 0, 0);
        hipKeys->mPositionKeys[1] = vectorKey(10 * perFrame, 0.2f, 0, 0.1f);
        hipKeys->mPositionKeys[2] = vectorKey(24 * perFrame, 0, 0, 0);
        hipKeys->mRotationKeys[0] = aiQuatKey(0, aiQuaternion());
        hipKeys->mScalingKeys[0] = vectorKey(0, 1, 1, 1);
        aiNodeAnim *spineKeys = makeChannel("Spine", 1, 3, 1);
        spineKeys->mPositionKeys[0] = vectorKey(0, 0, 0, 1);
        spineKeys->mRotationKeys[0] = aiQuatKey(0, aiQuaternion());
        spineKeys->mRotationKeys[1] = aiQuatKey(7 * perFrame, axisAngle({1, 0, 0}, 30));
        spineKeys->mRotationKeys[2] = aiQuatKey(24 * perFrame, axisAngle({1, 0, 0}, -20));
        spineKeys->mScalingKeys[0] = vectorKey(0, 1, 1, 1);
        aiNodeAnim *headKeys = makeChannel("Head", 1, 4, 3);
        headKeys->mPositionKeys[0] = vectorKey(0, 0, 0, 1);
        headKeys->mRotationKeys[0] = aiQuatKey(0, aiQuaternion());
        headKeys->mRotationKeys[1] = aiQuatKey(12 * perFrame, axisAngle({0, 1, 0}, 45));
        headKeys->mRotationKeys[2] = aiQuatKey(18 * perFrame, axisAngle({0, 1, 0}, 10));
        headKeys->mRotationKeys[3] = aiQuatKey(24 * perFrame, aiQuaternion());
        headKeys->mScalingKeys[0] = vectorKey(0, 1, 1, 1);
        headKeys->mScalingKeys[1] = vectorKey(12 * perFrame, 1.5f, 1.5f, 1.5f);
        headKeys->mScalingKeys[2] = vectorKey(24 * perFrame, 1, 1, 1);
        animations.push_back(makeAnimation("Bend", tps, 24, {hipKeys, spineKeys, headKeys}));
    }
    if (options.animations > 1) {
        aiNodeAnim *headKeys = makeChannel("Head", 1, 3, 1);
        headKeys->mPositionKeys[0] = vectorKey(0, 0, 0, 1);
        headKeys->mRotationKeys[0] = aiQuatKey(0, aiQuaternion());
        headKeys->mRotationKeys[1] = aiQuatKey(6 * perFrame, axisAngle({1, 0, 0}, 25));
        headKeys->mRotationKeys[2] = aiQuatKey(12 * perFrame, aiQuaternion());
        headKeys->mScalingKeys[0] = vectorKey(0, 1, 1, 1);
        animations.push_back(makeAnimation("Nod", tps, 12, {headKeys}));
    }
    scene->mNumAnimations = unsigned(animations.size());
    scene->mAnimations = new aiAnimation *[animations.size()];
    std::copy(animations.begin(), animations.end(), scene->mAnimations);
    return scene;
}

std::unique_ptr<aiScene> makeCubeScene()
{
    auto scene = std::make_unique<aiScene>();
    scene->mRootNode = addNode(nullptr, "Cube");
    setMeshes(scene->mRootNode, {0});
    auto *mesh = new aiMesh;
    mesh->mName = aiString("Cube");
    mesh->mNumVertices = 8;
    mesh->mVertices = new aiVector3D[8];
    for (unsigned i = 0; i < 8; ++i)
        mesh->mVertices[i] = aiVector3D(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
    setFaces(mesh, {{0, 2, 1},
                    {1, 2, 3},
                    {4, 5, 6},
                    {5, 7, 6},
                    {0, 1, 4},
                    {1, 5, 4},
                    {2, 6, 3},
                    {3, 6, 7},
                    {0, 4, 2},
                    {2, 4, 6},
                    {1, 3, 5},
                    {3, 7, 5}});
    scene->mNumMeshes = 1;
    scene->mMeshes = new aiMesh *[1] { mesh };
    scene->mNumMaterials = 1;
    scene->mMaterials = new aiMaterial *[1] { makeMaterial("Grey", nullptr, aiColor4D(0.5f, 0.5f, 0.5f, 1)) };
    return scene;
}

QMatrix4x4 toQt(const aiMatrix4x4 &m)
{
    return QMatrix4x4(m.a1, m.a2, m.a3, m.a4, m.b1, m.b2, m.b3, m.b4, m.c1, m.c2, m.c3, m.c4, m.d1, m.d2, m.d3, m.d4);
}

namespace {

aiVector3D interpolate(const aiVectorKey *keys, unsigned count, double ticks, const aiVector3D &rest)
{
    if (count == 0)
        return rest;
    if (ticks <= keys[0].mTime)
        return keys[0].mValue;
    for (unsigned i = 1; i < count; ++i)
        if (ticks <= keys[i].mTime) {
            const float f = float((ticks - keys[i - 1].mTime) / (keys[i].mTime - keys[i - 1].mTime));
            return keys[i - 1].mValue + (keys[i].mValue - keys[i - 1].mValue) * f;
        }
    return keys[count - 1].mValue;
}

aiQuaternion interpolate(const aiQuatKey *keys, unsigned count, double ticks, const aiQuaternion &rest)
{
    if (count == 0)
        return rest;
    if (ticks <= keys[0].mTime)
        return keys[0].mValue;
    for (unsigned i = 1; i < count; ++i)
        if (ticks <= keys[i].mTime) {
            const float f = float((ticks - keys[i - 1].mTime) / (keys[i].mTime - keys[i - 1].mTime));
            aiQuaternion out;
            aiQuaternion::Interpolate(out, keys[i - 1].mValue, keys[i].mValue, f);
            return out.Normalize();
        }
    return keys[count - 1].mValue;
}

} // namespace

void keyAllChannelsTogether(aiScene &scene)
{
    for (unsigned a = 0; a < scene.mNumAnimations; ++a) {
        const aiAnimation *anim = scene.mAnimations[a];
        for (unsigned c = 0; c < anim->mNumChannels; ++c) {
            aiNodeAnim *channel = anim->mChannels[c];
            std::vector<double> times;
            for (unsigned k = 0; k < channel->mNumPositionKeys; ++k)
                times.push_back(channel->mPositionKeys[k].mTime);
            for (unsigned k = 0; k < channel->mNumRotationKeys; ++k)
                times.push_back(channel->mRotationKeys[k].mTime);
            for (unsigned k = 0; k < channel->mNumScalingKeys; ++k)
                times.push_back(channel->mScalingKeys[k].mTime);
            std::sort(times.begin(), times.end());
            times.erase(std::unique(times.begin(), times.end()), times.end());
            const unsigned n = unsigned(times.size());
            auto *positions = new aiVectorKey[n];
            auto *rotations = new aiQuatKey[n];
            auto *scalings = new aiVectorKey[n];
            for (unsigned i = 0; i < n; ++i) {
                positions[i] = aiVectorKey(
                    times[i], interpolate(channel->mPositionKeys, channel->mNumPositionKeys, times[i], aiVector3D()));
                rotations[i] = aiQuatKey(
                    times[i], interpolate(channel->mRotationKeys, channel->mNumRotationKeys, times[i], aiQuaternion()));
                scalings[i] = aiVectorKey(times[i], interpolate(channel->mScalingKeys, channel->mNumScalingKeys,
                                                                times[i], aiVector3D(1, 1, 1)));
            }
            delete[] channel->mPositionKeys;
            delete[] channel->mRotationKeys;
            delete[] channel->mScalingKeys;
            channel->mPositionKeys = positions;
            channel->mRotationKeys = rotations;
            channel->mScalingKeys = scalings;
            channel->mNumPositionKeys = channel->mNumRotationKeys = channel->mNumScalingKeys = n;
        }
    }
}

QMatrix4x4 assimpNodeWorld(const aiScene &scene, const aiNode *node, const aiAnimation *animation, double seconds)
{
    (void)scene;
    aiMatrix4x4 world;
    for (; node; node = node->mParent) {
        aiMatrix4x4 local = node->mTransformation;
        const aiNodeAnim *channel = nullptr;
        for (unsigned c = 0; animation && c < animation->mNumChannels; ++c)
            if (animation->mChannels[c]->mNodeName == node->mName)
                channel = animation->mChannels[c];
        if (channel) {
            const double tps = animation->mTicksPerSecond > 0 ? animation->mTicksPerSecond : 25.0;
            const double ticks = seconds * tps;
            aiVector3D restScale, restPosition;
            aiQuaternion restRotation;
            local.Decompose(restScale, restRotation, restPosition);
            const aiVector3D s = interpolate(channel->mScalingKeys, channel->mNumScalingKeys, ticks, restScale);
            const aiQuaternion r = interpolate(channel->mRotationKeys, channel->mNumRotationKeys, ticks, restRotation);
            const aiVector3D p = interpolate(channel->mPositionKeys, channel->mNumPositionKeys, ticks, restPosition);
            local = aiMatrix4x4(s, r, p);
        }
        world = local * world;
    }
    return toQt(world);
}

} // namespace quarry::test
