#include "views/viewport/DetailBudget.h"

#include <algorithm>

namespace quarry {

qsizetype DetailBudget::meshShare(qsizetype meshTriangles, qsizetype budget, qsizetype total)
{
    if (budget <= 0 || total <= budget)
        return 0;
    // Each mesh gets its share of the budget; small meshes stay whole.
    const qsizetype target = std::max<qsizetype>(qsizetype(double(meshTriangles) * double(budget) / double(total)),
                                                 256);
    return target < meshTriangles ? target : 0;
}

void DetailBudget::frameShown(double ms, bool reduced, qsizetype total, qsizetype culled, qsizetype drawn)
{
    // Simplified frames keep at least `floor` triangles.
    const qsizetype floor = std::max<qsizetype>(5000, total / 50);
    const double goal = 1000.0 / kTargetFramesPerSecond;
    const double aim = goal * 0.85;
    if (!reduced) {
        m_fullFrameMs = ms;
        // Skipped back faces cost little: half a closed mesh is rasterized.
        m_fullFrameCost = double(total) - double(culled) * 0.5;
        if (ms <= goal || total < kSmallModel) {
            m_budget = 0;
            m_reducedFrameMs = 0;
            return;
        }
        if (m_budget == 0) // a first guess: time proportional to triangles
            m_budget = std::clamp(qsizetype(double(total) * 0.6 * goal / ms), floor, std::max(floor, total / 2));
        return;
    }
    m_reducedFrameMs = ms;
    // Frame time as a fixed part plus a part per triangle, from the last
    // full-detail frame and this simplified one; the budget is what meets
    // the aim, but never so few that the triangles cost less than half the
    // fixed part (where that alone misses the aim, fewer would only spoil
    // the picture).
    if (m_fullFrameMs <= 0 || drawn >= total)
        return;
    const double perTriangle = (m_fullFrameMs - ms) / (m_fullFrameCost - double(drawn));
    if (!(perTriangle > 0) || !(m_fullFrameCost > double(drawn))) {
        // No cheaper than full detail: fewer triangles, if that is the way.
        if (ms > goal)
            m_budget = std::max(floor, qsizetype(double(drawn) * 0.7));
        return;
    }
    const double fixed = std::max(0.0, ms - perTriangle * double(drawn));
    const double affordable = std::max(aim - fixed, fixed * 0.5) / perTriangle;
    // Full detail is known to miss the goal: at most half of it.
    const qsizetype budget = std::clamp(qsizetype(affordable), floor, std::max(floor, total / 2));
    // Small moves are not worth making the meshes again.
    if (!serves(m_budget, budget))
        m_budget = budget;
}

} // namespace quarry
