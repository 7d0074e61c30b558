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

// Linear blend skinning. Weights are normalized per vertex; a vertex
// without weights keeps its bind position. Unskinned meshes pass through.
SkinnedMesh skinMesh(const Mesh &mesh, const QList<QMatrix4x4> &skinning);

Bounds meshBounds(const Mesh &mesh);
Bounds modelBounds(const Model &model);
// Bounds of every mesh skinned at the given animation and time.
Bounds poseBounds(const Model &model, int animation, double time);

} // namespace quarry
