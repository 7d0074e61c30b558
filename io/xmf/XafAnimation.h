// XAF, the Cal3D XML animation: per-bone tracks of keyframes at free
// (irregular) times, each with a translation and a rotation relative to the
// parent bone. Keys are kept as keys; fixed-rate writers resample them.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// The frame rate given to XAF animations (their keys have free times):
// what fixed-rate writers such as IQM resample them to unless told otherwise.
constexpr double kXafDefaultFps = 30.0;

// Reads one animation; its name is the file's base name and its fps
// kXafDefaultFps. Tracks refer to joints through fileIdToJoint (see
// readXsfSkeleton), whose size bounds the BONEID values. The animation is
// model.animations[0].
ReadResult readXafAnimation(const QString &path, QByteArrayView data, const QList<int> &fileIdToJoint);

// The XAF text of model.animations[index] (bone ids are joint indexes).
WriteResult writeXafAnimation(const Model &model, int index, const QString &path);

} // namespace quarry
