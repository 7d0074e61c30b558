// CAF, the Cal3D binary animation: per-bone tracks of keyframes, each with
// a time, a translation and a rotation relative to the parent bone. From
// version 1300 a file may store its keys compressed (bit-packed rotations,
// translations and times in 1/30 s steps; see CafCompression.h). Read into
// the same animation as the XAF reader makes.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// Reads one animation, named after the file, into model.animations[0];
// fileIdToJoint as readXafAnimation. The file version (and whether its keys
// were compressed) is kept in the animation's extras.
ReadResult readCafAnimation(const QString &path, QByteArrayView data, const QList<int> &fileIdToJoint);

// The CAF bytes of model.animations[index], in the version and form it was
// read with (else version 1100, uncompressed).
WriteResult writeCafAnimation(const Model &model, int index, const QString &path);

} // namespace quarry
