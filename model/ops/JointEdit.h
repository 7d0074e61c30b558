// Adding and placing joints, and reparenting them, with the meshes and
// animations kept as the edit promises: a placed joint either keeps the
// skin where it is (rebinding) or carries its weighted vertices along, and
// every animated world transform stays what it was.
#pragma once

#include "model/Model.h"

#include <QQuaternion>
#include <QVector3D>

namespace quarry {

// A name not yet taken by a joint: `wanted` (or "joint" when empty), else
// with "_2", "_3", ... appended.
QString uniqueJointName(const Skeleton &skeleton, const QString &wanted);

// Appends a joint under `parent` (-1: a root) with its bind pose at
// `position` in model space, unrotated in model space. No vertex is
// weighted to it and no animation keys it: every clip shows it at its bind
// pose. Returns its index, or -1 when the parent is out of range.
int addJoint(Model &model, const QString &name, int parent, const QVector3D &position);

struct JointMove
{
    QVector3D translation; // model space, added to the joint's position
    QQuaternion rotation; // in model space, around the joint's position
    bool keepMesh = true; // true: the skin stays (rebind); false: weighted vertices follow
    bool moveChildren = true; // true: the subtree moves with the joint; false: children stay put
};

// Moves a joint in the bind pose. Keys of the moved joints (and of the
// children of the joint when they stay) are re-expressed so that every
// joint's animated motion is its old motion times the change of its bind,
// which leaves the skinning of every frame as it was: with keepMesh the
// skinned mesh is unchanged in the bind pose and in every frame; without
// it, vertices follow their joints by their weights. False when the joint
// is out of range or the move is no move.
bool moveJoint(Model &model, int joint, const JointMove &move);

// The rotation of `degrees` about the model's X, then Y, then Z axes (as
// the rotate operation turns a model).
QQuaternion rotationFromDegrees(const QVector3D &degrees);

// Hangs `joint` from `newParent` (-1: a root) like reparentJoint, and
// re-expresses the joint's keys in the new parent's space at every key
// time of the joint and of its old and new ancestors, so its animated world
// transform stays what it was at those times (every frame of a fixed-rate
// clip). False where reparentJoint refuses.
bool reparentJointKeepingMotion(Model &model, int joint, int newParent);

} // namespace quarry
