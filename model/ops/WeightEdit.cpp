#include "model/ops/WeightEdit.h"

#include <QHash>

#include <algorithm>

namespace quarry {

namespace {

// Whether the mesh's weight streams have the layout its slot count says
// (no weights at all counts as such a layout with zero slots).
bool hasValidLayout(const Mesh &mesh)
{
    const qsizetype n = mesh.vertexCount() * qsizetype(std::max(mesh.influencesPerVertex, 0));
    return mesh.blendIndexes.size() == n && mesh.blendWeights.size() == n;
}

// Changes the slots per vertex: existing slots kept (as many as fit), new
// ones empty; zero slots removes the streams.
void setSlots(Mesh &mesh, int width)
{
    const int k = std::max(mesh.influencesPerVertex, 0);
    if (width == k)
        return;
    const qsizetype n = mesh.vertexCount();
    QList<quint32> indexes(n * width, 0);
    QList<float> weights(n * width, 0.0f);
    const int keep = std::min(k, width);
    for (qsizetype v = 0; v < n; ++v)
        for (int s = 0; s < keep; ++s) {
            indexes[v * width + s] = mesh.blendIndexes[v * k + s];
            weights[v * width + s] = mesh.blendWeights[v * k + s];
        }
    mesh.influencesPerVertex = width;
    mesh.blendIndexes = std::move(indexes);
    mesh.blendWeights = std::move(weights);
}

void writeSlots(Mesh &mesh, quint32 vertex, const quint32 *indexes, const float *weights, int count)
{
    const int k = mesh.influencesPerVertex;
    quint32 *idx = mesh.blendIndexes.data() + qsizetype(vertex) * k;
    float *w = mesh.blendWeights.data() + qsizetype(vertex) * k;
    for (int s = 0; s < k; ++s) {
        idx[s] = s < count ? indexes[s] : 0;
        w[s] = s < count ? weights[s] : 0.0f;
    }
}

} // namespace

Influences vertexInfluences(const Mesh &mesh, quint32 vertex)
{
    Influences result;
    const int k = mesh.influencesPerVertex;
    if (k <= 0 || (qsizetype(vertex) + 1) * k > std::min(mesh.blendWeights.size(), mesh.blendIndexes.size()))
        return result;
    for (int s = 0; s < k; ++s) {
        const float w = mesh.blendWeights[qsizetype(vertex) * k + s];
        if (w == 0.0f)
            continue;
        const quint32 joint = mesh.blendIndexes[qsizetype(vertex) * k + s];
        auto same = std::find_if(result.begin(), result.end(),
                                 [joint](const Influence &i) { return i.joint == joint; });
        if (same != result.end())
            same->weight += w;
        else
            result.append({joint, w});
    }
    return result;
}

float jointWeight(const Mesh &mesh, quint32 vertex, quint32 joint)
{
    const int k = mesh.influencesPerVertex;
    if (k <= 0 || (qsizetype(vertex) + 1) * k > std::min(mesh.blendWeights.size(), mesh.blendIndexes.size()))
        return 0.0f;
    float sum = 0.0f;
    for (int s = 0; s < k; ++s)
        if (mesh.blendIndexes[qsizetype(vertex) * k + s] == joint)
            sum += mesh.blendWeights[qsizetype(vertex) * k + s];
    return sum;
}

float weightSum(const Influences &influences)
{
    float sum = 0.0f;
    for (const Influence &i : influences)
        sum += i.weight;
    return sum;
}

Influences assignWeight(Influences influences, quint32 joint, float weight, WeightMode mode, bool normalize)
{
    auto it = std::find_if(influences.begin(), influences.end(),
                           [joint](const Influence &i) { return i.joint == joint; });
    const float current = it != influences.end() ? it->weight : 0.0f;
    float target = mode == WeightMode::Replace ? weight : mode == WeightMode::Add ? current + weight : current - weight;
    target = std::clamp(target, 0.0f, 1.0f);
    if (it == influences.end()) {
        influences.append({joint, 0.0f});
        it = influences.end() - 1;
    }
    it->weight = target;
    if (normalize) {
        const float others = weightSum(influences) - target;
        if (others > 0.0f) {
            const float scale = (1.0f - target) / others;
            for (Influence &i : influences)
                if (i.joint != joint)
                    i.weight *= scale;
        } else if (target > 0.0f) {
            it->weight = 1.0f;
        }
    }
    influences.removeIf([](const Influence &i) { return !(i.weight > 0.0f); });
    return influences;
}

Influences removeJoint(Influences influences, quint32 joint)
{
    const float total = weightSum(influences);
    influences.removeIf([joint](const Influence &i) { return i.joint == joint; });
    const float rest = weightSum(influences);
    if (rest > 0.0f && rest != total)
        for (Influence &i : influences)
            i.weight *= total / rest;
    return influences;
}

Influences keepLargest(const Influences &influences)
{
    if (influences.isEmpty())
        return {};
    const auto largest = std::max_element(influences.begin(), influences.end(),
                                          [](const Influence &a, const Influence &b) { return a.weight < b.weight; });
    return {{largest->joint, 1.0f}};
}

Influences limitTo(Influences influences, int maxInfluences)
{
    if (maxInfluences <= 0 || influences.size() <= maxInfluences)
        return influences;
    const float total = weightSum(influences);
    std::stable_sort(influences.begin(), influences.end(),
                     [](const Influence &a, const Influence &b) { return a.weight > b.weight; });
    influences.resize(maxInfluences);
    const float kept = weightSum(influences);
    if (kept > 0.0f)
        for (Influence &i : influences)
            i.weight *= total / kept;
    return influences;
}

Influences normalized(Influences influences)
{
    const float sum = weightSum(influences);
    if (sum > 0.0f)
        for (Influence &i : influences)
            i.weight /= sum;
    return influences;
}

WeightChange makeWeightChange(const Mesh &mesh, int meshIndex, const QList<quint32> &vertices,
                              const QList<Influences> &influences)
{
    WeightChange change;
    change.mesh = meshIndex;
    if (!hasValidLayout(mesh))
        return change;
    const int k = std::max(mesh.influencesPerVertex, 0);
    int width = k;
    for (const Influences &list : influences) {
        int used = 0;
        for (const Influence &i : list)
            used += i.weight > 0.0f;
        width = std::max(width, used);
    }
    change.oldSlots = k;
    change.newSlots = width;
    QList<quint32> oldIdx(width), newIdx(width);
    QList<float> oldW(width), newW(width);
    QList<bool> claimed(width);
    for (qsizetype n = 0; n < vertices.size() && n < influences.size(); ++n) {
        const quint32 v = vertices[n];
        if (v >= quint32(mesh.vertexCount()))
            continue;
        for (int s = 0; s < width; ++s) {
            oldIdx[s] = s < k ? mesh.blendIndexes[qsizetype(v) * k + s] : 0;
            oldW[s] = s < k ? mesh.blendWeights[qsizetype(v) * k + s] : 0.0f;
            newIdx[s] = 0;
            newW[s] = 0.0f;
            claimed[s] = false;
        }
        Influences unplaced;
        for (const Influence &i : influences[n]) {
            if (!(i.weight > 0.0f))
                continue;
            int s = 0;
            while (s < width && (claimed[s] || oldIdx[s] != i.joint || oldW[s] == 0.0f))
                ++s;
            if (s < width) {
                claimed[s] = true;
                newIdx[s] = i.joint;
                newW[s] = i.weight;
            } else {
                unplaced.append(i);
            }
        }
        for (const Influence &i : std::as_const(unplaced)) {
            int s = 0;
            while (s < width && claimed[s])
                ++s;
            claimed[s] = true;
            newIdx[s] = i.joint;
            newW[s] = i.weight;
        }
        if (newIdx == oldIdx && newW == oldW)
            continue;
        change.vertices.append(v);
        change.oldIndexes.append(oldIdx.first(k));
        change.oldWeights.append(oldW.first(k));
        change.newIndexes.append(newIdx);
        change.newWeights.append(newW);
    }
    if (change.vertices.isEmpty())
        change.newSlots = k;
    return change;
}

void applyWeightChange(Mesh &mesh, const WeightChange &change, bool undo)
{
    if (!undo) {
        setSlots(mesh, std::max(change.newSlots, mesh.influencesPerVertex));
        for (qsizetype n = 0; n < change.vertices.size(); ++n)
            writeSlots(mesh, change.vertices[n], change.newIndexes.constData() + n * change.newSlots,
                       change.newWeights.constData() + n * change.newSlots, change.newSlots);
        return;
    }
    for (qsizetype n = 0; n < change.vertices.size(); ++n)
        writeSlots(mesh, change.vertices[n], change.oldIndexes.constData() + n * change.oldSlots,
                   change.oldWeights.constData() + n * change.oldSlots, change.oldSlots);
    setSlots(mesh, change.oldSlots);
}

void mergeWeightChange(WeightChange &earlier, const WeightChange &later)
{
    const int width = std::max(earlier.newSlots, later.newSlots);
    QHash<quint32, qsizetype> position;
    for (qsizetype n = 0; n < earlier.vertices.size(); ++n)
        position.insert(earlier.vertices[n], n);
    // The earlier's new width, widened to the later's width.
    QList<quint32> indexes(earlier.vertices.size() * width, 0);
    QList<float> weights(earlier.vertices.size() * width, 0.0f);
    for (qsizetype n = 0; n < earlier.vertices.size(); ++n)
        for (int s = 0; s < earlier.newSlots; ++s) {
            indexes[n * width + s] = earlier.newIndexes[n * earlier.newSlots + s];
            weights[n * width + s] = earlier.newWeights[n * earlier.newSlots + s];
        }
    for (qsizetype m = 0; m < later.vertices.size(); ++m) {
        const quint32 v = later.vertices[m];
        qsizetype n = position.value(v, -1);
        if (n < 0) {
            // First touched now: its width before the earlier change are the
            // later's old ones (the width past the earlier's width were empty).
            n = earlier.vertices.size();
            earlier.vertices.append(v);
            for (int s = 0; s < earlier.oldSlots; ++s) {
                earlier.oldIndexes.append(s < later.oldSlots ? later.oldIndexes[m * later.oldSlots + s] : 0);
                earlier.oldWeights.append(s < later.oldSlots ? later.oldWeights[m * later.oldSlots + s] : 0.0f);
            }
            indexes.resize(indexes.size() + width, 0);
            weights.resize(weights.size() + width, 0.0f);
        }
        for (int s = 0; s < width; ++s) {
            indexes[n * width + s] = s < later.newSlots ? later.newIndexes[m * later.newSlots + s] : 0;
            weights[n * width + s] = s < later.newSlots ? later.newWeights[m * later.newSlots + s] : 0.0f;
        }
    }
    earlier.newSlots = width;
    earlier.newIndexes = std::move(indexes);
    earlier.newWeights = std::move(weights);
}

} // namespace quarry
