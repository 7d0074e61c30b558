// Import through Assimp against Assimp alone: a skinned, animated glTF
// (written by Assimp's exporter from a scene built here) read by Assimp
// with the importer's post-processing; read and converted in this process;
// and read by Quarry (Assimp and the conversion in a child process, the
// model passed back).
#include "assimp/AssimpScenes.h"

#include "io/Formats.h"
#include "io/assimp/AssimpImporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <assimp/Exporter.hpp>
#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>

#include <sys/resource.h>
#include <unistd.h>

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
            for (const auto &tri :
                 {std::array<unsigned, 3>{a, b, b + sides}, std::array<unsigned, 3>{a, b + sides, a + sides}}) {
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
    scene->mMeshes = new aiMesh *[1] { mesh };
    scene->mNumMaterials = 1;
    scene->mMaterials = new aiMaterial *[1] { new aiMaterial };

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
            channel->mRotationKeys[k] = aiQuatKey(
                k, aiQuaternion(aiVector3D(1, 0, 0), 0.3f * std::sin(0.1f * float(k + b))));
        anim->mChannels[b] = channel;
    }
    scene->mNumAnimations = 1;
    scene->mAnimations = new aiAnimation *[1] { anim };
    return scene;
}

// Best of `runs` wall-clock times in milliseconds.
// Processor time of this process and its children, ended and running (the
// reader process Quarry keeps), in ms.
double cpuMs()
{
    rusage self{}, children{};
    getrusage(RUSAGE_SELF, &self);
    getrusage(RUSAGE_CHILDREN, &children);
    auto ms = [](const timeval &t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    double total = ms(self.ru_utime) + ms(self.ru_stime) + ms(children.ru_utime) + ms(children.ru_stime);
    const QString self_ = QString::number(QCoreApplication::applicationPid());
    const double tick = 1e3 / double(sysconf(_SC_CLK_TCK));
    for (const QFileInfo &entry : QDir(QStringLiteral("/proc")).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile stat(entry.filePath() + QStringLiteral("/stat"));
        if (!entry.fileName().front().isDigit() || !stat.open(QIODevice::ReadOnly))
            continue;
        // pid (comm) state ppid ... utime(14) stime(15), counted after the comm.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 12 && fields[1] == self_.toLatin1())
            total += (fields[11].toDouble() + fields[12].toDouble()) * tick;
    }
    return total;
}

struct Times
{
    double wall = 1e300; // best of the runs
    double cpu = 1e300; // best of the runs, children included
};

template<typename F>
Times bestOf(int runs, F &&work)
{
    Times best;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        const double cpu0 = cpuMs();
        timer.start();
        work();
        best.wall = std::min(best.wall, double(timer.nsecsElapsed()) / 1e6);
        best.cpu = std::min(best.cpu, cpuMs() - cpu0);
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
    const std::string nativePath = QFile::encodeName(path).toStdString();
    unsigned assimpVertices = 0;
    const Times assimp = bestOf(runs, [&] {
        Assimp::Importer importer;
        const aiScene *read = importer.ReadFile(nativePath, kFlags);
        assimpVertices = read ? read->mMeshes[0]->mNumVertices : 0;
    });
    // The same import without the child: Assimp and the conversion here.
    qsizetype inProcessVertices = 0;
    const Times inProcess = bestOf(runs, [&] {
        Assimp::Importer importer;
        const aiScene *read = importer.ReadFile(nativePath, kFlags);
        inProcessVertices = read ? importAssimpScene(*read, path).model.vertexCount() : -1;
    });
    qsizetype quarryVertices = 0;
    // The first import starts the reader process; the others use it.
    const Times first = bestOf(1, [&] { quarryVertices = readModelFile(path).model.vertexCount(); });
    const Times quarry = bestOf(runs, [&] {
        const ReadResult r = readModelFile(path);
        quarryVertices = r.ok() ? r.model.vertexCount() : -1;
    });
    if (quarryVertices != qsizetype(assimpVertices) || inProcessVertices != qsizetype(assimpVertices)) {
        std::printf("bench_assimp: FAILED: Quarry read %lld vertices (%lld in process), Assimp %u\n",
                    qlonglong(quarryVertices), qlonglong(inProcessVertices), assimpVertices);
        return 1;
    }
    std::printf("bench_assimp: %s, %u vertices, 60 bones, 240 keys each (best of %d; wall, and processor time\n"
                "  of both processes, which is what counts when other work shares the cores)\n",
                qPrintable(QFileInfo(path).fileName()), assimpVertices, runs);
    std::printf("  Assimp ReadFile alone:                   %7.1f ms wall %7.1f ms cpu\n", assimp.wall, assimp.cpu);
    std::printf("  ReadFile + conversion in this process:   %7.1f ms wall %7.1f ms cpu\n", inProcess.wall,
                inProcess.cpu);
    std::printf("  Quarry readModelFile, first (starts the reader process): %7.1f ms wall %7.1f ms cpu\n", first.wall,
                first.cpu);
    std::printf("  Quarry readModelFile (reader process):  %7.1f ms wall %7.1f ms cpu\n", quarry.wall, quarry.cpu);
    std::printf("  child process against in-process import: %.2f x wall, %.2f x cpu\n", quarry.wall / inProcess.wall,
                quarry.cpu / inProcess.cpu);
    std::printf("  child process against ReadFile alone:    %.2f x wall, %.2f x cpu\n", quarry.wall / assimp.wall,
                quarry.cpu / assimp.cpu);
    return 0;
}
