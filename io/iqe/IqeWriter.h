// Writes a Model as Inter-Quake Export (.iqe) text.
//
// Everything IQE can say: joints and their base poses, meshes with their
// vertex streams (vp, vt, vn, vx, vb, vc, v0-v9, vs), materials, triangles
// (mesh-local `fm`, in the model's order: IQE and IQM store the same
// winding, so nothing is reordered), IQE smoothing data, animations
// (fixed-rate ones as they are, others resampled at their frame rate) and
// the comment section. Names are quoted; numbers are the shortest text that
// reads back to the same float; the order is fixed, so read -> write ->
// read -> write gives the same bytes. A model read from an IQE file and
// not edited (or edited in names only) is written as the file was read,
// whatever tool wrote it; an edit of meshes, animations or bind poses
// rewrites only what it touched (IqeReplay.h). IQE keeps a material's name
// alone: colours a material holds are not written, and a note says so.
#pragma once

#include "io/IoResult.h"

namespace quarry {

WriteResult writeIqe(const Model &model, const QString &path, const WriteOptions &options = {});

} // namespace quarry
