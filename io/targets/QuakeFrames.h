// The frames of a Quake model as QuakeC numbers them, for the files beside
// progs/NAME.mdl that must number them the same: the NAME.qc fragment of
// $frame lines the modder pastes, and the one animation an enhanced model
// (MD5, MD3) holds, a frame per .mdl frame at 0.1 s.
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QList>

namespace quarry {

struct QuakeFrame
{
    int animation = -1; // -1: the bind pose
    double time = 0; // seconds into the animation
    QByteArray name; // as the .mdl names it
};

// The .mdl's frames as io/mdl/MdlWriter lays them out at `fps`: each
// animation's samples in order, an animation written as one frame group
// ("mdl.group") one frame (its first pose); the bind pose alone without
// animations.
QList<QuakeFrame> quakeFrames(const Model &model, double fps);

// NAME.qc: a comment per animation with its first and last frame number,
// and a $frame line of its frames' names (made QuakeC identifiers, each
// once).
QByteArray quakecFrameText(const Model &model, const QList<QuakeFrame> &frames, const QString &mdlPath);

// One animation `name` keyed at k / 10 s for frame k: every joint's local
// transform and every morph target's weight as the frame shows them.
Animation quakeFramesAnimation(const Model &model, const QList<QuakeFrame> &frames, const QString &name);

} // namespace quarry
