#include "model/MorphPlayback.h"

namespace quarry {

MorphWeights playedMorphWeights(const Model &model, int animation, double time, const MorphWeights &preview)
{
    MorphWeights weights;
    if (animation >= 0 && animation < model.animations.size())
        weights = animationMorphWeights(model, model.animations[animation], float(time));
    for (auto it = preview.cbegin(); it != preview.cend(); ++it) {
        if (it.key() < 0 || it.key() >= model.meshes.size())
            continue;
        const qsizetype targets = model.meshes[it.key()].morphs.size();
        QList<float> &w = weights[it.key()];
        w.resize(targets, 0.0f);
        for (qsizetype t = 0; t < targets && t < it->size(); ++t)
            w[t] += it->at(t);
    }
    return weights;
}

SkinnedMesh skinMorphedMesh(const Mesh &mesh, const QList<float> &weights, const QList<QMatrix4x4> &skinning)
{
    if (weightedMorphCount(weights) == 0)
        return skinMesh(mesh, skinning);
    Mesh morphed = mesh;
    morphed.positions = morphedPositions(mesh, weights);
    return skinMesh(morphed, skinning);
}

QList<QVector3D> posedPositions(const Model &model, int mesh, int animation, double time)
{
    if (mesh < 0 || mesh >= model.meshes.size())
        return {};
    const QList<QMatrix4x4> skinning = skinningMatrices(
        model.skeleton, worldMatrices(model.skeleton, localPose(model, animation, time)));
    return skinMorphedMesh(model.meshes[mesh], playedMorphWeights(model, animation, time).value(mesh), skinning)
        .positions;
}

} // namespace quarry
