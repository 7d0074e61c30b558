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

// Proposals: each slot gets the model animation named (case-insensitively)
// as the slot, else the first of its proposals some animation is named
// after: by the whole name, by the name after the prefix all the model's
// animations share up to a separator (_ - . : | or a space: "paladin_walk"
// plays "walk"), else by the words of the name as people name clips
// (after an exporter's "Armature|", split at separators, case changes and
// digits, synonyms as one: jog and sprint run, shoot and fire attack, die
// is death, stand and breathe idle, duck crouch, taunt and wave gesture),
// where the words left over name no other action ("paladin_shoot_arrow"
// attacks; "crouch_walk" is no walk); the fewest words over first.
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

// What the game's slots would play (`mapPath` the --animation-map file,
// empty: proposed from names): when more than half of them play one clip
// and the proposal placed no other, while the model has clips that play in
// none ("all 25 slots play "paladin_idle""), a finding naming the clips
// left out; none otherwise, or for a target without an animation order.
QList<TargetFinding> checkAnimationSlots(const Model &model, const EngineTarget &target, const QString &mapPath = {});

// The first frame of each animation as an IQM file stacks them.
QList<qint64> animationFirstFrames(const Model &model);

} // namespace quarry
