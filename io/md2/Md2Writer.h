// Writing MD2 (Quake II's vertex-animated model, "IDP2" version 8).
//
// A model read from an MD2 and unchanged since (io/md2/Md2Reader.h) is
// written as it was read, byte for byte, unless the write option "md2.fps"
// or "md2.skinPath" is given. Otherwise every mesh goes into
// the file's one mesh: frames are every animation sampled at 10 frames a
// second (write option "md2.fps"; the bind pose when there is none), named
// after the animation ("run1", "run2", ...); each frame quantised on its
// own (scale = extent / 255, rounded); a vertex per distinct position in
// every frame, a texture coordinate per distinct texel; normals the table
// entries nearest to the faces' normals summed at each vertex. The GL
// commands are made from the triangles, the longest strip or fan from each
// unused triangle (as Quake II's qdata does). Skins: the materials' texture
// paths with the extension .pcx, after the write option "md2.skinPath" (a
// game-relative folder such as "models/monsters/tank/"); the skin size is
// the first texture's (width rounded up to a multiple of 4), else the
// read file's, else 256 × 256. Blocks in qdata's order, every offset a
// multiple of 4.
//
// Quake II's limits (2,048 vertices, 4,096 triangles, 512 frames, 32
// skins, skins up to 480 texels high, 63-character skin paths) are errors
// unless the write option "md2.limits" is false.
#pragma once

#include "io/IoResult.h"
#include "io/quake/FrameSamples.h"

namespace quarry {

WriteResult writeMd2(const Model &model, const QString &path, const WriteOptions &options = {});

// The model afresh with exactly these frames, in this order (a Quake II
// player's 198 frames: io/targets/Quake2Player). The write option
// "md2.skinsWritten" true leaves out the warning that the skins are not
// written (the caller writes them).
WriteResult writeMd2Frames(const Model &model, const QString &path, const QList<quake::FrameSample> &frames,
                           const WriteOptions &options = {});

} // namespace quarry
