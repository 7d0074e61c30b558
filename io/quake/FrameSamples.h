// The frames a Quake or Quake II model file stores, taken from any model:
// an animation's pose at a time, every mesh morphed and skinned, and the
// names the files give frames ("walk1", "walk2", ...).
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QList>
#include <QVector3D>

namespace quarry::quake {

struct FrameSample
{
    int animation = -1; // -1: the bind pose
    double time = 0;
    QByteArray name;
};

// Frame `number` (from 1) of `count` of an animation named `base`: at
// most 15 characters (Latin-1, spaces as underscores), a 16-byte name field
// with its NUL. `base` followed by `number` ("walk1", "walk2", ...); where
// `base` ends in digits, the number in two digits after them, as Quake II
// numbers a series' frames ("pain1" → "pain101", "pain102", ...), or, where
// those digits start with 0 or the frames pass 99, after an underscore
// ("walk0" → "walk0_1"): read back (framePrefix), each gives `base` again.
// A longer name is cut to the same length in every frame, room left for
// the largest number: the frames still read back as one animation.
QByteArray frameName(const QString &base, int number, int count);

// Every animation at `fps`, one frame after the other, or the bind pose
// alone when the model has no animation.
QList<FrameSample> sampleFrames(const Model &model, double fps);

// Appends every mesh's positions at the sample, one mesh after the other.
void evaluateFrame(const Model &model, const FrameSample &sample, QList<QVector3D> &out);

} // namespace quarry::quake
