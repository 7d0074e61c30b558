// A Quake III player model: the model split by joints into lower.md3 (the
// legs, carrying tag_torso where the torso joint sits, on its parent),
// upper.md3 (the torso from the torso joint on, carrying tag_head where the
// head joint sits and tag_weapon on the weapon joint, stored in tag_torso's
// space as the game draws it there) and head.md3 (from the head joint on,
// one frame in tag_head's space); the tags have the model's axes in the
// bind pose, with animation.cfg and the three _default.skin files
// the game's loader asks for (cgame's cg_players.c). A vertex goes with
// the joint that weighs most on it, a triangle with most of its vertices.
//
// Frames: lower.md3 holds the animations of the BOTH_ and LEGS_ slots,
// upper.md3 those of the BOTH_ and TORSO_ slots; animation.cfg numbers
// BOTH, then TORSO, then LEGS frames one after the other, as the loader
// expects: it subtracts LEGS_WALKCR's first frame minus TORSO_GESTURE's
// from every LEGS_ entry (CG_ParseAnimationFile), which lands on the legs'
// frames of lower.md3.
//
// Levels of detail (options.lods, at most 2: MD3_MAX_LODS is 3 in the
// renderers' tr_model.c) go beside each part as lower_1.md3, lower_2.md3,
// ..., each with about half the triangles of the one before
// (model/ops/Lods), the same frames and tags; the renderer swaps them by
// distance.
#pragma once

#include "io/IoResult.h"
#include "model/ops/TargetCheck.h"

namespace quarry {

struct Quake3PlayerOptions
{
    QString directory; // written into
    // The first joint of the torso, of the head, and the joint the weapon
    // hangs on; empty: found from the joints' names.
    QString torsoJoint;
    QString headJoint;
    QString weaponJoint;
    QString animationMapPath; // SLOT = ANIMATION lines; empty: proposed from names
    int lods = 0; // levels of detail beside each part (at most kQuake3PlayerLods)
};

// The renderers load lower.md3 and at most two coarser levels (MD3_MAX_LODS).
inline constexpr int kQuake3PlayerLods = 2;

struct Quake3PlayerJoints
{
    int torso = -1;
    int head = -1;
    int weapon = -1;
};

// The joints named, else found: the torso at the first joint named like
// spine or chest, the head at the first named head (else neck), the weapon
// at a right hand (else the head). Sets *error when one cannot be found.
Quake3PlayerJoints findQuake3PlayerJoints(const Model &model, const Quake3PlayerOptions &options, QString *error);

struct Quake3PlayerResult
{
    QStringList files; // written into the directory: their names
    QStringList warnings;
    QString error; // nothing was written

    bool ok() const { return error.isEmpty(); }
};

// The player's files in memory, named as in the player's folder
// ("lower.md3", "lower_1.md3", "lower_default.skin", "animation.cfg"), with
// what was done (levels of detail made) and warnings; writes nothing.
struct Quake3PlayerFiles
{
    QList<FileBytes> files;
    QStringList fixes;
    QStringList warnings;
    QString error;

    bool ok() const { return error.isEmpty(); }
};

Quake3PlayerFiles quake3PlayerFiles(const Model &model, const Quake3PlayerOptions &options);

// The animations lower.md3 and upper.md3 hold, as quake3PlayerFiles lays
// them out with the map file (empty: proposed from names), for the check
// of MD3's frame limit (head.md3 holds one frame).
QList<TargetFrameFile> quake3PlayerFrameFiles(const Model &model, const QString &animationMapPath);

// quake3PlayerFiles, saved into options.directory.
Quake3PlayerResult exportQuake3Player(const Model &model, const Quake3PlayerOptions &options);

} // namespace quarry
