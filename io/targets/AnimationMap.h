// Which of the model's animations plays in each slot of a game's fixed
// animation order: read from a mapping file (--animation-map), proposed
// from matching names, and completed by the game's own fallbacks.
#pragma once

#include "io/IoResult.h"
#include "io/targets/EngineTarget.h"

namespace quarry {

// Per slot, the index of the model animation it plays; -1 = unmapped.
using AnimationMap = QList<int>;

// Reads a mapping file: one `SLOT = ANIMATION` per line (slot names as the
// target lists them, case-insensitive; animation by name or by index),
// `#` or `//` comments and blank lines skipped. `SLOT = ANIMATION START
// END` plays the part of the animation from START to END seconds (a long
// capture cut into the slots), looping as the animation does unless `loop`
// or `once` follows; each range is cut once however many slots play it.
// Errors name the file and line.
struct AnimationMapResult
{
    // Index model.animations.size() + k plays ranges[k]: the caller
    // appends `ranges` to the model's animations (appendAnimationRanges).
    AnimationMap map;
    QList<Animation> ranges;
    std::optional<Diagnostic> error;
};
AnimationMapResult readAnimationMap(const QString &path, QByteArrayView text,
                                    const QList<AnimationSlot> &animationOrder, const Model &model);

// The map's ranges added after the model's animations, where its indexes
// expect them.
void appendAnimationRanges(Model &model, const AnimationMapResult &read);

// Proposals: each slot gets the first model animation whose name matches
// (case-insensitively) the slot's name or one of its proposals, else whose
// name does after the prefix all the model's animations share, up to a
// separator (_ - . : | or a space: "paladin_walk" plays "walk").
AnimationMap proposeAnimationMap(const QList<AnimationSlot> &animationOrder, const Model &model);

// Fills unmapped slots by the slots' fallbacks (then the animation named
// idle, then the first one), with one warning per filled slot. `map` is
// complete afterwards when the model has an animation.
QStringList completeAnimationMap(const QList<AnimationSlot> &animationOrder, const Model &model, AnimationMap &map);

// The model's animations renamed to the slots they are mapped to, for games
// that look animations up by name (an animation mapped to several slots is
// copied for each; those mapped to none keep their names). The first slot
// is the one the game cannot do without: left unmapped, the first
// animation plays it (or a one-frame rest pose where there is none), with
// a warning. One line per renamed or added animation.
QStringList nameAnimations(Model &model, const QList<AnimationSlot> &names, const AnimationMap &map,
                           QStringList *warnings);

// The first frame of each animation as an IQM file stacks them.
QList<qint64> animationFirstFrames(const Model &model);

} // namespace quarry
