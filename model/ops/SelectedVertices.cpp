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

std::optional<QMatrix4x4> meanSkinningMatrix(const Model &model, const VertexSet &vertices,
                                             const QList<QMatrix4x4> &skinning)
{
    float sum[16] = {};
    qsizetype count = 0;
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= model.meshes.size())
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        const int k = mesh.influencesPerVertex;
        const bool skinned = mesh.isSkinned() && mesh.blendWeights.size() >= mesh.vertexCount() * k
                             && mesh.blendIndexes.size() >= mesh.vertexCount() * k;
        for (quint32 v : it.value()) {
            float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
            if (skinned) {
                float blended[16] = {};
                float total = 0;
                for (int j = 0; j < k; ++j) {
                    const float w = mesh.blendWeights[qsizetype(v) * k + j];
                    const quint32 joint = mesh.blendIndexes[qsizetype(v) * k + j];
                    if (w == 0 || joint >= quint32(skinning.size()))
                        continue;
                    for (int e = 0; e < 16; ++e)
                        blended[e] += skinning[joint].constData()[e] * w;
                    total += w;
                }
                if (total > 0)
                    for (int e = 0; e < 16; ++e)
                        m[e] = blended[e] / total;
            }
            for (int e = 0; e < 16; ++e)
                sum[e] += m[e];
            ++count;
        }
    }
    if (count == 0)
        return std::nullopt;
    for (float &e : sum)
        e /= float(count);
    return QMatrix4x4(sum).transposed();  // QMatrix4x4(const float *) reads row-major
}

} // namespace quarry
