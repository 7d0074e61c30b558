// Import of the interchange formats Assimp reads (OBJ, glTF/GLB, FBX, DAE,
// MD5, SMD, 3DS, MS3D, ...) into the scene graph. Data is taken as the
// file has it, except that a file that declares an up axis other than Z
// (glTF: Y up by its specification; Collada's <up_axis>; FBX's UpAxis) is
// turned Z up, with a note saying so (UpAxis.h).
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>
#include <QStringList>

struct aiScene;

namespace quarry {

// The extensions Assimp reads, lower case without the dot, minus those of
// formats Quarry reads itself (IQM, IQE, QuickModel, XMF).
QStringList assimpExtensions();

// Reads the file at `path` through Assimp (companion files such as .mtl or
// .bin are found by Assimp itself; `data` is unused). Option
// "assimp.joinVertices" (bool, default false) merges identical vertices;
// without it vertex indexes stay as the file had them. Assimp runs in a
// child process where the system allows (see AssimpIsolation.h); option
// "assimp.timeoutSeconds" (default 300) bounds how long it may take.
// Option "upAxis" = "stored" leaves a declared up axis as the file has it.
ReadResult readAssimp(const QString &path, QByteArrayView data, const ReadOptions &options);

// Turns a scene Assimp has read (after triangulation) into a Model. `path`
// names the file in diagnostics.
ReadResult importAssimpScene(const aiScene &scene, const QString &path);

} // namespace quarry
