// Automatic skin weights from the skeleton's bind pose: each vertex is
// weighted by its distance to the bones (a joint to each of its children;
// a leaf joint's goes on in its parent's direction), with a smooth falloff,
// normalized and limited to the strongest few joints.
#pragma once

#include "model/ops/WeightEdit.h"

#include <QVector3D>

namespace quarry {

struct BoneSegment
{
    int joint = -1;
    QVector3D start;
    QVector3D end;
    bool open = false; // goes on past the end (a leaf joint's bone)
};

// The bones of the bind pose in model space, one or more per joint.
QList<BoneSegment> boneSegments(const Skeleton &skeleton);

// The influences of a point: inverse fourth power of the distance to each
// joint's nearest bone, the largest `maxInfluences` kept, summing to one.
// `softness` (a length) keeps the falloff finite on a bone. Only the
// joints marked in `allowed` (when it is not empty) receive weight.
Influences autoInfluences(const QList<BoneSegment> &bones, int jointCount, const QVector3D &point, int maxInfluences,
                          float softness, const QList<bool> &allowed = {});

// The joints that deform the mesh: some weight on some vertex. Helper and
// IK joints that weigh on nothing are left out.
QList<int> deformingJoints(const Model &model);

// The changes that give the vertices automatic weights (every vertex of
// the meshes in `vertices` with an empty list). Only `joints` receive
// weight; with none given, the joints that already deform the mesh, or
// every joint when the model has no weights at all.
WeightChanges autoWeights(const Model &model, const QMap<int, QList<quint32>> &vertices, int maxInfluences,
                          const QList<int> &joints = {});

} // namespace quarry
