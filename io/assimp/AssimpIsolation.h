// Runs Assimp's readers in a child process where the system allows it.
// Some of them crash, hang or allocate without bound on hostile files
// (MD5 meshes with indexes out of range, some PLY and OFF files); in a child
// that costs an error message instead of the editor. The child reads and
// post-processes the file and passes the scene back in Assimp's own binary
// dump format, which the parent reads with Assimp. Export runs the same
// way.
#pragma once

#include "io/IoResult.h"

#include <QString>

#include <memory>

struct aiScene;
namespace Assimp {
class Importer;
}

namespace quarry::assimp {

struct IsolatedScene
{
    std::shared_ptr<Assimp::Importer> importer;  // owns the scene
    const aiScene *scene = nullptr;
    QString error;  // Assimp's message, or what became of the child
    bool cancelled = false;
};

struct IsolationLimits
{
    int timeoutSeconds = 300;
    qint64 memoryBytes = qint64(8) << 30;  // address space the child may add
};

// Reads `path` with the post-processing `flags`. Progress is reported
// through `progress` (which can cancel).
IsolatedScene readScene(const QString &path, unsigned flags, const ProgressFn &progress,
                        const IsolationLimits &limits);

// Writes `scene` with Assimp's exporter `formatId` ("glb2", "gltf2", "obj",
// "collada") to `path`, and the files the format keeps beside it (.bin,
// .mtl), in a child process where the system allows: Assimp's writers are
// as untested on unusual scenes as its readers. Returns an error message,
// empty on success.
QString exportScene(const aiScene &scene, const QString &formatId, const QString &path,
                    const IsolationLimits &limits);

} // namespace quarry::assimp
