// Writes a Model as Doom 3's MD5: a .md5mesh and, beside it, one .md5anim
// per animation (WriteResult::siblings, saved with the mesh as one).
//
// Joints go in model space with their orientation stored as the engine
// reads it (Md5Orientation.h); joint scale, which MD5 cannot hold, is left
// out with a warning. A vertex's weights are its influences with their
// positions in each joint's space in the bind pose, so the engine puts it
// where it was; a vertex with none gets a weight on an added "origin" joint.
// An animation is written at its frame rate (resampled where its keys are
// not one per frame), its hierarchy flags naming only the channels that
// change, the rest in the base frame; per-frame bounds of the skinned
// meshes (the file's own where they still hold them). Numbers are the
// shortest decimals that read back to the same float.
#pragma once

#include "io/IoResult.h"

namespace quarry {

WriteResult writeMd5Mesh(const Model &model, const QString &path, const WriteOptions &options = {});
// The first animation alone as a .md5anim (a warning when there are more).
WriteResult writeMd5AnimFile(const Model &model, const QString &path, const WriteOptions &options = {});

// Where writeMd5Mesh puts each animation: "<base>_<name>.md5anim" beside
// the mesh (the name alone where it starts with <base>), one file each.
QStringList md5AnimationPaths(const Model &model, const QString &meshPath);

} // namespace quarry
