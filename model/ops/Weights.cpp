#include "model/ops/Weights.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace quarry {

qsizetype normalizeWeights(Mesh &mesh)
{
    const int k = mesh.influencesPerVertex;
    if (k <= 0)
        return 0;
    qsizetype changed = 0;
    const qsizetype n = std::min(mesh.blendWeights.size() / k, mesh.vertexCount());
    for (qsizetype v = 0; v < n; ++v) {
        float *w = mesh.blendWeights.data() + v * k;
        const float sum = std::accumulate(w, w + k, 0.0f);
        if (sum <= 0 || std::abs(sum - 1.0f) <= 1e-6f)
            continue;
        for (int j = 0; j < k; ++j)
            w[j] /= sum;
        ++changed;
    }
    return changed;
}

int maxUsedInfluences(const Mesh &mesh)
{
    const int k = mesh.influencesPerVertex;
    if (k <= 0)
        return 0;
    int most = 0;
    for (qsizetype v = 0; v * k < mesh.blendWeights.size(); ++v) {
        int used = 0;
        for (int j = 0; j < k; ++j)
            used += mesh.blendWeights[v * k + j] != 0.0f;
        most = std::max(most, used);
    }
    return most;
}

int dropUnusedInfluenceSlots(Mesh &mesh)
{
    const int k = mesh.influencesPerVertex;
    if (k <= 1 || mesh.blendWeights.size() % k != 0 || mesh.blendIndexes.size() != mesh.blendWeights.size())
        return k;
    int used = 0;
    const float *w = mesh.blendWeights.constData();
    const qsizetype n = mesh.blendWeights.size() / k;
    for (qsizetype v = 0; v < n && used < k; ++v, w += k)
        for (int j = k - 1; j >= used; --j)
            if (w[j] != 0.0f) {
                used = j + 1;
                break;
            }
    if (used == 0 || used == k)
        return k;
    // Moved down in place, through the lists' data (one detach each rather
    // than a check per value).
    float *const weights = mesh.blendWeights.data();
    quint32 *const indexes = mesh.blendIndexes.data();
    for (qsizetype v = 0; v < n; ++v)
        for (int j = 0; j < used; ++j) {
            weights[v * used + j] = weights[v * k + j];
            indexes[v * used + j] = indexes[v * k + j];
        }
    mesh.blendWeights.resize(n * used);
    mesh.blendIndexes.resize(n * used);
    mesh.influencesPerVertex = used;
    return used;
}

qsizetype limitInfluences(Mesh &mesh, int maxInfluences)
{
    const int k = mesh.influencesPerVertex;
    if (k <= 0 || maxInfluences <= 0 || k <= maxInfluences)
        return 0;
    const qsizetype n = mesh.blendWeights.size() / k;
    QList<quint32> indexes(n * maxInfluences, 0);
    QList<float> weights(n * maxInfluences, 0.0f);
    qsizetype changed = 0;
    QList<int> order(k);
    for (qsizetype v = 0; v < n; ++v) {
        const float *w = mesh.blendWeights.constData() + v * k;
        const quint32 *idx = mesh.blendIndexes.constData() + v * k;
        std::iota(order.begin(), order.end(), 0);
        // Largest first; equal weights keep their file order (stable).
        std::stable_sort(order.begin(), order.end(), [w](int a, int b) { return w[a] > w[b]; });
        int used = 0;
        for (int j = 0; j < k; ++j)
            used += w[j] != 0.0f;
        float kept = 0;
        for (int j = 0; j < maxInfluences; ++j)
            kept += w[order[j]];
        for (int j = 0; j < maxInfluences; ++j) {
            indexes[v * maxInfluences + j] = idx[order[j]];
            float value = w[order[j]];
            if (used > maxInfluences && kept > 0)
                value /= kept;
            weights[v * maxInfluences + j] = value;
        }
        changed += used > maxInfluences;
    }
    mesh.influencesPerVertex = maxInfluences;
    mesh.blendIndexes = std::move(indexes);
    mesh.blendWeights = std::move(weights);
    return changed;
}

QStringList dropInfluencesWithoutSkeleton(Model &model)
{
    QStringList changed;
    if (!model.skeleton.joints.isEmpty())
        return changed;
    for (Mesh &mesh : model.meshes) {
        if (!mesh.isSkinned())
            continue;
        mesh.influencesPerVertex = 0;
        mesh.blendIndexes.clear();
        mesh.blendWeights.clear();
        changed << mesh.name;
    }
    return changed;
}

} // namespace quarry
