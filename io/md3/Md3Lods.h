// A Quake III player part's levels of detail (lower_1.md3, lower_2.md3
// beside lower.md3), which the game plays with the same animation.cfg
// frame numbers as the part: when a retime changes the part's frame
// layout, each level of detail gets the same layout, its own vertex
// records, tags and bounds taken from the stored frame each new frame
// shows (a frame between stored ones, as a retime off whole frames leaves,
// blended from them as the part's morph weights blend the part's). A level of detail whose frame count is not
// the part's, or whose layout cannot be followed, is left as it was, with
// a warning.
#pragma once

#include "io/IoResult.h"
#include "io/md3/Md3Frames.h"

namespace quarry {

// Which stored frames a written frame shows, with their weights (summing
// to 1): one frame whole, or, where a retime left the frame between stored
// ones, the blend the morph weights make (frame 0 plus each weighted
// target, target i being stored frame i + 1 less frame 0). Empty where it
// shows no stored frame.
struct Md3FramePick
{
    QList<std::pair<qint64, float>> frames;

    bool whole() const { return frames.size() == 1; }
};

// Per written frame of the model read from an MD3 (its "md3.storedFrames"
// and morph targets), the stored frames it shows.
QList<Md3FramePick> md3StoredFramePicks(const Model &model, const QList<Md3FrameTime> &frames);

// The levels of detail beside `path` rewritten for `frames`; none when
// the layout is the stored one or `path` is no player part.
QList<FileBytes> retimedMd3Lods(const Model &model, const QString &path, const QList<Md3FrameTime> &frames,
                                QList<Diagnostic> &warnings);

} // namespace quarry
