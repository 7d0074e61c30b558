// Quake's and Quake II's frames as animations. A file stores poses: every
// pose after the first becomes a morph target "frame N" of each mesh
// (io/mdl, io/md2), and an animation keys the targets' weights so that at
// a pose's time its target weighs 1 and the others 0, linearly in between,
// as the engines interpolate between frames.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QString>

namespace quarry::quake {

struct PoseRun
{
    QString name;
    QList<int> poses; // indices into the file's poses, in playing order
    QList<float> times; // seconds from the run's start, one per pose
    double fps = 10.0;
    QVariantMap extras;
};

// A frame name without its frame number, as Quake II's m_player.h numbers
// frames: the trailing digits, or the last two of three or more not
// starting with 0 ("stand12" → "stand", "run6" → "run", "pain203" →
// "pain2", "death101" → "death1", "frame001" → "frame"; after digits an
// underscore goes too: "walk0_12" → "walk0"): frames of one action share
// it.
QString framePrefix(const QString &frameName);

// Consecutive poses with the same prefix as runs at `fps`, named by the
// prefix (or the frame's name where the prefix is empty). A run goes on
// where only the leading digits change with the number counting on by one
// ("run99", "run100"). `names` holds a name per pose; `poses` the poses to
// split, in order.
QList<PoseRun> runsByPrefix(const QList<QString> &names, const QList<int> &poses, double fps);

// Appends an animation per run to the model, whose meshes hold a morph
// target per pose after the first. Repeated names get " 2", " 3", ...
void addPoseAnimations(Model &model, const QList<PoseRun> &runs);

} // namespace quarry::quake
