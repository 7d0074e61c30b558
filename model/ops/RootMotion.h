// Root motion: the travel of an animation's root across the floor. A game
// that moves the player's entity itself (the Quake III family, Xonotic)
// plays animations in place; a capture that walks across the room would
// walk the model away from its box. In place, the joint that carries the
// travel keeps its bind pose's horizontal position in every key and its
// height as animated (a jump still rises, a crouch still sinks).
#pragma once

#include "model/Model.h"

#include <QStringList>

namespace quarry {

// The joint that carries an animation's travel: from the root with the
// most joints below it, down through the child with the most joints below
// it, the first whose translation keys move across the floor (X, Y); -1
// when none does.
int rootMotionJoint(const Model &model, int animation);

// How far the joint strays across the floor from its bind pose's place in
// the animation, at its translation keys (0 when it has none).
float horizontalTravel(const Model &model, int animation, int joint);

// Every animation in place (see above); one line per animation changed,
// naming its joint and the travel removed.
QStringList removeRootTravel(Model &model);

} // namespace quarry
