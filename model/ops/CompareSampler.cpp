#include "model/ops/CompareSampler.h"

#include <cmath>

namespace quarry::compare {

namespace {

// Whether vertex va of A and vb of B skin alike: the same bind position and,
// influence for influence, matched joints with the same weight.
bool skinAlike(const SkinTable &ta, int va, const SkinTable &tb, int vb, const std::vector<int> &jointInB)
{
    for (int k = 0; k < 3; ++k)
        if (ta.positions[size_t(3 * va + k)] != tb.positions[size_t(3 * vb + k)])
            return false;
    const int a0 = ta.first[size_t(va)], a1 = ta.first[size_t(va) + 1];
    const int b0 = tb.first[size_t(vb)], b1 = tb.first[size_t(vb) + 1];
    if (a1 - a0 != b1 - b0 || a0 == a1)
        return false;
    for (int i = a0; i < a1; ++i) {
        const int joint = ta.joint[size_t(i)];
        const int wanted = joint < int(jointInB.size()) ? jointInB[size_t(joint)] : -1;
        if (wanted < 0)
            return false;
        bool found = false;
        for (int k = b0; k < b1 && !found; ++k)
            found = tb.joint[size_t(k)] == wanted && std::abs(tb.weight[size_t(k)] - ta.weight[size_t(i)]) <= 1e-6f;
        if (!found)
            return false;
    }
    return true;
}

inline float length(const float v[3])
{
    return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

} // namespace

Sampler::Sampler(const Model &a, const Model &b, const SkinTable &ta, const SkinTable &tb,
                 const std::vector<std::pair<int, int>> &joints, const std::vector<std::pair<int, int>> &vertices)
    : ta(ta)
    , tb(tb)
    , joints(joints)
    , vertices(vertices)
    , m_a(a)
    , m_b(b)
    , m_jointInB(size_t(ta.jointCount()), -1)
{
    for (const auto &[ja, jb] : joints)
        m_jointInB[size_t(ja)] = jb;
    for (size_t i = 0; i < vertices.size(); ++i) {
        const int va = vertices[i].first;
        if (!skinAlike(ta, va, tb, vertices[i].second, m_jointInB)) {
            m_other.push_back(int(i));
        } else if (ta.first[size_t(va) + 1] - ta.first[size_t(va)] == 1) {
            const float *p = &ta.positions[size_t(3 * va)];
            m_oneJoint.push_back({p[0], p[1], p[2], ta.joint[size_t(ta.first[size_t(va)])], int(i)});
        } else {
            m_alike.push_back(int(i));
        }
    }
}

void Sampler::sample(const AnimationPlan &planA, const AnimationPlan &planB, double t, SampleBuffers &buffers,
                     TimeResult &r) const
{
    PoseBuffers &pa = buffers.a;
    PoseBuffers &pb = buffers.b;
    evaluatePose(m_a, ta, planA, t, pa);
    evaluatePose(m_b, tb, planB, t, pb);
    for (size_t i = 0; i < joints.size(); ++i) {
        const float d = (jointPosition(pa, joints[i].first) - jointPosition(pb, joints[i].second)).length();
        r.jointSum += d;
        if (d > r.jointLargest) {
            r.jointLargest = d;
            r.jointAt = int(i);
        }
    }
    double sum = 0;
    float largest = -1;
    int at = -1;
    auto note = [&](float d, int pair) {
        sum += d;
        if (d > largest || (d == largest && pair < at)) {
            largest = d;
            at = pair;
        }
    };
    // Morphed positions may differ between the two: then every pair is skinned twice.
    const bool morphed = pa.positions != ta.positions.data() || pb.positions != tb.positions.data();
    if (!morphed) {
        std::vector<float> &difference = buffers.difference;
        difference.assign(pa.skin.size(), 0.0f);
        for (const auto &[ja, jb] : joints)
            for (int e = 0; e < 12; ++e)
                difference[size_t(12 * ja + e)] = pa.skin[size_t(12 * ja + e)] - pb.skin[size_t(12 * jb + e)];
        const float *m0 = difference.data();
        for (const OnOneJoint &v : m_oneJoint) {
            const float *m = m0 + 12 * qsizetype(v.joint);
            const float d[3] = {m[0] * v.x + m[1] * v.y + m[2] * v.z + m[3],
                                m[4] * v.x + m[5] * v.y + m[6] * v.z + m[7],
                                m[8] * v.x + m[9] * v.y + m[10] * v.z + m[11]};
            note(length(d), v.pair);
        }
        for (const int i : m_alike) {
            float d[3];
            skinWith(ta, difference.data(), pa.positions, vertices[size_t(i)].first, d);
            note(length(d), i);
        }
    }
    auto both = [&](int i) {
        float p[3], q[3];
        skinVertex(ta, pa, vertices[size_t(i)].first, p);
        skinVertex(tb, pb, vertices[size_t(i)].second, q);
        const float d[3] = {p[0] - q[0], p[1] - q[1], p[2] - q[2]};
        note(length(d), i);
    };
    if (morphed) {
        for (const OnOneJoint &v : m_oneJoint)
            both(v.pair);
        for (const int i : m_alike)
            both(i);
    }
    for (const int i : m_other)
        both(i);
    r.surfaceSum = sum;
    r.surfaceLargest = largest;
    r.surfaceAt = at;
}

} // namespace quarry::compare
