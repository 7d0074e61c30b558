#include "views/viewport/ScenePose.h"

#include "model/LayeredPlayback.h"
#include "model/MorphPlayback.h"
#include "model/ops/Tessellate.h"

namespace quarry {

void ScenePose::update(const Model &model, int animation, double time, const QHash<int, Transform> &overrides,
                       const MorphWeights &morphPreview, int companion)
{
    m_morphs = layeredMorphWeights(model, animation, companion, time, morphPreview);
    QList<Transform> local = layeredLocalPose(model, animation, companion, time);
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        if (it.key() >= 0 && it.key() < local.size())
            local[it.key()] = it.value();
    m_world = worldMatrices(model.skeleton, local);
    m_skinning = skinningMatrices(model.skeleton, m_world);
    m_skinnedValid = false;
}

QVector3D ScenePose::jointPosition(int joint) const
{
    if (joint < 0 || joint >= m_world.size())
        return {};
    return m_world[joint].map(QVector3D());
}

const QList<SkinnedMesh> &ScenePose::skinnedMeshes(const Model &model) const
{
    if (!m_skinnedValid || m_skinned.size() != model.meshes.size()) {
        m_skinned.resize(model.meshes.size());
        for (qsizetype i = 0; i < model.meshes.size(); ++i)
            m_skinned[i] = skinMorphedMesh(model.meshes[i], m_morphs.value(int(i)), m_skinning);
        m_skinnedValid = true;
    }
    return m_skinned;
}

Bounds ScenePose::bounds(const Model &model, bool withJoints) const
{
    Bounds b;
    for (const SkinnedMesh &mesh : skinnedMeshes(model))
        for (const QVector3D &p : mesh.positions)
            b.add(p);
    for (const Shape &shape : model.shapes) {
        for (const QVector3D &p : tessellateShape(shape).positions)
            b.add(p);
        for (const QVector3D &p : tessellateCurve(shape))
            b.add(p);
    }
    if (withJoints || !b.isValid())
        for (qsizetype j = 0; j < m_world.size(); ++j)
            b.add(jointPosition(int(j)));
    return b;
}

} // namespace quarry
