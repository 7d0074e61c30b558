// Where an MD3 read with clips from a sidecar stores its frames after an
// edit to some clips: the frames of every clip the edit did not touch stay
// in their stored order and ranges (shared frames still shared), and each
// edited clip's frames take the place of its stored range, the frames
// after it moving along by the difference. So the sidecar's other lines
// keep their meaning with their first frames shifted at most, and Quake
// III's rule that lower.md3's legs start where the cfg's TORSO_GESTURE
// does still holds while the BOTH_ clips keep their lengths.
#pragma once

#include "io/Framegroups.h"
#include "io/md3/Md3Frames.h"

#include <optional>

namespace quarry {

struct Md3Layout
{
    QList<Md3FrameTime> frames;
    QList<qint64> firsts; // per animation
    QList<bool> edited; // per animation: not as read
    // The frame where the edited clips that share frames with others go,
    // after the stored ones; -1 where there are none.
    qint64 appendedFrom = -1;
};

// The layout above, or nothing where it does not apply: the model was not
// read with clips, or an animation was added, removed or renamed. A clip
// whose frames changed that shares frames with another goes after the
// stored frames (the other keeps the range); a clip whose rate or loop
// flag alone changed keeps its place. A part saved with a player model
// ("appendAt" in its "md3.sidecar" extras) puts those clips no earlier than
// that frame, the frames before it showing the first of them: the BOTH_
// clips of lower.md3 and upper.md3 then start at the same frames, as the
// one animation.cfg numbers them for both.
std::optional<Md3Layout> md3EditedClipLayout(const Model &model);

// The sidecar beside an MD3 saved from the model, rewritten for the frames
// as `groups` lays them out (each animation's first frame and count) and
// the animations' rates and loop flags: only the numbers of the lines whose
// clip moved or changed are rewritten; every other byte stays. Empty when
// the model was read without a sidecar or nothing in it changed; an error
// (in `error`) where the game could not follow the edit.
struct Md3SidecarFile
{
    QString path;
    QByteArray text;
};
// A renamed clip: its .framegroups line gets the new name (the line's
// comment, which the engines skip and Quarry reads as the name);
// animation.cfg's slots have fixed names, so the old one stays, with a line
// in `warnings` saying so.
std::optional<Md3SidecarFile> rewriteMd3Sidecar(const Model &model, const QString &md3Path,
                                                const QList<FrameGroup> &groups, QString *error,
                                                QStringList *warnings = nullptr);

} // namespace quarry
