// Writing MDL (Quake's vertex-animated model, "IDPO" version 6).
//
// A model read from an MDL and not changed since (io/mdl/MdlReader.h:
// "mdl.source" and "mdl.key") is written as it was read, byte for byte,
// with the flags, sync type and eye position of its "mdl.*" extras, unless
// a write option below asks for another layout of frames or skins.
//
// Otherwise every mesh goes into the one mesh an MDL holds, with a vertex
// per distinct position (in every frame) and texture coordinate, and no
// onseam (with the write option "mdl.onseam": a vertex whose texel lies
// half the skin's width right of another at the same position is stored
// once, on the seam, its triangles facing back, where the texture
// coordinates split so). Frames: the bind pose when there is no animation; else each
// animation in order, sampled at 10 frames a second (write option
// "mdl.fps"), as single frames named after the animation ("walk1",
// "walk2", ...), or as one frame group when the animation has "mdl.group"
// in its extras or the write option "mdl.groups" is true (intervals as
// running totals: "mdl.intervals" when the animation still has that many
// frames, else 1/fps, 2/fps, ...). Positions are quantised over all frames
// (scale = extent / 255, rounded), normals are the table entries nearest
// to each frame's vertex normals (averaged face normals). Skins: the
// materials with "mdl.skin" (skin groups by equal slots with
// "mdl.interval"), else the first mesh's material, as Quake palette
// indices (see io/quake/SkinImages.h; write options "mdl.fullbrights" and
// "mdl.playerColours" allow those ranges), at most 480 texels high, the
// width padded to a multiple of 4; a blank skin when there is no texture.
// Header: "mdl.flags" (only bits 0-7 unless the write option
// "mdl.allFlags"), "mdl.synctype", "mdl.eye" from the extras.
//
// QuakeSpasm's limits (2,000 vertices, 4,096 triangles, 1,024 poses, 32
// skins) are errors unless the write option "mdl.limits" is false.
#pragma once

#include "io/IoResult.h"

namespace quarry {

WriteResult writeMdl(const Model &model, const QString &path, const WriteOptions &options = {});

} // namespace quarry
