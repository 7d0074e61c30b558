// Animation extras a reader may set where the game, not the model file,
// decides how a clip plays (Unvanquished's MD5 players: the cgame loads
// each slot from a file of a fixed name and loops it or not by its own
// table): the slots that play the clip ("LEGS_RUN") and whether the game
// loops them (bool), whatever the clip's loop flag says.
#pragma once

namespace quarry {

inline constexpr char kAnimationGameSlots[] = "gameSlots";
inline constexpr char kAnimationGameLoop[] = "gameLoop";

} // namespace quarry
