#include "views/viewport/ComparisonDrawing.h"

#include "model/Model.h"
#include "model/ops/CompareDeviation.h"
#include "model/ops/CompareMatch.h"
#include "views/viewport/DeviationScale.h"
#include "views/viewport/ScenePose.h"
#include "views/viewport/SceneRenderer.h"

#include <algorithm>

namespace quarry {

QList<int> pairedAnimations(const Model &a, const Model &b)
{
    return compare::matchModels(a, b).animations;
}

void poseComparisonGhost(SceneRenderer &renderer, const Model &b, int animationB, double time)
{
    ScenePose poseB;
    poseB.update(b, animationB, time);
    renderer.setComparisonPose(poseB.skinning(), poseB.morphWeights());
}

double applyDeviationColors(SceneRenderer &renderer, const VertexDeviationField &field, int animationA, int animationB,
                            double time, double tolerance)
{
    const QList<QList<float>> distances = field.at(animationA, animationB, time);
    const float top = float(tolerance);
    QList<QList<QVector4D>> colors;
    double largest = 0;
    for (const QList<float> &mesh : distances) {
        QList<QVector4D> &c = colors.emplace_back();
        c.reserve(mesh.size());
        for (float d : mesh) {
            c.append(deviationColor(d, top));
            largest = std::max(largest, double(d));
        }
    }
    renderer.setDeviationColors(colors);
    return largest;
}

} // namespace quarry
