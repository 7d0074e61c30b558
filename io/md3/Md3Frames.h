// The frames an MD3 file stores, evaluated from any model: every frame of
// every animation (at the animation's own rate, one after the other; the
// bind pose alone when there is none), each mesh morphed by the
// animation's morph weights, then skinned, encoded as MD3 vertices (1/64
// units, packed normals); the frames' bounds; the tags' origins and axes.
#pragma once

#include "io/IoResult.h"
#include "model/Pose.h"

#include <QByteArray>
#include <QList>

#include <array>

namespace quarry {

struct Md3FrameTime
{
    int animation = -1; // -1: the bind pose
    double time = 0;
};

// Every frame the file stores, in order.
QList<Md3FrameTime> md3FrameTimes(const Model &model);

// Where a surface's vertex records go: frame f's `count` records of 8
// bytes at base + f * count * 8, the mesh's vertices in order (`vertices`
// null) or those `vertices` lists.
struct Md3VertexBlock
{
    int mesh = -1;
    const quint32 *vertices = nullptr;
    qsizetype count = 0;
    char *base = nullptr;
};

struct Md3Frames
{
    // Per frame, of the encoded positions.
    QList<Bounds> bounds;
    // Per frame, per tag: origin, then the axes (12 floats).
    QList<std::array<float, 12>> tags;
    // The largest |coordinate| of any position before encoding.
    float farthest = 0;
    bool cancelled = false;
};

// Writes every frame's vertex records into `blocks` (frames on every core);
// returns the rest. `originJoint` >= 0: positions, normals and tags are
// stored in that joint's space at each frame (a Quake III player's upper
// body in its tag_torso, the head in its tag_head).
Md3Frames evaluateMd3Frames(const Model &model, const QList<Md3FrameTime> &frames, const QList<int> &tagJoints,
                            int originJoint, const QList<Md3VertexBlock> &blocks, const ProgressFn &progress);

} // namespace quarry
