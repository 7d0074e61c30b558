// A Quake III player's three parts (lower.md3, upper.md3, head.md3 and the
// animation.cfg beside them) as one model, as the game draws them: upper.md3
// hangs on lower.md3's tag_torso and head.md3 on upper.md3's tag_head at
// every frame (cgame's CG_PositionRotatedEntityOnTag), and each slot of the
// animation.cfg is one clip named after the slot, the BOTH_ clips moving
// both parts, the LEGS_ clips the legs and the TORSO_ clips the torso.
//
// Each part is read by readMd3 and kept whole: its joints (the tags, named
// "lower/tag_torso", "upper/tag_head" ...) under the tag it hangs on, so the
// joint hierarchy attaches it; its meshes ("upper/u_torso" ...) bound
// rigidly to that tag, their vertices placed where the tag holds them in
// the bind pose; its materials; and what the MD3 reader kept of the file
// (its bytes, frames, clips and sidecar) in the model's extras
// ("md3.player": per part its file, counts and extras). Saving splits the
// model back into the three parts and writes each with writeMd3 (so a part
// that did not change is written as it was read, its levels of detail
// follow it) and the one animation.cfg: a BOTH_ clip retimed changes
// lower.md3 and upper.md3 together, and the file's other lines keep their
// bytes.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// The read option that opens a part with the other two as one player.
inline constexpr char kMd3PlayerOption[] = "md3.player";
// Model extras of a player read as one model.
inline constexpr char kMd3PlayerParts[] = "md3.player";

struct Quake3PlayerPaths
{
    QString lower;
    QString upper;
    QString head;
    QString config;

    bool complete() const { return !lower.isEmpty() && !upper.isEmpty() && !head.isEmpty() && !config.isEmpty(); }
};

// The three parts and the animation.cfg beside `partPath` when it is
// lower.md3, upper.md3 or head.md3 (names as the game's archives take
// them, case-insensitively); incomplete otherwise.
Quake3PlayerPaths quake3PlayerPaths(const QString &partPath);

// Reads the player that `partPath` is a part of as one model; an error
// where the other parts or the animation.cfg are missing or do not read.
ReadResult readQuake3PlayerModel(const QString &partPath, const ReadOptions &options = {});

bool isQuake3PlayerModel(const Model &model);

// The part models a player model splits into (lower, upper, head), as
// readMd3 would have read them where nothing changed; `error` when the
// model no longer holds a player.
QList<Model> splitQuake3PlayerModel(const Model &model, QString *error);

// Saves a player model: the bytes of the part `path` names in
// result.data, the other parts, their levels of detail and the
// animation.cfg as siblings (in the folder of `path`).
WriteResult writeQuake3PlayerModel(const Model &model, const QString &path, const WriteOptions &options = {});

// The MD3 format's entry points: a player (the read option
// kMd3PlayerOption on a part with the others beside it; a model read so)
// as one model, else readMd3 and writeMd3.
ReadResult readMd3File(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeMd3File(const Model &model, const QString &path, const WriteOptions &options);

} // namespace quarry
