// A Quake III player's frames: the fixed-length slots held to the lengths
// the first-person weapon is synced to, the frames lower.md3 and upper.md3
// hold (a clip stored once per file however many slots play it), and the
// fit of those frames into the game's memory.
//
// What the game's memory holds (ioquake3, as OpenArena runs it): the hunk
// is com_hunkMegs, 128 MB unless set (qcommon/common.c DEF_COMHUNKMEGS);
// the map oa_dm1 with the default player in it uses about 10 MB of it
// (meminfo). cgame loads lower, upper and head one after another; for
// each the file is read into the hunk's temporary side (FS_ReadFile), and
// the renderer keeps the model on its permanent side: renderergl1 a copy of
// the file (8 bytes a vertex a frame), renderergl2, the default renderer
// (cl_renderer "opengl2"), 28 bytes a vertex a frame (mdvVertex_t: a
// float position, a packed normal and tangent), and while it builds a
// surface's vertex buffer it takes 24 then 28 bytes a vertex a frame from
// the zone (com_zoneMegs, 24 MB), where a failure ends the game.
#pragma once

#include "io/targets/AnimationMap.h"
#include "model/Model.h"

namespace quarry {

// The rate OpenArena's own players (all sixteen animation.cfg files) play
// the fixed-length slots at: TORSO_ATTACK and TORSO_ATTACK2 15 frames a
// second, TORSO_DROP and TORSO_RAISE 20; 0 for the other slots.
int quake3FixedSlotRate(int slot);

// Every slot of a fixed length (quake3::fixedFrameCount: TORSO_ATTACK and
// TORSO_ATTACK2 6 frames, TORSO_DROP 5, TORSO_RAISE 4) whose clip has
// another frame count plays a copy of it resampled to that count, evenly
// over the clip's time, played at quake3FixedSlotRate (the copy is
// appended to model.animations, its kAnimationFixedFrameCount set; slots
// playing one clip at one length share the copy). One fix line per copy.
QStringList holdQuake3SlotLengths(Model &model, AnimationMap &map);

struct Quake3FrameLayout
{
    // The animations each file holds, one after another: the BOTH_ slots'
    // first (in both files), then the TORSO_ (upper) or LEGS_ (lower)
    // slots' not among them.
    QList<int> lower, upper;
    // Per slot, the first frame as animation.cfg says it (LEGS_ entries
    // counted as if upper's own frames came before them: cgame subtracts
    // LEGS_WALKCR's first frame minus TORSO_GESTURE's from every LEGS_ one).
    QList<int> first;
};

// The layout of the slots' clips. A clip is stored once per file; where
// that would put LEGS_WALKCR's frames in lower.md3 elsewhere than
// TORSO_GESTURE's in upper.md3 (which cgame's subtraction needs equal), the
// TORSO_ and LEGS_ clips are stored after the BOTH_ ones even where a
// BOTH_ slot plays them too.
Quake3FrameLayout quake3FrameLayout(const Model &model, const AnimationMap &map);

// The game's memory a player takes, as the renderers load it.
inline constexpr qint64 kQuake3HunkBytes = qint64(128) << 20; // com_hunkMegs' default
// What a player's parts may take of the hunk at their peak (the permanent
// models plus the file being read): half of it, the rest left to the map,
// the weapons and the other players.
inline constexpr qint64 kQuake3PlayerHunkBudget = kQuake3HunkBytes / 2;
// What one surface's vertex buffer may take of the 24 MB zone while the
// OpenGL 2 renderer builds it.
inline constexpr qint64 kQuake3SurfaceZoneBudget = qint64(12) << 20;
// The fit lowers the rate no further than this before it shortens clips
// (Quake III's own players animate at 10 to 20 frames a second).
inline constexpr int kQuake3LowestFitRate = 10;

// A part as the memory estimate counts it.
struct Quake3PartSize
{
    qint64 vertices = 0; // all surfaces, levels of detail included
    qint64 largestSurface = 0; // vertices
    int tags = 0;
    // The IQM parts (io/md3/Md3PlayerIqmFit), which ioquake3 loads without
    // their levels of detail: the first file's meshes, vertices and
    // triangles, its joints (tag joints included), their names' bytes with
    // their zeros, and whether it has vertex colours.
    qint64 meshes = 0, levelVertices = 0, levelTriangles = 0;
    int joints = 0;
    qint64 jointNameBytes = 0;
    bool colors = false;
};

// The hunk bytes a player takes at its peak with these frames per part
// (head: one frame), the larger of the two renderers' (renderergl2's).
qint64 quake3PlayerHunkBytes(const Quake3PartSize &lower, qint64 lowerFrames, const Quake3PartSize &upper,
                             qint64 upperFrames, const Quake3PartSize &head);

// The player's memory at some frames: each part's frames, the hunk at the
// peak of loading, the largest surface's vertex buffer in the zone (MD3).
struct Quake3PlayerMemory
{
    qint64 lowerFrames = 0, upperFrames = 0;
    qint64 hunk = 0; // bytes
    qint64 zone = 0; // bytes; 0 for IQM parts (their buffers hold the bind pose)

    // Within kQuake3PlayerHunkBudget and kQuake3SurfaceZoneBudget.
    bool fitsMemory() const { return hunk <= kQuake3PlayerHunkBudget && zone <= kQuake3SurfaceZoneBudget; }
};

// The memory with every animation lower.md3 and upper.md3 hold at exactly
// `rate` frames a second (as --fps resamples them; the fixed-length copies
// as they are), from the counts alone. `iqm`: the parts are IQM.
Quake3PlayerMemory quake3PlayerMemoryAt(const Model &model, const Quake3FrameLayout &layout,
                                        const Quake3PartSize &lower, const Quake3PartSize &upper,
                                        const Quake3PartSize &head, bool iqm, double rate);

// What fitQuake3PlayerFrames does, worked out from the counts alone (the
// model left as it is): quarry check shows it, the export applies it.
struct Quake3FramePlan
{
    double highest = 1; // the animations' highest rate (the fixed-length copies left out)
    double longest = 0; // the longest clip, seconds
    int rate = 0; // the rate the animations are lowered to; 0: they fit as they are
    double seconds = 0; // clips longer than this cut to it (< longest), else longest
    Quake3PlayerMemory own; // at the animations' own rates
    Quake3PlayerMemory fitted; // as fitted (own where nothing changes)
    // What the export does (its fix line), or empty.
    QString fix;
    QString error; // nothing fits

    bool changes() const { return rate > 0; }
};

// The highest whole rate at or under the animations' own at which each
// part holds at most 1,024 frames (MD3) and the player fits
// kQuake3PlayerHunkBudget and kQuake3SurfaceZoneBudget; below
// kQuake3LowestFitRate the longest clips shortened instead (their first
// seconds kept). `iqm`: the parts are IQM (no frame cap;
// quake3IqmPlayerHunkBytes against the budget).
Quake3FramePlan planQuake3PlayerFrames(const Model &model, const Quake3FrameLayout &layout, const Quake3PartSize &lower,
                                       const Quake3PartSize &upper, const Quake3PartSize &head, bool iqm = false);

// The highest whole rate, from `from` down to 1, at which every clip whole
// fits as planQuake3PlayerFrames counts it (--fps that fits); 0 where none.
int quake3PlayerFittingRate(const Model &model, const Quake3FrameLayout &layout, const Quake3PartSize &lower,
                            const Quake3PartSize &upper, const Quake3PartSize &head, bool iqm, int from);

struct Quake3FrameFit
{
    QString fix; // what was changed, or empty
    QString error; // nothing fits
};

// Applies planQuake3PlayerFrames to the animations lower.md3 and upper.md3
// hold (not the fixed-length copies): lowered to its rate, cut to its
// length.
Quake3FrameFit fitQuake3PlayerFrames(Model &model, const Quake3FrameLayout &layout, const Quake3PartSize &lower,
                                     const Quake3PartSize &upper, const Quake3PartSize &head, bool iqm = false);

} // namespace quarry
