// The rig of a Quake III player (io/md3/Md3Player): its torso, head and
// weapon joints by the names of common rigs, which way it faces, and the
// game's placement: facing +X, the bind pose's lowest point on the floor
// (Z = -24) and its middle on the Z axis. findQuake3PlayerJoints,
// findQuake3PlayerFacing, parseQuake3Facing and readableJointName, declared
// in Md3Player.h, are defined here.
#pragma once

#include "io/md3/Md3Player.h"

namespace quarry {

// Turns the model to face +X (from `facing`: "+x", "-x", "+y", "-y"; empty
// or "auto": found from the rig) and stands it on the game's floor; returns
// what was done, for the fixes. Sets *warning when the way it faces cannot
// be told (it is left as it faces), *error for a `facing` that names no
// direction.
QStringList placeQuake3Player(Model &model, const QString &facing, QString *warning, QString *error);
// The same for any game: facing +X, the bind pose's lowest point at Z =
// `floor`, its middle on the Z axis (io/targets/PlayerConventions).
QStringList placePlayer(Model &model, const QString &facing, float floor, QString *warning, QString *error);

} // namespace quarry
