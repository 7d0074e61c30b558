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

// `base` followed by `number`, at most 15 characters (Latin-1, spaces as
// underscores): a 16-byte name field with its NUL.
QByteArray frameName(const QString &base, int number);

// Every animation at `fps`, one frame after the other, or the bind pose
// alone when the model has no animation.
QList<FrameSample> sampleFrames(const Model &model, double fps);

// Appends every mesh's positions at the sample, one mesh after the other.
void evaluateFrame(const Model &model, const FrameSample &sample, QList<QVector3D> &out);

} // namespace quarry::quake
