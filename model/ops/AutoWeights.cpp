#include "model/ops/AutoWeights.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace quarry {

namespace {

float distanceToBone(const QVector3D &p, const QVector3D &a, const QVector3D &b, bool open)
{
    const QVector3D ab = b - a;
    const float length2 = QVector3D::dotProduct(ab, ab);
    if (length2 <= 0.0f)
        return (p - a).length();
    const float t = std::clamp(QVector3D::dotProduct(p - a, ab) / length2, 0.0f,
                               open ? std::numeric_limits<float>::max() : 1.0f);
    return (p - (a + ab * t)).length();
}

} // namespace

QList<BoneSegment> boneSegments(const Skeleton &skeleton)
{
    const QList<QMatrix4x4> world = skeleton.bindWorldMatrices();
    QList<QVector3D> position;
    for (const QMatrix4x4 &m : world)
        position.append(m.map(QVector3D()));
    QList<BoneSegment> bones;
    for (int j = 0; j < skeleton.joints.size(); ++j) {
        const QList<int> children = skeleton.children(j);
        for (int c : children)
            bones.append({j, position[j], position[c]});
        if (!children.isEmpty())
            continue;
        const int parent = skeleton.joints[j].parent;
        // A leaf: on in its parent's direction, or a point.
        const QVector3D on = parent >= 0 ? position[j] - position[parent] : QVector3D();
        bones.append({j, position[j], position[j] + on, !on.isNull()});
    }
    return bones;
}

Influences autoInfluences(const QList<BoneSegment> &bones, int jointCount, const QVector3D &point, int maxInfluences,
                          float softness, const QList<bool> &allowed)
{
    QList<float> nearest(jointCount, std::numeric_limits<float>::max());
    for (const BoneSegment &bone : bones)
        if (bone.joint >= 0 && bone.joint < jointCount && (allowed.isEmpty() || allowed.value(bone.joint)))
            nearest[bone.joint] = std::min(nearest[bone.joint], distanceToBone(point, bone.start, bone.end, bone.open));
    Influences influences;
    for (int j = 0; j < jointCount; ++j) {
        if (nearest[j] == std::numeric_limits<float>::max())
            continue;
        const float d2 = nearest[j] * nearest[j] + softness * softness;
        influences.append({quint32(j), 1.0f / (d2 * d2)});
    }
    // Relative to the strongest, so that tiny distances do not overflow.
    float strongest = 0.0f;
    for (const Influence &i : influences)
        strongest = std::max(strongest, i.weight);
    if (!(strongest > 0.0f) || !std::isfinite(strongest))
        return {};
    for (Influence &i : influences)
        i.weight /= strongest;
    std::stable_sort(influences.begin(), influences.end(),
                     [](const Influence &a, const Influence &b) { return a.weight > b.weight; });
    if (maxInfluences > 0 && influences.size() > maxInfluences)
        influences.resize(maxInfluences);
    influences.removeIf([](const Influence &i) { return !(i.weight > 1e-6f); });
    return normalized(influences);
}

QList<int> deformingJoints(const Model &model)
{
    const qsizetype n = model.skeleton.joints.size();
    QList<bool> used(n, false);
    for (const Mesh &mesh : model.meshes) {
        if (!mesh.isSkinned())
            continue;
        for (qsizetype i = 0; i < mesh.blendWeights.size() && i < mesh.blendIndexes.size(); ++i)
            if (mesh.blendWeights[i] > 0 && mesh.blendIndexes[i] < quint32(n))
                used[mesh.blendIndexes[i]] = true;
    }
    QList<int> joints;
    for (qsizetype j = 0; j < n; ++j)
        if (used[j])
            joints.append(int(j));
    return joints;
}

WeightChanges autoWeights(const Model &model, const QMap<int, QList<quint32>> &vertices, int maxInfluences,
                          const QList<int> &joints)
{
    const Skeleton &skeleton = model.skeleton;
    if (skeleton.isEmpty())
        return {};
    const QList<BoneSegment> bones = boneSegments(skeleton);
    // The falloff's softness: a thousandth of the skeleton's size.
    QVector3D low(std::numeric_limits<float>::max(), std::numeric_limits<float>::max(),
                  std::numeric_limits<float>::max());
    QVector3D high = -low;
    for (const BoneSegment &bone : bones)
        for (const QVector3D &p : {bone.start, bone.end}) {
            low = QVector3D(std::min(low.x(), p.x()), std::min(low.y(), p.y()), std::min(low.z(), p.z()));
            high = QVector3D(std::max(high.x(), p.x()), std::max(high.y(), p.y()), std::max(high.z(), p.z()));
        }
    const float softness = std::max((high - low).length() * 1e-3f, 1e-6f);
    const int jointCount = int(skeleton.joints.size());
    const QList<int> receiving = joints.isEmpty() ? deformingJoints(model) : joints;
    QList<bool> allowed; // empty: every joint
    if (!receiving.isEmpty()) {
        allowed.fill(false, jointCount);
        for (int j : receiving)
            if (j >= 0 && j < jointCount)
                allowed[j] = true;
    }
    QMap<int, QList<quint32>> chosen = vertices;
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        if (it.value().isEmpty() && it.key() >= 0 && it.key() < model.meshes.size())
            for (quint32 v = 0; v < quint32(model.meshes[it.key()].vertexCount()); ++v)
                it.value().append(v);
    return editWeights(model, chosen, [&](const Influences &, int mesh, quint32 v) {
        return autoInfluences(bones, jointCount, model.meshes[mesh].positions[v], maxInfluences, softness, allowed);
    });
}

} // namespace quarry
