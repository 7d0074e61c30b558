// The comparison's view of a model: every vertex of every mesh in one run
// (bind positions, influences with weights summing to 1), and a pose
// evaluated into buffers that are reused from one time to the next, so
// that sampling thousands of times allocates nothing per time.
#pragma once

#include "model/Model.h"

#include <QMatrix4x4>

#include <optional>

#include <vector>

namespace quarry::compare {

struct SkinTable
{
    std::vector<float> positions; // xyz per vertex, bind pose
    std::vector<int> first; // influences of vertex v: [first[v], first[v + 1])
    std::vector<int> joint;
    std::vector<float> weight; // normalized per vertex
    std::vector<int> meshOf; // mesh index per vertex
    std::vector<int> vertexOf; // index within its mesh
    std::vector<int> meshStart; // first vertex of each mesh, and the total at the end
    std::vector<QMatrix4x4> inverseBind;

    int vertexCount() const { return int(meshOf.size()); }
    int jointCount() const { return int(inverseBind.size()); }
};

SkinTable makeSkinTable(const Model &model);

// One pose of a model: joint world matrices and the 3x4 skinning matrices
// (row-major, 12 floats a joint); `positions` is the table's bind positions,
// or the morphed ones where the animation weights morph targets.
struct PoseBuffers
{
    std::vector<Transform> local;
    std::vector<QMatrix4x4> world;
    std::vector<float> skin;
    std::vector<float> morphed;
    const float *positions = nullptr;
};

// An animation's tracks made ready for sampling many times: a channel
// whose keys all hold one value is that value at every time, so it is
// taken once instead of searched at every time.
struct AnimationPlan
{
    struct Channel
    {
        int joint = -1;
        const JointTrack *track = nullptr;
        bool sampleTranslation = false, sampleRotation = false, sampleScale = false;
        std::optional<QVector3D> translation; // constant, where the channel has keys
        std::optional<QQuaternion> rotation;
        std::optional<QVector3D> scale;
    };
    const Animation *animation = nullptr;
    std::vector<Channel> channels;
};

// The plan of `animation`; an empty one (the bind pose) when it is -1 or out of range.
AnimationPlan makeAnimationPlan(const Model &model, int animation);

// Evaluates the plan's animation (the bind pose for an empty plan) at time
// t into `pose`.
void evaluatePose(const Model &model, const SkinTable &table, const AnimationPlan &plan, double t, PoseBuffers &pose);

// Vertex v (its position in `positions`) skinned by the 3x4 matrices
// `matrices` (12 floats a joint); its position where it has no influence.
inline void skinWith(const SkinTable &table, const float *matrices, const float *positions, int v, float out[3])
{
    const float *p = positions + 3 * qsizetype(v);
    const int begin = table.first[size_t(v)], end = table.first[size_t(v) + 1];
    if (begin == end) {
        out[0] = p[0];
        out[1] = p[1];
        out[2] = p[2];
        return;
    }
    float x = 0, y = 0, z = 0;
    for (int i = begin; i < end; ++i) {
        const float *m = matrices + 12 * qsizetype(table.joint[size_t(i)]);
        const float w = table.weight[size_t(i)];
        x += w * (m[0] * p[0] + m[1] * p[1] + m[2] * p[2] + m[3]);
        y += w * (m[4] * p[0] + m[5] * p[1] + m[6] * p[2] + m[7]);
        z += w * (m[8] * p[0] + m[9] * p[1] + m[10] * p[2] + m[11]);
    }
    out[0] = x;
    out[1] = y;
    out[2] = z;
}

// Vertex v skinned by the pose (its bind position where it has no influence).
inline void skinVertex(const SkinTable &table, const PoseBuffers &pose, int v, float out[3])
{
    skinWith(table, pose.skin.data(), pose.positions, v, out);
}

inline QVector3D jointPosition(const PoseBuffers &pose, int joint)
{
    return pose.world[size_t(joint)].column(3).toVector3D();
}

} // namespace quarry::compare
