#include "model/ops/CompareDeviation.h"

#include "model/ops/Compare.h"
#include "model/ops/ComparePrepared.h"

#include <algorithm>
#include <cmath>

namespace quarry {

using namespace compare;

VertexDeviationField::VertexDeviationField(const Model &a, const Model &b, double tolerance)
    : m_a(a)
    , m_b(b)
    , m_prepared(std::make_unique<Prepared>(prepare(a, b, tolerance)))
{ }

VertexDeviationField::~VertexDeviationField() = default;

double VertexDeviationField::height() const
{
    return m_prepared->height;
}

int VertexDeviationField::animationB(int animationA) const
{
    return animationA >= 0 && animationA < m_prepared->pairs.animations.size()
               ? m_prepared->pairs.animations[animationA]
               : -1;
}

QList<QList<float>> VertexDeviationField::at(int animationA, int animationB, double time) const
{
    const Prepared &p = *m_prepared;
    QList<QList<float>> result;
    for (const Mesh &mesh : m_a.meshes)
        result.append(QList<float>(mesh.vertexCount(), -1.0f));
    PoseBuffers pa, pb;
    evaluatePose(m_a, p.ta, makeAnimationPlan(m_a, animationA), time, pa);
    evaluatePose(m_b, p.tb, makeAnimationPlan(m_b, animationB), time, pb);
    for (const auto &[va, vb] : p.vertices.pairs) {
        float x[3], y[3];
        skinVertex(p.ta, pa, va, x);
        skinVertex(p.tb, pb, vb, y);
        const float d = float(
            std::sqrt((x[0] - y[0]) * (x[0] - y[0]) + (x[1] - y[1]) * (x[1] - y[1]) + (x[2] - y[2]) * (x[2] - y[2]))
            / p.height);
        float &slot = result[p.ta.meshOf[size_t(va)]][p.ta.vertexOf[size_t(va)]];
        slot = std::max(slot, d);
    }
    return result;
}

QList<QList<float>> vertexDeviations(const Model &a, const Model &b, int animationA, int animationB, double time)
{
    return VertexDeviationField(a, b).at(animationA, animationB, time);
}

} // namespace quarry
