// Import through Assimp against Assimp alone: a skinned, animated glTF
// (written by Assimp's exporter from a scene built here) read by Assimp
// with the importer's post-processing, and read by Quarry (Assimp in a
// child process, the scene passed back, turned into Quarry's model).
#include "assimp/AssimpScenes.h"

#include "io/Formats.h"
#include "io/assimp/AssimpImporter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <assimp/Exporter.hpp>
#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

using namespace quarry;

namespace {

constexpr unsigned kFlags = aiProcess_Triangulate | aiProcess_FlipUVs | aiProcess_ValidateDataStructure;

// A tube of `rings` x `sides` vertices along Z, weighted to a chain of
// `bones` bones, with one animation of `frames` keys per bone.
std::unique_ptr<aiScene> makeTube(unsigned rings, unsigned sides, unsigned bones, unsigned frames)
{
    auto scene = std::make_unique<aiScene>();
    aiNode *root = test::addNode(nullptr, "Root");
    scene->mRootNode = root;
    aiNode *meshNode = test::addNode(root, "Tube");
    meshNode->mNumMeshes = 1;
    meshNode->mMeshes = new unsigned[1]{0};
    std::vector<aiNode *> chain;
    aiNode *parent = root;
    const float boneLength = float(rings) / float(bones);
    for (unsigned b = 0; b < bones; ++b) {
        aiMatrix4x4 step;
        aiMatrix4x4::Translation(aiVector3D(0, 0, b == 0 ? 0 : boneLength), step);
        parent = test::addNode(parent, ("Bone" + std::to_string(b)).c_str(), step);
        chain.push_back(parent);
    }

    auto *mesh = new aiMesh;
    mesh->mName = aiString("Tube");
    const unsigned n = rings * sides;
    mesh->mNumVertices = n;
    mesh->mVertices = new aiVector3D[n];
    mesh->mNormals = new aiVector3D[n];
    mesh->mTextureCoords[0] = new aiVector3D[n];
    mesh->mNumUVComponents[0] = 2;
    for (unsigned r = 0; r < rings; ++r)
        for (unsigned s = 0; s < sides; ++s) {
            const float a = 2.0f * float(M_PI) * float(s) / float(sides);
            const unsigned v = r * sides + s;
            mesh->mVertices[v] = aiVector3D(std::cos(a), std::sin(a), float(r));
            mesh->mNormals[v] = aiVector3D(std::cos(a), std::sin(a), 0);
            mesh->mTextureCoords[0][v] = aiVector3D(float(s) / float(sides), float(r) / float(rings), 0);
        }
    const unsigned faces = (rings - 1) * sides * 2;
    mesh->mNumFaces = faces;
    mesh->mFaces = new aiFace[faces];
    unsigned f = 0;
    for (unsigned r = 0; r + 1 < rings; ++r)
        for (unsigned s = 0; s < sides; ++s) {
            const unsigned a = r * sides + s, b = r * sides + (s + 1) % sides;
            for (const auto &tri : {std::array<unsigned, 3>{a, b, b + sides}, std::array<unsigned, 3>{a, b + sides, a + sides}}) {
                mesh->mFaces[f].mNumIndices = 3;
                mesh->mFaces[f].mIndices = new unsigned[3]{tri[0], tri[1], tri[2]};
                ++f;
            }
        }
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    // Each ring between two bones, blended by distance.
    std::vector<std::vector<aiVertexWeight>> weights(bones);
    for (unsigned r = 0; r < rings; ++r) {
        const float at = float(r) / boneLength;
        const unsigned b0 = std::min(bones - 1, unsigned(at));
        const unsigned b1 = std::min(bones - 1, b0 + 1);
        const float w1 = b0 == b1 ? 0.0f : at - float(b0);
        for (unsigned s = 0; s < sides; ++s) {
            weights[b0].emplace_back(r * sides + s, 1.0f - w1);
            if (w1 > 0)
                weights[b1].emplace_back(r * sides + s, w1);
        }
    }
    mesh->mNumBones = bones;
    mesh->mBones = new aiBone *[bones];
    for (unsigned b = 0; b < bones; ++b) {
        auto *bone = new aiBone;
        bone->mName = chain[b]->mName;
        bone->mNumWeights = unsigned(weights[b].size());
        bone->mWeights = new aiVertexWeight[weights[b].size()];
        std::copy(weights[b].begin(), weights[b].end(), bone->mWeights);
        aiMatrix4x4 world;
        for (const aiNode *node = chain[b]; node; node = node->mParent)
            world = node->mTransformation * world;
        bone->mOffsetMatrix = world.Inverse();
        mesh->mBones[b] = bone;
    }
    scene->mNumMeshes = 1;
    scene->mMeshes = new aiMesh *[1]{mesh};
    scene->mNumMaterials = 1;
    scene->mMaterials = new aiMaterial *[1]{new aiMaterial};

    auto *anim = new aiAnimation;
    anim->mName = aiString("Wave");
    anim->mTicksPerSecond = 30;
    anim->mDuration = frames - 1;
    anim->mNumChannels = bones;
    anim->mChannels = new aiNodeAnim *[bones];
    for (unsigned b = 0; b < bones; ++b) {
        aiNodeAnim *channel = test::makeChannel(chain[b]->mName.C_Str(), 1, int(frames), 1);
        channel->mPositionKeys[0] = aiVectorKey(0, chain[b]->mTransformation * aiVector3D());
        channel->mScalingKeys[0] = aiVectorKey(0, aiVector3D(1, 1, 1));
        for (unsigned k = 0; k < frames; ++k)
            channel->mRotationKeys[k] = aiQuatKey(k, aiQuaternion(aiVector3D(1, 0, 0), 0.3f * std::sin(0.1f * float(k + b))));
        anim->mChannels[b] = channel;
    }
    scene->mNumAnimations = 1;
    scene->mAnimations = new aiAnimation *[1]{anim};
    return scene;
}

// Best of `runs` wall-clock times in milliseconds.
template<typename F>
double bestOf(int runs, F &&work)
{
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::printf("bench_assimp: skipped: no temporary folder\n");
        return 0;
    }
    const auto scene = makeTube(400, 250, 60, 240);
    const QString path = dir.filePath(QStringLiteral("tube.glb"));
    Assimp::Exporter exporter;
    if (exporter.Export(scene.get(), "glb2", QFile::encodeName(path).toStdString()) != aiReturn_SUCCESS) {
        std::printf("bench_assimp: skipped: Assimp could not write the file: %s\n", exporter.GetErrorString());
        return 0;
    }
    const int runs = 5;
    unsigned assimpVertices = 0;
    const double assimpMs = bestOf(runs, [&] {
        Assimp::Importer importer;
        const aiScene *read = importer.ReadFile(QFile::encodeName(path).toStdString(), kFlags);
        assimpVertices = read ? read->mMeshes[0]->mNumVertices : 0;
    });
    qsizetype quarryVertices = 0;
    const double quarryMs = bestOf(runs, [&] {
        const ReadResult r = readModelFile(path);
        quarryVertices = r.ok() ? r.model.vertexCount() : -1;
    });
    Assimp::Importer importer;
    const aiScene *read = importer.ReadFile(QFile::encodeName(path).toStdString(), kFlags);
    const double convertMs = bestOf(runs, [&] { (void)importAssimpScene(*read, path); });
    if (quarryVertices != qsizetype(assimpVertices)) {
        std::printf("bench_assimp: FAILED: Quarry read %lld vertices, Assimp %u\n", qlonglong(quarryVertices), assimpVertices);
        return 1;
    }
    std::printf("bench_assimp: %s, %u vertices, 60 bones, 240 keys each (best of %d)\n",
                qPrintable(QFileInfo(path).fileName()), assimpVertices, runs);
    std::printf("  Assimp ReadFile alone:              %8.1f ms\n", assimpMs);
    std::printf("  Quarry readModelFile (child proc.): %8.1f ms  ratio %.2f x Assimp\n", quarryMs, quarryMs / assimpMs);
    std::printf("  of which scene -> model:            %8.1f ms  ratio %.2f x Assimp\n", convertMs, convertMs / assimpMs);
    return 0;
}
