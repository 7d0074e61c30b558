// The blend data the IQM writer stores for each vertex: its four weights
// as bytes summing to 255 and its four joints as little-endian ushorts.
#pragma once

#include "io/Progress.h"
#include "model/Mesh.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace quarry {

struct BlendBytes
{
    QList<QByteArray> weights; // per mesh, 4 bytes a vertex (all zero where unskinned)
    QList<QByteArray> indexes; // per mesh, 4 ushorts a vertex (unused slots 0)
};

// Fills `out` for `meshes` (influences already limited to 4), advancing `meter` by one unit a vertex. False
// with `error` empty when cancelled, or with `error` naming the mesh and
// vertex bound to a joint beyond `joints`.
bool makeBlendBytes(const QList<Mesh> &meshes, qsizetype joints, ProgressMeter &meter, BlendBytes &out, QString &error);

// Appends a mesh's blend indexes (`indexes`, from BlendBytes) as the file
// stores them: as they are with `ushorts`, else each one's low byte.
void appendBlendIndexes(QByteArray &out, const QByteArray &indexes, bool ushorts);

// Every vertex's blend indexes and weights side by side (12 bytes a
// vertex), all meshes in order.
QByteArray joinedBlendBytes(const BlendBytes &blends);

} // namespace quarry
