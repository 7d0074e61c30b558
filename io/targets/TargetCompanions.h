// The text files a game reads beside a model: DarkPlaces' MODEL_0.skin,
// a .framegroups in the game's fixed order, Quake III's and Warsow's
// animation.cfg, Unvanquished's character.cfg.
#pragma once

#include "io/targets/AnimationMap.h"

#include <QByteArray>

namespace quarry {

// `mesh,shader` for every mesh (DarkPlaces hides a mesh its skin leaves
// out); `shaders` gives each mesh's shader (texture path without
// extension, relative to the game folder), empty entries fall back to
// the mesh's material name.
QByteArray skinText(const Model &model, const QStringList &shaders);

// One `first count fps loop // slot` line per slot, the frames of the
// animation the slot plays as an IQM file stacks them.
QByteArray slotFramegroupsText(const Model &model, const QList<AnimationSlot> &animationOrder, const AnimationMap &map);

// Quake III's animation.cfg: `sex m`, then `first count looping fps` per slot
// in the game's order.
QByteArray quake3AnimationConfig(const Model &model, const QList<AnimationSlot> &animationOrder,
                                 const AnimationMap &map);

// Warsow's animation.cfg: `sex m`, then `first last loopingframes fps` per slot.
QByteArray warsowAnimationConfig(const Model &model, const QList<AnimationSlot> &animationOrder,
                                 const AnimationMap &map);

// Xonotic's MODEL_0.txt, the model's entry in the player list:
// `name NAME`, `species human`, `sex Male`, a blank line, then the
// description (the source file's name).
QByteArray xonoticModelInfo(const QString &name, const QString &sourcePath);

// Unvanquished's character.cfg.
QByteArray unvanquishedCharacterConfig(const Model &model);

} // namespace quarry
