// Runs Assimp's readers in a child process where the system allows it.
// Some of them crash, hang or allocate without bound on hostile files
// (MD5 meshes with indexes out of range, some PLY and OFF files); in a child
// that costs an error message instead of the editor. The child reads and
// post-processes the file, turns the scene into a model and passes the model
// back (io/ModelTransfer: its streams as raw bytes), so the parent only
// copies it in. The reader process is kept for the next file (one per core
// at most) and ends when the editor does, after a file it could not read,
// or when stopped by Cancel or a timeout. Export runs in a child of its own
// for each file.
#pragma once

#include "io/IoResult.h"

#include <QString>

struct aiScene;

namespace quarry::assimp {

struct IsolatedRead
{
    bool read = false; // Assimp read the file and `result` is the conversion's
    ReadResult result;
    QString error; // Assimp's message, or what became of the child
    bool cancelled = false;
};

// Turns a scene Assimp read into a model (importAssimpScene).
using SceneConversion = ReadResult (*)(const aiScene &scene, const QString &path);

struct IsolationLimits
{
    int timeoutSeconds = 300;
    qint64 memoryBytes = qint64(8) << 30; // address space the child may add
};

// Reads `path` with the post-processing `flags` and converts the scene with
// `convert`. Progress is reported through `progress` (which can cancel).
IsolatedRead readModel(const QString &path, unsigned flags, const ProgressFn &progress, const IsolationLimits &limits,
                       SceneConversion convert);

// Writes `scene` with Assimp's exporter `formatId` ("glb2", "gltf2", "obj",
// "collada") to `path`, and the files the format keeps beside it (.bin,
// .mtl), in a child process where the system allows: Assimp's writers are
// as untested on unusual scenes as its readers. Returns an error message,
// empty on success.
QString exportScene(const aiScene &scene, const QString &formatId, const QString &path, const IsolationLimits &limits);

} // namespace quarry::assimp
