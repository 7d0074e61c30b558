// Writing IQM (Inter-Quake Model, version 2) files.
//
// The writer uses the format's recommended component formats: float
// positions, texture coordinates, normals and tangents; ubyte blend indexes
// (ushort past 256 joints) and weights, the weights of every influenced
// vertex summing to exactly 255; ubyte colors; custom arrays in their own
// component type. Meshes are contiguous ranges of the vertex arrays and
// triangles; adjacency is generated (edges matched by position and
// skinning, as the format's converter does); bounds are computed for every
// frame from the skinned mesh; each frame channel gets an offset and scale
// from its own range and constant channels are left out of the frames.
// Triangle order is written as the model holds it (IQE and IQM share one
// winding). Vertices with more than four influences keep the four largest
// (with a warning); animations not on fixed frames are resampled at their
// own rate. The IQM extras the reader keeps (comment, extensions, header
// flags, stored pose quantization, animation-only files) are written back.
//
// A model read from an IQM file and unchanged is written as that file, byte
// for byte; one whose names alone changed, as that file with its names
// patched (IqmReplay.h). The overload with a shared animation part (engine
// exports) always writes the model anew.
#pragma once

#include "io/IoResult.h"

#include <memory>

namespace quarry {

WriteResult writeIqm(const Model &model, const QString &path, const WriteOptions &options = {});

// The animation part of an IQM file (the animations on fixed frames, the
// poses and frames encoded, and the frames' bounds), computed once for
// files that share it: a model's levels of detail, whose skeleton and
// animations are the same and whose vertices are among the full model's
// (same positions and weights), so the full model's bounds hold them too.
struct IqmSharedAnimation;

// writeIqm, with the animation part taken from `shared` when it holds one
// (the caller vouches that it suits this model, as above), else computed
// and kept there for the next file.
WriteResult writeIqm(const Model &model, const QString &path, const WriteOptions &options,
                     std::shared_ptr<IqmSharedAnimation> &shared);

} // namespace quarry
