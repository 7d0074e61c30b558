#include "model/ops/WeightSelect.h"

#include "model/ops/ModelSelect.h"
#include "model/ops/WeightEdit.h"

namespace quarry {

namespace {

template<typename Test>
Selection selectWhere(const Model &model, const QList<int> &meshes, const HiddenFaces &hidden, Test test)
{
    Selection s;
    s.mode = Selection::Mode::Vertices;
    for (int m = 0; m < model.meshes.size(); ++m) {
        if (!meshes.isEmpty() && !meshes.contains(m))
            continue;
        const Mesh &mesh = model.meshes[m];
        const QList<bool> hiddenVertex = hiddenVertexMask(mesh, hidden.value(m));
        QList<quint32> chosen;
        for (quint32 v = 0; v < quint32(mesh.vertexCount()); ++v)
            if (!hiddenVertex.value(v) && test(vertexInfluences(mesh, v)))
                chosen.append(v);
        if (!chosen.isEmpty())
            s.vertices.insert(m, chosen);
    }
    return s;
}

} // namespace

Selection selectInfluenced(const Model &model, const QList<int> &meshes, int joint, float threshold,
                           const HiddenFaces &hidden)
{
    return selectWhere(model, meshes, hidden, [joint, threshold](const Influences &influences) {
        for (const Influence &i : influences)
            if (i.joint == quint32(joint) && i.weight > threshold)
                return true;
        return false;
    });
}

Selection selectUnweighted(const Model &model, const QList<int> &meshes, const HiddenFaces &hidden)
{
    return selectWhere(model, meshes, hidden, [](const Influences &influences) { return influences.isEmpty(); });
}

Selection selectOverInfluenced(const Model &model, const QList<int> &meshes, int maxInfluences,
                               const HiddenFaces &hidden)
{
    return selectWhere(model, meshes, hidden,
                       [maxInfluences](const Influences &influences) { return influences.size() > maxInfluences; });
}

} // namespace quarry
