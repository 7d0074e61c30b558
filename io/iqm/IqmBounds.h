// Per-frame bounds of an IQM file and the neighbours of its triangles:
// the derived sections the writer computes from what the file will hold.
#pragma once

#include "io/IoResult.h"
#include "io/iqm/IqmFrameEncoder.h"
#include "model/Model.h"

#include <QByteArray>
#include <QList>

#include <atomic>

namespace quarry::iqm {

// Skinned positions of every vertex at every frame, from the values the
// file holds (decoded frames, weights quantized to bytes, indexes as
// little-endian ushorts, four per vertex), so a file read and written again
// gets the same bounds. Eight floats per frame: box min, box max, the
// largest distance from the Z axis, the largest distance from the origin.
// Frames are shared among the machine's cores. `progress` (may be empty)
// is told the share done, from the calling thread; when it cancels, the
// result is empty.
QList<float> frameBounds(const Skeleton &skeleton, const QList<Mesh> &meshes, const EncodedFrames &frames,
                         const QList<QByteArray> &quantizedWeights, const QList<QByteArray> &quantizedIndexes,
                         const ProgressFn &progress = {});

// Neighbours across each edge (edge e runs from corner e to corner e + 1),
// ~0 where an edge has no or more than one neighbour. Vertices that share
// position and skinning (`blends`: the same number of bytes per vertex)
// count as one, as in the format's converter. Gives up, returning an
// empty list, when `stop` (may be null) becomes true.
QList<quint32> triangleAdjacency(const QList<Triangle> &triangles, const QList<QVector3D> &positions,
                                 const QByteArray &blends,
                                 const std::atomic_bool *stop = nullptr);

} // namespace quarry::iqm
