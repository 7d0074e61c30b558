// An edited .md5mesh written back block by block: when an edit changed
// meshes alone (their vertices, triangles or weights; the joints, shaders
// and names as read), the kept file is written with only the `mesh { }`
// blocks of the changed meshes replaced by the writer's; the header, the
// joints block, the other meshes' blocks and everything between them
// (comments, blank lines) stay as stored.
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace quarry {

struct Md5MeshSplice
{
    QByteArray bytes;
    QList<int> rewritten; // the meshes whose blocks are the writer's
    QList<qint64> lines; // the 1-based line of each such block in `bytes`
};

// `fresh`: the writer's .md5mesh for `model`. Nothing when the model has
// no kept mesh file, changed in more than its meshes, or the result does
// not read as `fresh` reads for the changed meshes and as the kept file
// for the rest.
std::optional<Md5MeshSplice> spliceMd5MeshBlocks(const Model &model, const QString &path, const QByteArray &fresh);

} // namespace quarry
