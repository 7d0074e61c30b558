// How each game draws a player, in one table: the player's height, where
// its feet are below the entity's origin (the floor), the top of its box,
// and where the model's own source says so. Every player target applies
// them on export by default (io/targets/TargetExport): the model scaled
// to the game's height unless --height or --scale chooses another, turned
// to face +X (found from the rig as for the Quake III player,
// io/md3/Md3PlayerRig), its bind pose's lowest point on the floor and its
// middle on the Z axis (the origin is the middle of the player's box).
// A model that is not a player (--single-model, no skeleton, no head
// joint: a weapon, an item, a map object) keeps its size and placement.
#pragma once

#include "io/targets/EngineTarget.h"

namespace quarry {

struct PlayerConventions
{
    QString engine; // the target's id
    float height = 0; // the player model's height in game units
    float floor = 0; // Z of the player's feet below the origin
    float boxTop = 0; // Z of the top of the standing player's box
    float boxHalfWidth = 16; // the box reaches this far along X and Y
    QString source; // where the game says so
};

// Every game's conventions, in the order of engineTargets().
const QList<PlayerConventions> &playerConventionsTable();
// The conventions of a player target, null for one whose models are not
// players (the Doom 3 engines' models/md5 folder holds any model).
const PlayerConventions *playerConventions(const EngineTarget &target);

// What the model is taken to be for a target, and why.
struct PlayerKind
{
    bool player = false;
    QString reason; // "a skeleton with a head joint (Bip01 Head)", "--single-model", ...
};

struct PlayerOptions
{
    bool singleModel = false; // --single-model: not a player
    QString headJoint; // --head-joint; empty: found by name
    QString facing; // --facing: "+x", "-x", "+y", "-y"; empty or "auto": found from the rig
    bool sizeGiven = false; // --height or --scale chose the size
};

PlayerKind playerKind(const Model &model, const EngineTarget &target, const PlayerOptions &options);

// What the game would show of the model as it is: a player too small or
// too large, facing another way, floating or sunk, each with what the
// export does about it. Empty for a model that is not a player.
QList<TargetFinding> checkPlayerConventions(const Model &model, const EngineTarget &target,
                                            const PlayerOptions &options);

// Applies the conventions to a player (nothing to another model): returns
// what was done. Sets *warning when the way it faces cannot be told, *error
// for a facing that names no direction or a model without height.
QStringList applyPlayerConventions(Model &model, const EngineTarget &target, const PlayerOptions &options,
                                   QString *warning, QString *error);

} // namespace quarry
