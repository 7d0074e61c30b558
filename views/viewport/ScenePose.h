// The model as it stands at one animation and time: joint matrices for the
// GPU, and (computed on first use) the skinned vertices that picking and
// framing test against.
#pragma once

#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QHash>

namespace quarry {

class ScenePose
{
public:
    // Evaluates the joints; skinned vertices are recomputed lazily.
    // `overrides`: local transforms that replace the animation's for some
    // joints (a pose previewed before it is keyed). The clip's morph
    // tracks at that time, with `morphPreview` added, move the vertices.
    // `companion`: a clip played with it (model/LayeredPlayback), or -1.
    void update(const Model &model, int animation, double time, const QHash<int, Transform> &overrides = {},
                const MorphWeights &morphPreview = {}, int companion = -1);
    // The model's vertices changed (same pose): drop the skinned cache.
    void invalidateVertices() { m_skinnedValid = false; }

    const QList<QMatrix4x4> &jointWorld() const { return m_world; }
    const QList<QMatrix4x4> &skinning() const { return m_skinning; }
    // The morph weights the pose blends (playedMorphWeights).
    const MorphWeights &morphWeights() const { return m_morphs; }
    QVector3D jointPosition(int joint) const;
    // Skinned positions and normals of every mesh (computed once per pose).
    const QList<SkinnedMesh> &skinnedMeshes(const Model &model) const;
    // Bounds of the posed model: meshes, shapes and (unless left out, as
    // for framing while bones are hidden) joints. A model with nothing but
    // joints is bounded by its joints either way.
    Bounds bounds(const Model &model, bool withJoints = true) const;

private:
    QList<QMatrix4x4> m_world;
    QList<QMatrix4x4> m_skinning;
    MorphWeights m_morphs;
    mutable QList<SkinnedMesh> m_skinned;
    mutable bool m_skinnedValid = false;
};

} // namespace quarry
