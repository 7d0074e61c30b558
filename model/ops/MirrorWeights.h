// Mirroring skin weights across an axis: a vertex takes the weights of the
// vertex at its mirrored position, each joint swapped for its left/right
// partner by name (Hand.L <-> Hand.R).
#pragma once

#include "model/ops/WeightEdit.h"

#include <QStringList>

namespace quarry {

// The naming rules of left and right joints, as scripts spell them:
// "auto" (the first rule that finds a partner), ".L/.R", "_l/_r",
// "Left/Right", "L/R" (a lone letter: "Bip01 L Thigh").
QStringList jointSideRules();

// A rule of one's own, "custom:A/B", swaps the literal texts A and B
// ("custom:Lft/Rgt": ArmLft <-> ArmRgt). Whether `rule` is a known rule
// or a well-formed custom one.
bool isJointSideRule(const QString &rule);

// The name with its sides swapped by the rule; the name itself when the
// rule finds no side in it.
QString mirroredJointName(const QString &name, const QString &rule);
// Per joint, the index of its partner (itself when it has none). Sides
// match in any case: arm_L pairs with arm_r, Hand.l with Hand.R,
// LeftArm with rightArm.
QList<int> mirroredJoints(const Skeleton &skeleton, const QString &rule);
// The joints whose names say a side but that have no partner (from
// mirroredJoints()): mirroring leaves them as they were.
QList<int> unpairedSideJoints(const Skeleton &skeleton, const QList<int> &partners, const QString &rule);

// The axis (0 = x, 1 = y, 2 = z) across which the skeleton's left and
// right joints mirror each other: the one along which the partners (from
// mirroredJoints()) lie furthest apart in the bind pose; `fallback` when
// no joint has a partner away from it.
int mirrorAxisOf(const Skeleton &skeleton, const QList<int> &partners, int fallback);

// An axis as scripts spell it: "x", "y" or "z", or "auto" (mirrorAxisOf()
// with the given rule's partners, else `fallback`); -1 for anything else.
int mirrorAxisNamed(const QString &name, const Skeleton &skeleton, const QString &rule, int fallback);

// Per vertex of the mesh, the vertex at its position mirrored across the
// axis (0 = x, 1 = y, 2 = z), or -1 where there is none; a vertex on the
// plane is its own.
QList<qint64> mirrorVertexMap(const Mesh &mesh, int axis);

// The changes that give each vertex on the destination side the mirrored
// weights of its partner vertex. `sources`: the vertices to copy from
// (per mesh); empty: every vertex on the positive side of the axis
// (0 = x, 1 = y, 2 = z). Vertices on the mirror plane are left alone.
WeightChanges mirrorWeights(const Model &model, const QList<int> &meshes, const QMap<int, QList<quint32>> &sources,
                            int axis, const QString &rule);

} // namespace quarry
