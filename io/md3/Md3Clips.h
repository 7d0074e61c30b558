// An MD3's frames as animations: one per clip its sidecar gives
// (io/md3/Md3Sidecar), at the clip's rate and loop flag, frames no clip
// covers in animations of their own; without clips, one animation of every
// frame at 15 frames a second. Clips may share frames (Quake III's
// BOTH_DEAD1 is BOTH_DEATH1's last frame): the clips' ranges are kept in the
// model's extras ("md3.clips": per animation its name, first frame and
// count) so that the writer stores each frame once, as it was, while the
// animations still have those names and lengths and the shared frames (at
// most 256) still show the same pose in each clip; else every animation's
// frames follow on from the previous one's.
#pragma once

#include "io/Framegroups.h"
#include "io/md3/Md3Frames.h"
#include "io/md3/Md3Sidecar.h"

namespace quarry {

// The clip an animation was read as (its index among the clips, in its
// extras): a clip renamed is still the clip it was.
inline constexpr char kMd3ClipIndex[] = "md3.clip";
// Whether animation `index` of a model read from an MD3 is still the clip
// stored at that index under `storedName`: by its index where it keeps it,
// else by its name.
bool isStoredMd3Clip(const Animation &animation, qsizetype index, const QString &storedName);

// The frame rate of an MD3 read without clips.
inline constexpr double kMd3FramesPerSecond = 15.0;

// Appends the animations of `frames` frames to the model read from an MD3
// (its meshes' morph targets "frame 1" ... and its tags' joints with their
// "md3.tag" extras): one per clip, or one of all frames when `clips` is
// empty. Frames left out of every clip get an animation of their own, with
// a warning (`sidecar` names the file).
void addMd3Animations(Model &model, qint32 frames, const QList<Md3Clip> &clips, const QString &sidecar,
                      QList<Diagnostic> &warnings);

// The frames an MD3 written from the model stores, laid out as the clips
// were read (see above); empty when the layout no longer holds.
QList<Md3FrameTime> md3ClipFrameTimes(const Model &model);

// The .framegroups of an MD3 written from the model: each animation's
// first frame as the writer lays the frames out.
QList<FrameGroup> md3FrameGroups(const Model &model);

} // namespace quarry
