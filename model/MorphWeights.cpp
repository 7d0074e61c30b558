#include "model/MorphWeights.h"

#include <algorithm>
#include <cmath>

namespace quarry {

QList<ActiveMorph> activeMorphs(const QList<float> &weights, int limit)
{
    QList<ActiveMorph> active;
    for (qsizetype t = 0; t < weights.size(); ++t)
        if (weights[t] != 0.0f && std::isfinite(weights[t]))
            active.append({int(t), weights[t]});
    std::stable_sort(active.begin(), active.end(), [](const ActiveMorph &a, const ActiveMorph &b) {
        return std::abs(a.weight) > std::abs(b.weight);
    });
    if (active.size() > limit)
        active.resize(std::max(limit, 0));
    return active;
}

int weightedMorphCount(const QList<float> &weights)
{
    return int(std::count_if(weights.cbegin(), weights.cend(), [](float w) { return w != 0.0f && std::isfinite(w); }));
}

qsizetype movedVertexCount(const Mesh &mesh, const MorphTarget &morph)
{
    qsizetype moved = 0;
    const qsizetype n = std::min(morph.vertices.size(), morph.positions.size());
    for (qsizetype i = 0; i < n; ++i) {
        const quint32 v = morph.vertices[i];
        if (v < quint32(mesh.positions.size()) && (morph.positions[i] - mesh.positions[v]).lengthSquared() > 1e-12f)
            ++moved;
    }
    return moved;
}

QList<QVector3D> morphedPositions(const Mesh &mesh, const QList<float> &weights)
{
    QList<QVector3D> positions = mesh.positions;
    for (const ActiveMorph &a : activeMorphs(weights)) {
        if (a.target >= mesh.morphs.size())
            continue;
        const MorphTarget &morph = mesh.morphs[a.target];
        const qsizetype n = std::min(morph.vertices.size(), morph.positions.size());
        for (qsizetype i = 0; i < n; ++i) {
            const quint32 v = morph.vertices[i];
            if (v < quint32(positions.size()))
                positions[v] += a.weight * (morph.positions[i] - mesh.positions[v]);
        }
    }
    return positions;
}

MorphWeights shiftMorphWeights(const MorphWeights &weights, int index, bool removed)
{
    MorphWeights result;
    for (auto it = weights.cbegin(); it != weights.cend(); ++it) {
        if (removed && it.key() == index)
            continue;
        const int key = it.key() >= index ? it.key() + (removed ? -1 : 1) : it.key();
        result.insert(key, it.value());
    }
    return result;
}

MorphWeights animationMorphWeights(const Model &model, const Animation &animation, float t)
{
    MorphWeights weights;
    for (const MorphTrack &track : animation.morphTracks) {
        if (track.mesh < 0 || track.mesh >= model.meshes.size() || track.weights.isEmpty())
            continue;
        const qsizetype targets = model.meshes[track.mesh].morphs.size();
        if (track.target < 0 || track.target >= targets)
            continue;
        QList<float> &w = weights[track.mesh];
        if (w.size() != targets)
            w.resize(targets, 0.0f);
        w[track.target] = sampleChannel(track.weights, t, 0.0f);
    }
    return weights;
}

} // namespace quarry
