#include "model/ops/SelectedVertices.h"

#include <QSet>

#include <algorithm>

namespace quarry {

VertexSet allVertices(const Model &model, const QList<int> &meshes)
{
    VertexSet set;
    for (int mesh : meshes) {
        if (mesh < 0 || mesh >= model.meshes.size())
            continue;
        QList<quint32> all(model.meshes[mesh].vertexCount());
        for (qsizetype i = 0; i < all.size(); ++i)
            all[i] = quint32(i);
        set.insert(mesh, all);
    }
    return set;
}

VertexSet selectedVertices(const Model &model, const Selection &selection)
{
    switch (selection.mode) {
    case Selection::Mode::Objects: return allVertices(model, selection.meshes);
    case Selection::Mode::Vertices: return selection.vertices;
    case Selection::Mode::Faces: {
        VertexSet out;
        for (auto it = selection.faces.cbegin(); it != selection.faces.cend(); ++it) {
            if (it.key() < 0 || it.key() >= model.meshes.size())
                continue;
            const QList<Triangle> &triangles = model.meshes[it.key()].triangles;
            QSet<quint32> set;
            for (quint32 f : it.value())
                if (f < quint32(triangles.size()))
                    for (quint32 v : triangles[f])
                        set.insert(v);
            QList<quint32> list(set.begin(), set.end());
            std::sort(list.begin(), list.end());
            out.insert(it.key(), list);
        }
        return out;
    }
    case Selection::Mode::Joints: break;
    }
    return {};
}

} // namespace quarry
