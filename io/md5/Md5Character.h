// Unvanquished's MD5 players (models/players/NAME/body.md5mesh, as XreaL's
// cgame, which Unvanquished's comes from, loads them): character.cfg beside
// the mesh and one .md5anim per animation. No file lists the animations:
// the cgame loads each of its slots from a file of a fixed name (LEGS_RUN
// from run.md5anim ...), takes the frame count and rate from that file and
// whether it loops from its own table (CG_RegisterClientModelname);
// character.cfg's `sex` picks the table (`n`: an alien's NSPA_ slots, else
// a human's). So a clip's rate is saved in its .md5anim, and its loop flag
// nowhere: the game decides it.
//
// character.cfg is read as CG_ParseCharacterFile reads it (the tokens of
// Quake3Tokens.h): sex, footsteps, headoffset, fixedlegs, fixedtorso,
// modelScale, torsoControlBone, leftShoulder, rightShoulder and the
// { } blocks handBones, legBones and modifiers; anything else the game
// reports and skips. Quarry never writes it: a clip's edit changes nothing
// it holds.
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace quarry {

struct Md5Character
{
    QString path;
    bool alien = false; // sex n: the cgame's non-segmented (NSPA_) table
    QList<Diagnostic> warnings; // each naming the file and line
    QStringList unknown; // settings the game does not know, "word (line N)"
};

// `text` (character.cfg at `path`) as the game reads it: never fails; what
// the game would complain of is a warning.
Md5Character readMd5CharacterConfig(const QString &path, QByteArrayView text);

// The slots the cgame plays from NAME.md5anim (NAME without the
// extension, any case) and whether it loops them; false when it loads no
// animation of that name for the table.
struct Md5CharacterSlot
{
    QString names; // "LEGS_RUN", "NSPA_WALK, NSPA_WALKBACK (reversed)"
    bool loop = false;
};
bool md5CharacterSlot(bool alien, const QString &name, Md5CharacterSlot *slot);

// After reading body.md5mesh at `meshPath` with character.cfg beside it:
// each clip from a .md5anim beside it loops as the game loops its slot (the
// Animation extras kAnimationGameLoop and kAnimationGameSlots); the model keeps
// "md5.character" (the cfg's path and table). Notes say what was read,
// warnings what the game would complain of. Nothing when the mesh has
// another name or no character.cfg is beside it.
void applyMd5Character(ReadResult &read, const QString &meshPath);

// What saving `model` to `meshPath` cannot keep of an Unvanquished player
// (a loop flag the game sets otherwise, a new clip the game does not load).
QStringList md5CharacterSaveWarnings(const Model &model, const QString &meshPath, const QStringList &animationPaths);

} // namespace quarry
