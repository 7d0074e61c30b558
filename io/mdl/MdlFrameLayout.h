// How io/mdl/MdlWriter lays a model's animations out as an MDL's frames:
// each animation sampled at 10 frames a second (write option "mdl.fps"),
// as single frames named after it ("walk1", "walk2", ...), or as one frame
// group ("mdl.group" in its extras, or the write option "mdl.groups"),
// intervals as running totals ("mdl.intervals" where the animation still
// has that many frames); the bind pose alone without animations.
#pragma once

#include "io/IoResult.h"
#include "io/quake/FrameSamples.h"

#include <QList>

namespace quarry::mdl {

struct TopFrame
{
    bool group = false;
    QList<int> samples; // indices into the samples
    QList<float> intervals; // running totals, groups only
};

// The file's frames in order; `samples` gets every pose they hold.
QList<TopFrame> layoutFrames(const Model &model, const WriteOptions &options, QList<quake::FrameSample> &samples);

} // namespace quarry::mdl
