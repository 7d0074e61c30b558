// The MD2 limits of each Quake II engine, checked on the model as the
// export would write it (io/targets/Quake2Player): one MD2 of every mesh,
// a vertex per distinct position, the skins packed into one.
#pragma once

#include "io/targets/EngineTarget.h"

namespace quarry {

struct Md2EngineLimits
{
    int vertices = 0;
    int triangles = 0;
    int frames = 0;
    int skins = 0;
    int skinHeight = 0;
};

// Yamagi Quake II: 2,048 vertices, 4,096 triangles (Quake II's
// MAX_TRIANGLES, which FTE's arrays hold), 512 frames, 32 skins, 480
// texels high; Q2PRO: the same but 1,024 frames and 8,192 texels.
Md2EngineLimits md2EngineLimits(const EngineTarget &target);

// The MD2's frames: a player's 198, else every animation at 10 frames a
// second (the bind pose alone without one).
qsizetype md2FrameCount(const Model &model, bool player);
// The MD2's vertices: distinct positions of the bind pose over all meshes
// (a vertex moving apart from another in some frame adds one more: the
// writer's count is the exact one).
qsizetype md2VertexCount(const Model &model);

// Findings for the limits the model breaks, with their numbers; empty for
// a target that does not write MD2.
QList<TargetFinding> checkQuake2Limits(const Model &model, const EngineTarget &target, bool player);

} // namespace quarry
