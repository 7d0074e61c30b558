// A Quake III player part as IQM: ioquake3's renderer loads lower.iqm,
// upper.iqm and head.iqm where the .md3 is absent (tr_model.c tries the
// other extensions), and R_IQMLerpTag takes a tag from the joint of that
// name, as its posed matrix in the model (the joint's world transform at
// the frame). cgame draws upper in the space of lower's tag_torso and head
// in upper's tag_head, as for MD3: a part is stored in its origin tag's
// space at every frame, its skeleton kept, its animations at their own
// rate (ioquake3 ignores IQM's animation records and plays the absolute
// frames animation.cfg gives, frames stacked in the order of the
// animations as for MD3).
#pragma once

#include "model/Model.h"

namespace quarry {

// The part in the space of its joint `originTag` (empty: as it is): every
// frame's root joints re-keyed so that the tag stays at the origin with
// the model's axes, the bind pose moved with it. The tag must have the
// model's axes in the bind pose (the player's tags do).
Model quake3IqmPart(const Model &part, const QString &originTag);

} // namespace quarry
