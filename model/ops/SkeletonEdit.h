// Edits of the joint hierarchy that keep meshes and animations pointing at
// the right joints.
#pragma once

#include "model/Model.h"

#include <QRegularExpression>

namespace quarry {

// Joints that no vertex weighs (weight > 0) and that have no such joint
// below them: removing them changes no skinned vertex.
QList<int> unusedJoints(const Model &model);

// Removes the joints. Their children hang from the nearest kept ancestor
// with the bind pose composed so they stay where they were; weights on a
// removed joint move to that ancestor (or are dropped under a removed root);
// the removed joints' animation tracks go. Returns how many were removed.
qsizetype removeJoints(Model &model, const QList<int> &joints);

// Hangs `joint` (and its subtree) from `newParent` (-1 = a root), keeping its
// bind pose in model space. Joints are reordered where needed so parents
// still come first; meshes and tracks follow. False when the move would
// make a cycle or an index is out of range. Animation keys stay as they
// are, relative to the new parent.
bool reparentJoint(Model &model, int joint, int newParent);

// Applies the pattern to every joint name (QString::replace, with \1 ... in
// the replacement). Returns how many names changed.
qsizetype renameJoints(Model &model, const QRegularExpression &pattern, const QString &replacement);

// The new index of each joint after reordering to `order` (order[new] = old),
// applied to the skeleton, meshes and tracks.
void reorderJoints(Model &model, const QList<int> &order);

} // namespace quarry
