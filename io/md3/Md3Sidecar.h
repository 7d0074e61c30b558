// The clips of an MD3's frames and their rates, which MD3 itself does not
// keep: the engines read them from a file beside the model. DarkPlaces and
// FTEQW read NAME.md3.framegroups (`first count fps loop // name` lines);
// Quake III's cgame reads animation.cfg beside a player's lower.md3,
// upper.md3 and head.md3 (CG_ParseAnimationFile: optional sex, footsteps,
// headoffset, fixedlegs and fixedtorso, then `first count looping fps`
// per slot in the game's order, 25 slots and 6 optional TORSO_ gestures;
// the LEGS_ first frames less LEGS_WALKCR's minus TORSO_GESTURE's, which
// lands on lower.md3's frames). lower.md3 plays the BOTH_ and LEGS_
// slots, upper.md3 the BOTH_ and TORSO_ ones; the head is not animated.
// Tremulous's aliens are one model, nonseg.md3, with an animation.cfg
// that says `nonsegmented`: its 26 lines are the NSPA_ slots
// (nonSegPlayerAnimNumber_t), no frames skipped.
// Both files are split as the games' tokenizers split them: every byte at
// or below ' ' is whitespace and the text ends at a NUL (a warning naming
// its line); animation.cfg settings Quake III does not know (other games'
// boundingbox, soundpath ...) are skipped with the rest of their line, in
// a note.
#pragma once

#include "io/IoResult.h"

namespace quarry {

struct Md3Clip
{
    QString name;
    qint64 first = 0;
    qint64 count = 0;
    double fps = 15.0;
    bool loop = false;
    qint64 line = 0; // in the sidecar
    // animation.cfg: the slot whose frames this one plays too (an earlier
    // slot of the same range), or empty.
    QString shares;
    // The frame count the game fixes for the slot (the first-person weapon
    // is synced to it), or 0.
    qint64 fixedCount = 0;

    bool operator==(const Md3Clip &) const = default;
};

struct Md3Sidecar
{
    QString path; // the file the clips came from; empty when none was found or it is not used
    // Inside the frames, sorted by first frame; empty: the frames are one
    // animation. .framegroups: one per range (lines of one range are one
    // clip); animation.cfg: one per slot, slots of one range each their own
    // clip that shares the frames (Md3Clip::shares).
    QList<Md3Clip> clips;
    QList<Diagnostic> warnings;
    QList<Diagnostic> notes;
};

enum class Quake3PlayerPart : quint8 { None, Lower, Upper, Head, NonSegmented };

// lower.md3, upper.md3 or head.md3 (or a level of detail, lower_1.md3 ...),
// or Tremulous's one-model nonseg.md3 (nonseg_1.md3 ...), by the file's
// name, case-insensitively.
Quake3PlayerPart quake3PlayerPart(const QString &md3Path);

// The clips `text` (the sidecar at `path`) gives an MD3 of `frames` frames:
// a malformed file gives a warning naming the line and no clips; ranges
// outside the frames a warning each, and are left out.
Md3Sidecar md3ClipsFromFramegroups(const QString &path, QByteArrayView text, qint64 frames);
Md3Sidecar md3ClipsFromAnimationConfig(const QString &path, QByteArrayView text, Quake3PlayerPart part, qint64 frames);

// The sidecar beside `md3Path` (md3Path + ".framegroups", else for a
// player part its folder's animation.cfg), read against `frames` frames.
Md3Sidecar readMd3Sidecar(const QString &md3Path, qint64 frames);

} // namespace quarry
