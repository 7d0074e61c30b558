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
#pragma once

#include "io/IoResult.h"

namespace quarry {

WriteResult writeIqm(const Model &model, const QString &path, const WriteOptions &options = {});

} // namespace quarry
