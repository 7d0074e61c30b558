// What an engine's model loader accepts, as numbers, and the check of a
// model against them: one finding per limit the model breaks, saying the
// limit, the model's number, whether exporting for the engine fixes it or
// what the user must do, and what to select to see it. The engines' own
// tables (io/targets) fill TargetLimits; the check, the export's fixes
// (model/ops/TargetFixes) and the Validation dock share them.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

#include <QList>
#include <QString>

#include <functional>

namespace quarry {

// How an engine treats joint scale.
enum class JointScaleRule : quint8 {
    Supported, // full scale, per axis
    Ignored, // scale channels skipped: a scaled joint draws unscaled
    UniformOnly, // non-uniform or negative scale refused
};

// A model file an export writes frames into and the model animations it
// holds (a Quake III player: lower.md3 those of the BOTH_ and LEGS_ slots).
struct TargetFrameFile
{
    QString name; // "lower.md3"
    // Indexes into the model's animations, then into `ranges`: index
    // model.animations.size() + k is ranges[k].
    QList<int> animations;
    // Animations cut from the model's by time ranges (--animation-map lines
    // such as LEGS_WALK = take1 12.5 13.7).
    QList<Animation> ranges;
};

struct TargetLimits
{
    bool loadsIqm = true; // false: the engine loads no format Quarry writes for it (the MD5 engines load theirs)
    int maxMeshVertices = 0; // > 0: at most this many vertices in one mesh
    int maxMeshTriangles = 0; // > 0: at most this many triangles in one mesh
    int maxTotalVertices = 0; // > 0: at most this many vertices in the file
    int maxTotalTriangles = 0; // > 0: at most this many triangles in the file
    int maxJoints = 0; // > 0: at most this many joints
    int maxCustomComponents = 0; // > 0: a custom array wider than this is refused
    bool refusesOddCustomTypes = false; // custom arrays other than (u)byte, (u)int, float refused
    int maxInfluences = 4; // influences per vertex the loader reads
    JointScaleRule jointScale = JointScaleRule::Supported;
    bool needsPoses = false; // a pose per joint (num_poses == num_joints)
    bool needsBounds = false; // per-frame bounds
    bool needsAnimation = false; // at least one animation and one frame
    qint64 maxFileBytes = 0; // > 0: larger files refused
    int maxFrames = 0; // > 0: at most this many frames in one model file (MD3), every animation's one after another
    QString framesFormat = QStringLiteral("MD3"); // the file maxFrames counts for, in messages
    // > 0: the file samples every animation at this rate (MDL's 10 frames a
    // second) unless the export resamples them (TargetCheckOptions::fps).
    double frameRate = 0;
    // The files the frames go into and their animations, given the
    // --animation-map file (empty: proposed from names), where the export
    // splits them (io/targets fills it; model/ops cannot read the map);
    // `keepSlotLengths`: the fixed-length slots keep their clips' lengths
    // (--keep-slot-lengths). Null: one file holding every animation.
    QList<TargetFrameFile> (*frameFiles)(const Model &model, const QString &animationMap,
                                         bool keepSlotLengths) = nullptr;
    // Too many frames are fixed on export unless the rate is given (a
    // Quake III player's MD3 parts: the export lowers the rate to fit).
    bool framesFitOnExport = false;
};

struct TargetFinding
{
    enum class Kind : quint8 {
        NoLoader, // the engine loads no format Quarry writes
        MeshVertices,
        MeshTriangles,
        TotalVertices,
        TotalTriangles,
        Joints,
        Influences,
        CustomArray,
        JointScale,
        Poses,
        Bounds,
        Animation,
        FileSize,
        Frames,
        // A player as the game would draw it (io/targets/PlayerConventions):
        // its size, the way it faces, its feet against the game's floor.
        PlayerSize,
        PlayerFacing,
        PlayerFloor,
        // The game's animation slots: most of them play one clip while
        // others play in none (io/targets/AnimationMap).
        AnimationSlots,
        // Triangles the game would draw inside out: wound against their
        // normals (io/targets/FaceWinding).
        FaceWinding,
        // A Quake III player's parts against the game's memory (the hunk at
        // the peak of loading, a surface's vertex buffer in the zone):
        // io/md3/Md3PlayerMemory.
        PlayerMemory,
    };

    Kind kind;
    QString limit; // what the engine allows, in words ("999 vertices per mesh")
    qint64 allowed = 0; // the limit as a number (0 where it is a yes/no)
    qint64 actual = 0; // the model's number
    bool fixable = false; // exporting for the target fixes it
    QString remedy; // what the export does, or what the user must do
    QString message; // one line for the user: subject, numbers and remedy
    Selection selection; // what it is about
};

struct TargetCheckOptions
{
    // > 0: the user allows merging joints down to this many (--max-joints);
    // without it too many joints cannot be fixed.
    int allowedJoints = 0;
    // The engine's name, for messages.
    QString engine;
    // The --animation-map file the export will take, for frameFiles.
    QString animationMap;
    // > 0: the export resamples the animations to this rate first (--fps,
    // the Export dialog's): frames are counted at it.
    double fps = 0;
    // The rate was given (--fps): frames over the limit are not fitted on
    // export (TargetLimits::framesFitOnExport).
    bool rateGiven = false;
    // The fixed-length slots of a Quake III player keep their clips'
    // lengths (--keep-slot-lengths): their frames are counted as they are.
    bool keepSlotLengths = false;
};

// An engine as the editor's views offer it (the tables live in io/targets,
// which views do not link: the editor hands them over).
struct TargetChoice
{
    QString id;
    QString title;
    TargetLimits limits;
    // What the game would show of the model beyond the loader's limits (a
    // player's size, facing and floor); empty: nothing more.
    std::function<QList<TargetFinding>(const Model &)> moreFindings;
};

// Every limit `model` breaks. Pure and quick: the counts only, no file written.
QList<TargetFinding> checkTarget(const Model &model, const TargetLimits &limits,
                                 const TargetCheckOptions &options = {});

// True when some finding cannot be fixed by exporting for the target.
bool hasUnfixable(const QList<TargetFinding> &findings);

// The finding's kind as scripts and --json spell it ("meshVertices").
QString targetFindingKindName(TargetFinding::Kind kind);

// The frames a file of these animations holds at their own rates (at `fps`
// when > 0, as --fps resamples them): each animation's frames, at least
// one; one, the bind pose, without animations.
qint64 targetFileFrames(const Model &model, const TargetFrameFile &file, double fps = 0);

// The size an IQM file of the model would have, roughly (vertex arrays,
// triangles and adjacency, joints, frames): for the file-size limit.
qint64 estimatedIqmBytes(const Model &model);

} // namespace quarry
