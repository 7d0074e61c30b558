// A parsed .md5anim, as the file holds it, before it meets a skeleton.
#pragma once

#include "io/IoResult.h"

#include <QByteArrayView>
#include <QList>

#include <array>

namespace quarry::md5 {

// Channel bits of a hierarchy line's flags, in the order a frame stores them.
enum : int { Tx = 1, Ty = 2, Tz = 4, Qx = 8, Qy = 16, Qz = 32 };

struct AnimJoint
{
    QByteArray name;
    int parent = -1;
    int flags = 0;
    qint64 start = 0; // first of its components in a frame
};

struct AnimFile
{
    QString commandline;
    float frameRate = 24;
    int frameCount = 0;
    int components = 0; // numAnimatedComponents
    QList<AnimJoint> joints;
    QList<std::array<float, 6>> bounds; // per frame: min, max
    QList<std::array<double, 6>> baseframe; // per joint: x y z, stored orientation
    QList<double> frames; // frameCount * components
};

// Parses a .md5anim; false with *error naming the file and line.
bool parseAnim(const QString &path, QByteArrayView data, AnimFile &out, Diagnostic *error);

} // namespace quarry::md5
