#include "model/ops/CompareSkin.h"

#include "model/MorphWeights.h"

namespace quarry::compare {

SkinTable makeSkinTable(const Model &model)
{
    SkinTable table;
    const qsizetype joints = model.skeleton.joints.size();
    qsizetype total = 0;
    for (const Mesh &mesh : model.meshes)
        total += mesh.vertexCount();
    table.positions.reserve(size_t(total) * 3);
    table.first.reserve(size_t(total) + 1);
    table.meshOf.reserve(size_t(total));
    table.vertexOf.reserve(size_t(total));
    table.first.push_back(0);
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        const qsizetype n = mesh.vertexCount();
        const int k = mesh.influencesPerVertex;
        const bool skinned = mesh.isSkinned() && mesh.blendWeights.size() >= n * k && mesh.blendIndexes.size() >= n * k;
        table.meshStart.push_back(int(table.meshOf.size()));
        for (qsizetype v = 0; v < n; ++v) {
            const QVector3D &p = mesh.positions[v];
            table.positions.insert(table.positions.end(), {p.x(), p.y(), p.z()});
            table.meshOf.push_back(m);
            table.vertexOf.push_back(int(v));
            // As blendSkinningMatrix weighs them: zero weights and joints
            // out of range left out, the rest divided by their sum.
            const size_t begin = table.joint.size();
            float sum = 0;
            for (int j = 0; skinned && j < k; ++j) {
                const float w = mesh.blendWeights[v * k + j];
                const quint32 joint = mesh.blendIndexes[v * k + j];
                if (w == 0 || joint >= quint32(joints))
                    continue;
                table.joint.push_back(int(joint));
                table.weight.push_back(w);
                sum += w;
            }
            if (sum <= 0) {
                table.joint.resize(begin);
                table.weight.resize(begin);
            } else {
                for (size_t i = begin; i < table.weight.size(); ++i)
                    table.weight[i] /= sum;
            }
            table.first.push_back(int(table.joint.size()));
        }
    }
    table.meshStart.push_back(int(table.meshOf.size()));
    for (const QMatrix4x4 &bind : model.skeleton.bindWorldMatrices())
        table.inverseBind.push_back(bind.inverted());
    return table;
}

namespace {

template<typename T>
std::optional<T> constantValue(const QList<Key<T>> &keys)
{
    if (keys.isEmpty())
        return std::nullopt;
    for (const Key<T> &k : keys)
        if (!(k.value == keys.first().value))
            return std::nullopt;
    return keys.first().value;
}

} // namespace

AnimationPlan makeAnimationPlan(const Model &model, int animation)
{
    AnimationPlan plan;
    if (animation < 0 || animation >= model.animations.size())
        return plan;
    plan.animation = &model.animations[animation];
    const qsizetype joints = model.skeleton.joints.size();
    for (const JointTrack &track : plan.animation->tracks) {
        if (track.joint < 0 || track.joint >= joints)
            continue;
        AnimationPlan::Channel c;
        c.joint = track.joint;
        c.track = &track;
        c.translation = constantValue(track.translations);
        c.rotation = constantValue(track.rotations);
        c.scale = constantValue(track.scales);
        c.sampleTranslation = !c.translation && !track.translations.isEmpty();
        c.sampleRotation = !c.rotation && !track.rotations.isEmpty();
        c.sampleScale = !c.scale && !track.scales.isEmpty();
        plan.channels.push_back(c);
    }
    return plan;
}

void evaluatePose(const Model &model, const SkinTable &table, const AnimationPlan &plan, double t, PoseBuffers &pose)
{
    const QList<Joint> &joints = model.skeleton.joints;
    const size_t n = size_t(joints.size());
    pose.local.resize(n);
    pose.world.resize(n);
    pose.skin.resize(12 * n);
    for (size_t i = 0; i < n; ++i)
        pose.local[i] = joints[qsizetype(i)].bind;
    const Animation *clip = plan.animation;
    const float time = float(t);
    // In the order of the tracks, as localPose samples them: a later track
    // of the same joint wins.
    for (const AnimationPlan::Channel &c : plan.channels) {
        Transform &p = pose.local[size_t(c.joint)];
        if (c.translation)
            p.translation = *c.translation;
        else if (c.sampleTranslation)
            p.translation = sampleChannel(c.track->translations, time, p.translation);
        if (c.rotation)
            p.rotation = *c.rotation;
        else if (c.sampleRotation)
            p.rotation = sampleChannel(c.track->rotations, time, p.rotation);
        if (c.scale)
            p.scale = *c.scale;
        else if (c.sampleScale)
            p.scale = sampleChannel(c.track->scales, time, p.scale);
    }
    for (size_t i = 0; i < n; ++i) {
        const QMatrix4x4 m = pose.local[i].toMatrix();
        const int parent = joints[qsizetype(i)].parent;
        pose.world[i] = (parent >= 0 && size_t(parent) < i) ? pose.world[size_t(parent)] * m : m;
        const QMatrix4x4 s = pose.world[i] * table.inverseBind[i];
        float *out = pose.skin.data() + 12 * i;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 4; ++c)
                out[4 * r + c] = s(r, c);
    }
    pose.positions = table.positions.data();
    if (!clip || clip->morphTracks.isEmpty())
        return;
    // Morph targets move vertices before skinning, as the viewport blends them.
    const MorphWeights weights = animationMorphWeights(model, *clip, time);
    if (weights.isEmpty())
        return;
    pose.morphed.assign(table.positions.begin(), table.positions.end());
    for (auto it = weights.cbegin(); it != weights.cend(); ++it) {
        const QList<QVector3D> moved = morphedPositions(model.meshes[it.key()], it.value());
        float *out = pose.morphed.data() + 3 * qsizetype(table.meshStart[size_t(it.key())]);
        for (const QVector3D &p : moved) {
            *out++ = p.x();
            *out++ = p.y();
            *out++ = p.z();
        }
    }
    pose.positions = pose.morphed.data();
}

} // namespace quarry::compare
