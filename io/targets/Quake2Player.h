// The files of a Quake II target (EngineTarget::md2Layout), from the model
// made ready by fixForTarget (at the game's size, facing +X, on its
// floor):
//
// - a player (players/NAME/): tris.md2 with the 198 frames of Quake II's
//   m_player.h in their ranges (stand 0-39, run 40-45, ... death3
//   190-197), each range filled from the model animation the animation map
//   gives its slot (--animation-map, else matched by name, then the
//   slots' fallbacks): a looping range (stand, run, crstnd, crwalk) spread
//   over one cycle of the animation, the others from its first to its last
//   pose; weapon.md2 at the same frames (the client draws it with the
//   player's frame): the meshes hanging wholly on the weapon joint, else a
//   small bar in the weapon hand; the skin grunt.pcx (the name the client
//   falls back to), its 32 × 32 icon grunt_i.pcx (the head drawn from the
//   front, as the Quake III player's icon), grunt.png in truecolour for
//   engines that take it in the PCX's place, and weapon.pcx;
// - another model (--single-model, or a model that is not a player):
//   models/NAME/tris.md2 with every animation at 10 frames a second, its
//   skin.pcx and skin.png.
// The MD2's skin paths name the PCX files where they are written.
#pragma once

#include "io/md2/Md2Writer.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/TargetExport.h"

#include <QImage>

namespace quarry {

// Appends the files (paths under the output folder) and what was done to
// `result`; false with result.error set when they cannot be made.
bool quake2Files(const Model &model, const EngineTarget &target, const TargetExportOptions &options,
                 const QString &name, const QList<QImage> &materialImages, QList<FileBytes> &files,
                 TargetExportResult &result);

// The model time of each of the 198 frames: per slot, its first frame,
// frame count, and the animation and time each frame shows.
QList<quake::FrameSample> quake2PlayerFrames(const Model &model, const AnimationMap &map);

} // namespace quarry
