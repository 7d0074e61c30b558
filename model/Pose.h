// Pose evaluation: local joint transforms of an animation at a time, world
// matrices, skinning matrices, CPU skinning and the bounds of a pose.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QMatrix4x4>
#include <QVector3D>

namespace quarry {

struct Bounds
{
    QVector3D min{+INFINITY, +INFINITY, +INFINITY};
    QVector3D max{-INFINITY, -INFINITY, -INFINITY};

    bool isValid() const { return min.x() <= max.x(); }
    void add(const QVector3D &p);
    void add(const Bounds &b);
    QVector3D center() const { return (min + max) * 0.5f; }
    QVector3D size() const { return isValid() ? max - min : QVector3D(); }
    float radius() const { return size().length() * 0.5f; }
};

// Local transforms of every joint: the bind pose where animation is -1 or
// out of range, otherwise the animation sampled at time t (seconds).
QList<Transform> localPose(const Model &model, int animation, double time);
// Joint-to-model matrices for local transforms (parents before children).
QList<QMatrix4x4> worldMatrices(const Skeleton &skeleton, const QList<Transform> &local);
// world(pose) * inverse(world(bind)): what skinning applies per joint.
QList<QMatrix4x4> skinningMatrices(const Skeleton &skeleton, const QList<QMatrix4x4> &poseWorld);

struct SkinnedMesh
{
    QList<QVector3D> positions;
    QList<QVector3D> normals;
};

// The weighted mean of vertex v's joint matrices, column-major into m; false
// when the vertex has no usable weight. The caller checks that the mesh's
// blend arrays hold influencesPerVertex entries for every vertex. skinMesh
// and the per-vertex matrices of posed edits share it, so both give the
// same sums in the same order.
inline bool blendSkinningMatrix(const Mesh &mesh, qsizetype v, const QList<QMatrix4x4> &skinning, float m[16])
{
    const int k = mesh.influencesPerVertex;
    float total = 0;
    for (int e = 0; e < 16; ++e)
        m[e] = 0;
    for (int j = 0; j < k; ++j) {
        const float w = mesh.blendWeights[v * k + j];
        const quint32 joint = mesh.blendIndexes[v * k + j];
        if (w == 0 || joint >= quint32(skinning.size()))
            continue;
        const float *src = skinning[joint].constData();
        for (int e = 0; e < 16; ++e)
            m[e] += src[e] * w;
        total += w;
    }
    if (total <= 0)
        return false;
    for (int e = 0; e < 16; ++e)
        m[e] /= total;
    return true;
}

// Linear blend skinning. Weights are normalized per vertex; a vertex
// without weights keeps its bind position. Unskinned meshes pass through.
SkinnedMesh skinMesh(const Mesh &mesh, const QList<QMatrix4x4> &skinning);

Bounds meshBounds(const Mesh &mesh);
Bounds modelBounds(const Model &model);
// Bounds of every mesh skinned at the given animation and time.
Bounds poseBounds(const Model &model, int animation, double time);

} // namespace quarry
