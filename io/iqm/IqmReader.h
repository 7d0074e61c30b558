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
// still fit them are written back unchanged).
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>

namespace quarry {

// True when the data starts with the IQM magic.
bool probeIqm(QByteArrayView head);

ReadResult readIqm(const QString &path, QByteArrayView data, const ReadOptions &options = {});

} // namespace quarry
