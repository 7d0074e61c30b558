// Two clips played together: the current clip on the joints and meshes it
// keys, a companion clip on those the current one leaves alone (a Quake III
// player's legs clip with a torso clip, as cgame plays lower.md3 and
// upper.md3 each with its own clip). The companion runs on the same clock,
// from its start: a looping one wraps around, another holds its last frame.
#pragma once

#include "model/MorphWeights.h"
#include "model/Pose.h"

namespace quarry {

// The companion's time when the current clip is at `time`.
double companionTime(const Model &model, int companion, double time);

// localPose of `animation` at `time`, the joints it does not key (and the
// companion does) at the companion's pose; `animation` alone where
// `companion` is -1, out of range or the same clip.
QList<Transform> layeredLocalPose(const Model &model, int animation, int companion, double time);

// playedMorphWeights the same way: each mesh the current clip has no morph
// tracks for takes the companion's weights; `preview` on top of both.
MorphWeights layeredMorphWeights(const Model &model, int animation, int companion, double time,
                                 const MorphWeights &preview = {});

// The clips that can play with `animation`: for a Quake III player's slot
// clips, the TORSO_ clips with a LEGS_ clip and the LEGS_ clips with a
// TORSO_ clip (a BOTH_ clip moves both parts: none); empty otherwise.
QList<int> companionCandidates(const Model &model, int animation);
// The companion to play with `animation`: `companion` where it is one of
// the candidates, else TORSO_STAND with a legs clip and LEGS_IDLE with a
// torso clip (as the game stands a player), else the first candidate; -1
// where there is none.
int pairedCompanion(const Model &model, int animation, int companion);

} // namespace quarry
