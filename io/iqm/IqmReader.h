// Reading IQM (Inter-Quake Model, version 2) files.
//
// IQM keeps one set of vertex arrays for the whole file and meshes as ranges
// of it; the reader gives every mesh its own streams and mesh-local triangle
// indexes. Integer vertex data of the standard arrays is normalized the way
// the format's own converter writes it (unsigned: n / max, signed:
// (2n + 1) / (2^bits - 1)); blend indexes and custom arrays keep their raw
// numbers. Frames become keys at i / fps on the translation, rotation and
// scale channels of every joint. Adjacency and bounds are derived data:
// their place in the file is checked, the writer makes them again.
//
// Kept in extras for writing back: "iqm.comment" (Model, text),
// "iqm.extensions" (Model, list of {name, data} maps), "iqm.flags" (Model
// header flags / Animation flags beyond loop, when not zero),
// "animationOnly" (Model: the file had poses but no joints; the joints
// are made from the poses and have no names) and "iqm.pose" (Joint: the
// pose's channel mask, offsets and scales as stored, so that frames that
// still fit them are written back unchanged) and "iqm.source" (Model: the
// file's bytes, every one, so that the writer gives back the same file
// when the model is unchanged and patches it where only names changed;
// see IqmReplay.h).
//
// What the engines load is read, not refused: triangles that use vertices
// stored with another mesh (the mesh gets a copy of each, after its own)
// and normals or tangents that are not finite numbers (kept as stored) are
// said in warnings that name the byte offset.
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

// Model::extras key of the file's bytes as read.
inline constexpr char kIqmSource[] = "iqm.source";
// ReadOptions::options switch: false reads without keeping the bytes.
inline constexpr char kIqmKeepSourceOption[] = "iqm.keepSource";

// True when the data starts with the IQM magic.
bool probeIqm(QByteArrayView head);

ReadResult readIqm(const QString &path, QByteArrayView data, const ReadOptions &options = {});

} // namespace quarry
