#include "model/ops/Lods.h"

#include "model/ops/DeleteGeometry.h"
#include "model/ops/Simplify.h"

#include <algorithm>
#include <cmath>

namespace quarry {

double lodRatio(int level)
{
    return std::ldexp(1.0, -std::max(level, 0));
}

Model simplifiedModel(const Model &model, double ratio)
{
    Model result = model;
    ratio = std::clamp(ratio, 0.0, 1.0);
    for (Mesh &mesh : result.meshes) {
        if (mesh.triangles.isEmpty() || !mesh.validate().isEmpty())
            continue;
        const qsizetype target = std::max<qsizetype>(1, qsizetype(std::ceil(mesh.triangles.size() * ratio)));
        if (target >= mesh.triangles.size())
            continue;
        mesh.triangles = simplifyTriangles(mesh.positions, mesh.triangles, target, SimplifyMethod::Close);
        // IQE smoothing lists are per triangle of the full mesh.
        mesh.smoothing = Smoothing{};
        removeGeometry(mesh, {}, {}, true);
    }
    return result;
}

} // namespace quarry
