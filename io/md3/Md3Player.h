// A Quake III player model: the model split by joints into lower.md3 (the
// legs, carrying tag_torso where the torso joint sits, on its parent),
// upper.md3 (the torso from the torso joint on, carrying tag_head where the
// head joint sits and tag_weapon on the weapon joint, stored in tag_torso's
// space as the game draws it there) and head.md3 (from the head joint on,
// one frame in tag_head's space); the tags have the model's axes in the
// bind pose, with animation.cfg and the three _default.skin files
// the game's loader asks for (cgame's cg_players.c), and icon_default.tga
// (the head drawn from the front), without which cgame refuses the player.
// A vertex goes with the part whose joints weigh most on it (the legs, from
// the hips down, with the lower part wherever the rig hangs them), a
// triangle with most of its vertices; a part left without triangles is an
// error naming the joints that would give it some (the game refuses an
// empty part's skin).
//
// The game's conventions: the player faces +X (turned from the way the
// rig faces: toes ahead of the ankles, eyes ahead of the head, or as
// given), its bind pose's lowest point at Z = -24 and its middle on the
// Z axis (the entity's origin is the centre of the player's box, which
// reaches 24 units down), and tag_weapon along the model's axes at the
// first frame of TORSO_STAND's animation, so that a weapon, modelled along
// +X, points where the player looks.
//
// Frames: lower.md3 holds the animations of the BOTH_ and LEGS_ slots,
// upper.md3 those of the BOTH_ and TORSO_ slots, each clip once a file;
// animation.cfg numbers BOTH, then TORSO, then LEGS frames one after the
// other, as the loader expects: it subtracts LEGS_WALKCR's first frame
// minus TORSO_GESTURE's from every LEGS_ entry (CG_ParseAnimationFile),
// which lands on the legs' frames of lower.md3. The slots the weapon is
// synced to are held to their lengths, and MD3 frames fitted to the game's
// memory (io/md3/Md3PlayerFrames); surface names and IQM tangents as the
// default renderer needs them (io/md3/Md3PlayerRenderer).
//
// With options.format "iqm" the parts are lower.iqm, upper.iqm and head.iqm
// (io/md3/Md3PlayerIqm): skeletal, the tags as joints, each part in its
// origin tag's space frame by frame, at the animations' own rates.
//
// Levels of detail (options.lods, at most 2: MD3_MAX_LODS is 3 in the
// renderers' tr_model.c) go beside each part as lower_1.md3, lower_2.md3,
// ..., each with about half the triangles of the one before
// (model/ops/Lods), the same frames and tags; the renderer swaps them by
// distance.
#pragma once

#include "io/IoResult.h"
#include "io/md3/Md3PlayerFrames.h"
#include "model/ops/TargetCheck.h"

#include <QImage>
#include <QVector3D>

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
    // "md3" (Quake III's own player format), or "iqm": lower.iqm, upper.iqm
    // and head.iqm, skeletal, at the animations' own rates
    // (io/md3/Md3PlayerIqm.h).
    QString format = QStringLiteral("md3");
    int lods = 0; // levels of detail beside each part (at most kQuake3PlayerLods)
    // The way the model faces as stored: "+x", "-x", "+y" or "-y"; empty
    // or "auto": found from the rig (findQuake3PlayerFacing).
    QString facing;
    // For the icon: each material's texture (a null image, or none: found
    // beside sourcePath).
    QList<QImage> materialImages;
    QString sourcePath;
    // The fixed-length slots (TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP,
    // TORSO_RAISE) keep their clips' frame counts instead of being
    // resampled to the lengths the game's weapon is synced to
    // (io/md3/Md3PlayerFrames).
    bool keepSlotLengths = false;
    // MD3: the animations' rate lowered (or their clips shortened) until the
    // parts fit MD3's frames and the game's memory; false where the rate
    // was given (--fps), which is then only warned about.
    bool fitFrames = true;
};

// Where the game's floor is below a player's origin (the player's box
// reaches from -24 to 32 in Z, bg_pmove.c MINS_Z).
inline constexpr float kQuake3PlayerFloor = -24.0f;

struct Quake3PlayerFacing
{
    // The way the model faces as stored, along +-X or +-Y; null: not found.
    QVector3D direction;
    QString evidence; // what told it: "toes ahead of the ankles", ...
};

// The way the rig faces: from its toes' joints ahead of their feet, its
// eyes' ahead of the head, else the vertices of its feet ahead of the
// ankles; rounded to the nearest of +-X and +-Y.
Quake3PlayerFacing findQuake3PlayerFacing(const Model &model);
// "+x", "-x", "+y", "-y" (case-insensitive, "x" for "+x") as a direction;
// a null vector for anything else.
QVector3D parseQuake3Facing(const QString &text);
// A joint name as written: a Python byte-string literal (b'\xe9\xa0\xad',
// as some converters write MMD names) decoded as UTF-8, else unchanged.
QString readableJointName(const QString &name);

// ioquake3 loads an IQM file of at most 16 MiB (tr_model_iqm.c), with at
// most 128 joints (IQM_MAX_JOINTS).
inline constexpr qint64 kQuake3IqmMaxBytes = qint64(16) << 20;
inline constexpr int kQuake3IqmMaxJoints = 128;
// The renderers load lower.md3 and at most two coarser levels (MD3_MAX_LODS).
inline constexpr int kQuake3PlayerLods = 2;

struct Quake3PlayerJoints
{
    int torso = -1;
    int head = -1;
    int weapon = -1;
    // The first joint of each leg (a chain off the way from the root to the
    // head that holds a foot): the legs and what hangs below them go in
    // lower.md3 wherever the rig parents them (a 3ds Max Biped hangs its
    // thighs on Bip01 Spine, the torso).
    QList<int> legs;
};

// The first joint of each leg: every joint off the way from the root to
// `head` whose joints below hold a foot, ankle or toe (by name); empty
// without feet.
QList<int> findQuake3PlayerLegs(const Model &model, int head);
// The part each joint moves: 0 lower.md3, 1 upper.md3, 2 head.md3. The head
// joint and below it the head; a leg and below it the lower part; the torso
// joint and below it the upper part; the rest the lower part.
QList<int> quake3PlayerJointParts(const Model &model, const Quake3PlayerJoints &joints);
// Per mesh, per vertex: the part it goes with, the one whose joints weigh
// most on it in sum (on a tie the part of its heaviest joint); lower for a
// vertex without weights. A triangle goes with the part most of its
// vertices are in.
QList<QList<int>> quake3PlayerVertexParts(const Model &model, const QList<int> &jointParts);

// The joints named, else found: by the names of common rigs (3ds Max
// Biped "Bip01 Spine", "Bip01 Head", "Bip01 R Hand"; Mixamo
// "mixamorig:Spine", "mixamorig:Head", "mixamorig:RightHand"; MMD 上半身,
// 頭, 右手首, also as byte-string literals), else the torso at the first
// joint from the root to the head that leaves the feet out, else the first
// named like spine or chest, the head at the first named head (else neck,
// else the joint the eyes hang on), the weapon at a right hand (else the
// head); the legs by their feet (findQuake3PlayerLegs). Sets *error when
// one cannot be found.
Quake3PlayerJoints findQuake3PlayerJoints(const Model &model, const Quake3PlayerOptions &options, QString *error);

// Per mesh, per vertex: the part it goes to with these joints, as
// quake3PlayerFiles splits the model (0: lower.md3, 1: upper.md3, 2:
// head.md3; a vertex no joint weighs on goes with the legs), for showing
// the split before anything is written.
QList<QList<int>> quake3PlayerVertexParts(const Model &model, const Quake3PlayerJoints &joints);

struct Quake3PlayerResult
{
    QStringList files; // written into the directory: their names
    QStringList fixes;
    QStringList warnings;
    QString error; // nothing was written

    bool ok() const { return error.isEmpty(); }
};

// The player's files in memory, named as in the player's folder
// ("lower.md3", "lower_1.md3", "lower_default.skin", "animation.cfg",
// "icon_default.tga"), with what was done (turned, placed, levels of
// detail made) and warnings; writes nothing.
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
// of MD3's frame limit (head.md3 holds one frame); the fixed-length slots
// held to their lengths unless `keepSlotLengths`.
QList<TargetFrameFile> quake3PlayerFrameFiles(const Model &model, const QString &animationMapPath,
                                              bool keepSlotLengths = false);

// The model's animations as quake3PlayerFiles lays them out: the slots'
// clips from the map file (proposed from names where it cannot be read),
// its time ranges appended to the model's animations, the slots completed,
// the fixed-length slots held to their lengths unless `keepSlotLengths`.
struct Quake3LaidFrames
{
    Model model;
    AnimationMap map;
    Quake3FrameLayout layout;
};
Quake3LaidFrames laidQuake3PlayerFrames(const Model &model, const QString &animationMapPath,
                                        bool keepSlotLengths = false);

// quake3PlayerFiles, saved into options.directory.
Quake3PlayerResult exportQuake3Player(const Model &model, const Quake3PlayerOptions &options);

} // namespace quarry
