// Per-frame bounds of an IQM file, the derived section the writer computes
// from what the file will hold (the other, the neighbours of its triangles,
// is in IqmAdjacency.h), and the fingerprint of their inputs.
#pragma once

#include "io/IoResult.h"
#include "io/iqm/IqmFrameEncoder.h"
#include "model/Model.h"

#include <QByteArray>
#include <QList>

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

// Per-frame bounds that hold every skinned vertex without skinning each
// one: each joint's box (and sphere) of the bind-space vertices it
// influences, moved by the joint's skinning matrix every frame. A
// linear-blend-skinned vertex is a weighted mean of its joints' moves of
// it, so it lies in the union of their moved boxes; the radii take the
// smaller of the moved box's farthest corner and the moved sphere.
// Unskinned vertices count exactly. Everything is widened by a few units
// in the last place so that the exact skinned positions, rounded as
// frameBounds rounds them, are inside. Same inputs and outputs as
// frameBounds; tests/io/tst_iqm_bounds checks the containment and
// measures the margin.
QList<float> conservativeFrameBounds(const Skeleton &skeleton, const QList<Mesh> &meshes, const EncodedFrames &frames,
                                     const QList<QByteArray> &quantizedWeights,
                                     const QList<QByteArray> &quantizedIndexes, const ProgressFn &progress = {});

// A fingerprint of everything an IQM file's bounds are computed from, as
// the file holds it: the Position, BlendIndexes and BlendWeights arrays,
// the joints, the poses and the frames. The reader keeps it with the
// file's bounds ("iqm.bounds", "iqm.boundsKey" in Model::extras); the
// writer writes those bounds back unchanged while the fingerprint of what
// it writes is the same, so a file opened and saved unchanged stays
// byte-identical. 0 when the file has no bounds' inputs.
quint64 boundsInputsKey(const char *file, quint64 size);

} // namespace quarry::iqm
