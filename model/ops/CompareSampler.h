// The comparison's inner loop: two models posed at one time, every matched
// joint's and vertex pair's distance summed, and the largest kept.
#pragma once

#include "model/ops/CompareSkin.h"

#include <utility>
#include <vector>

namespace quarry::compare {

// What one sampled time gave: sums and largest distances (model units).
struct TimeResult
{
    double jointSum = 0;
    float jointLargest = -1;
    int jointAt = -1; // index into the joint pairs
    double surfaceSum = 0;
    float surfaceLargest = -1;
    int surfaceAt = -1; // index into the vertex pairs
};

// Buffers one thread reuses from one time to the next.
struct SampleBuffers
{
    PoseBuffers a, b;
    std::vector<float> difference; // per joint of A: its skinning matrix less its counterpart's
};

class Sampler
{
public:
    Sampler(const Model &a, const Model &b, const SkinTable &ta, const SkinTable &tb,
            const std::vector<std::pair<int, int>> &joints, const std::vector<std::pair<int, int>> &vertices);

    // Poses A and B by their plans at time t and measures every pair.
    void sample(const AnimationPlan &planA, const AnimationPlan &planB, double t, SampleBuffers &buffers,
                TimeResult &r) const;

    const SkinTable &ta;
    const SkinTable &tb;
    const std::vector<std::pair<int, int>> &joints;
    const std::vector<std::pair<int, int>> &vertices;

private:
    const Model &m_a;
    const Model &m_b;
    // Pairs whose two vertices have one bind position and the same
    // influences on matched joints: their distance is A's vertex skinned by
    // the difference of the two poses' matrices (one skinning, not two).
    // Those of them on one joint, laid out for the loop that measures them.
    struct OnOneJoint
    {
        float x, y, z;
        int joint;
        int pair;
    };
    std::vector<OnOneJoint> m_oneJoint;
    std::vector<int> m_alike;
    std::vector<int> m_other;
    std::vector<int> m_jointInB; // per joint of A, its counterpart or -1
};

} // namespace quarry::compare
