// An engine Quarry exports for: what its model loader accepts (the limits
// the check and the fixes use) and how a game on it looks for a model's
// files. One small file per engine (io/targets/<Engine>.cpp) fills one of
// these, from the engine's own loader source (the facts and their file and
// line are in the project's engine notes); engineTargets() lists them.
#pragma once

#include "model/ops/TargetCheck.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace quarry {

// A slot of a game's fixed animation order (Xonotic's framegroups, Quake
// III's animation.cfg) and the model animation names proposed for it.
struct AnimationSlot
{
    QString name; // as the game's source or file comments name it
    QStringList proposals; // model animation names matched case-insensitively, best first
    int fallback = -1; // the slot the game plays instead when this one is missing, -1 = idle
};

struct EngineTarget
{
    QString id; // as --target spells it
    QString format = QStringLiteral("iqm"); // the model's format: "iqm", "md3", "md5"
    QString title; // "DarkPlaces"
    QString loads; // one line on the formats it loads
    TargetLimits limits;
    // Where the model goes under the output folder; NAME is replaced by
    // --name: "models/player/NAME.iqm".
    QString modelPath;
    // Where level of detail LEVEL (1, 2, ...) goes, LEVEL and NAME
    // replaced ("models/player/NAME_lodLEVEL.iqm"); empty: the game draws no LODs.
    QString lodPath;
    // Whether the game reads Quake III shader scripts (scripts/*.shader):
    // textures with alpha get one saying how to draw them.
    bool shaderScripts = false;
    // Companion files the game reads beside the model.
    bool framegroups = false; // MODEL.framegroups (DarkPlaces, FTEQW)
    bool skinFile = false; // MODEL_0.skin naming every mesh (DarkPlaces draws no mesh left out)
    // MODEL_0.txt: the model's entry in Xonotic's player list (name,
    // species, sex, then a blank line and its description).
    bool modelInfo = false;
    QString skinPath; // else a .skin of this path (NAME replaced), empty = none
    // Doom3Def: def/NAME.def declaring the model, its mesh and animations.
    enum class AnimationConfig : quint8 { None, Quake3, Warsow, Unvanquished, Doom3Def };
    AnimationConfig animationConfig = AnimationConfig::None;
    // The fixed animation order the game's code expects; empty = the
    // model's own animations by name.
    QList<AnimationSlot> animationOrder;
    // The names the game looks the model's animations up by (Unvanquished:
    // models/players/NAME/NAME.iqm:idle); the animations mapped onto them
    // are written under these names. Empty: names as they are.
    QList<AnimationSlot> animationNames;
    // Texture formats the engine reads ("tga", "png", "jpg"), preferred first.
    QStringList textureFormats;
    QString packExtension; // "pk3", "dpk"
    // A model the engine loads only in place of another (vkQuake and
    // Ironwail: progs/NAME.md3 beside progs/NAME.mdl, which must exist);
    // NAME replaced by --name, empty = none.
    QString replaces;
    // A Quake III player (ioquake3): lower, upper and head models split at
    // the torso and head joints, with their tags, skins and animation.cfg
    // (io/md3/Md3Player), in the folder of modelPath.
    bool quake3Player = false;
    // Quake II (io/targets/Quake2Player): an MD2 with its skin packed into
    // one 8-bit PCX in Quake II's palette; Player: players/NAME/ with the
    // 198 frames of animationOrder, weapon.md2, the skin and its icon;
    // Model: models/NAME/tris.md2 with every animation at 10 frames a second.
    enum class Md2Layout : quint8 { None, Player, Model };
    Md2Layout md2Layout = Md2Layout::None;
    // A Quake model (io/targets/QuakeModels.h): progs/NAME.mdl with the
    // NAME.qc fragment of its frames, and where quakeEnhanced is set, the
    // enhanced model the engine reads in its place ("md5": the re-release's
    // progs/NAME.md5mesh and one progs/NAME.md5anim, its skins as
    // quakeEnhancedSkins names the files, "tga" or "lmp").
    bool quakeModel = false;
    QString quakeEnhanced;
    QString quakeEnhancedSkins;
};

// Every engine, in the order `quarry targets` lists them.
const QList<EngineTarget> &engineTargets();
// The target of that id (case-insensitive), or null.
const EngineTarget *findEngineTarget(const QString &id);
// The one-model form of a player target (ioquake3: one IQM with
// animation.cfg, for a mod that loads one skeletal model, or a model that
// is not a player), else the target itself.
const EngineTarget &singleModelForm(const EngineTarget &target);
// Every engine as the editor's views offer it.
QList<TargetChoice> targetChoices();
// The target ids, comma separated, for messages.
QString engineTargetIds();

// The engines' tables, one file each.
EngineTarget darkplacesTarget();
EngineTarget xonoticTarget();
EngineTarget fteqwTarget();
EngineTarget ioquake3Target();
EngineTarget ioquake3ModelTarget(); // its one-model form
EngineTarget ioquake3IqmPlayerTarget(); // its player as IQM parts (--player-format iqm)
EngineTarget quakespasmSpikedTarget();
EngineTarget warsowTarget();
EngineTarget warforkTarget();
EngineTarget unvanquishedTarget();
// Engines without an IQM loader (MD3/MD5 only), listed so the check can say so.
QList<EngineTarget> md3Md5Targets();
// vkQuake and Ironwail: Quake's .mdl and the MD5 read in its place (QuakeEnhanced.cpp).
EngineTarget vkquakeTarget();
EngineTarget ironwailTarget();
// QuakeSpasm and the 2021 re-release: Quake's .mdl (QuakeTargets.cpp).
QList<EngineTarget> quakeTargets();
// A Quake source port's target: progs/NAME.mdl held to QuakeSpasm's numbers
// (io/targets/QuakeTargets.cpp), for the ports to change where theirs differ.
EngineTarget quakeMdlTarget(const char *id, const char *title, const char *loads);
// The Doom 3 engines: MD5.
EngineTarget dhewm3Target();
EngineTarget rbdoom3Target();
// def/NAME.def for a Doom 3 game: a `model` declaration naming the mesh at
// `meshPath` (the game path) and each animation beside it by its name.
QByteArray doom3ModelDef(const Model &model, const QString &name, const QString &meshPath);
// Quake II engines (Quake2.cpp): the player form and, for each, its model form.
EngineTarget yquake2Target();
EngineTarget q2proTarget();
const EngineTarget &quake2ModelForm(const EngineTarget &player);
// Quake II's player animations (m_player.h): slot name, first frame and
// frame count; 198 frames in all.
QList<AnimationSlot> quake2AnimationSlots();
// Quake III's 25 animation.cfg slots, shared by ioquake3 and the qfusion games.
QList<AnimationSlot> quake3AnimationSlots();

} // namespace quarry
