// Onion skinning: the poses a few frames before and after the current time,
// drawn as translucent ghosts that fade with their distance in time, so the
// motion across frames shows at once. This file picks the ghosts' times,
// colours and joint matrices (no OpenGL); SceneRenderer draws them.
#pragma once

#include "model/Model.h"
#include "views/viewport/RenderSettings.h"

#include <QList>
#include <QMatrix4x4>
#include <QVector3D>
#include <QVector4D>

namespace quarry {

struct OnionGhost
{
    double time = 0; // seconds into the animation
    QList<QMatrix4x4> skinning; // per joint, as ScenePose::skinning
    QList<QVector3D> jointPositions;
    QVector4D color; // RGBA; alpha falls with the distance from the current time
};

// The ghosts of an animation around `time`, farthest first (SceneRenderer
// draws them nearest first). Times past the clip's ends wrap where the clip loops and
// are left out where it does not. None when off or without an animation.
QList<OnionGhost> onionGhosts(const Model &model, int animation, double time, const OnionSkinSettings &settings);

} // namespace quarry
