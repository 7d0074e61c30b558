// The joints an MD5 writer writes: the model's, and an "origin" joint
// added where some vertex has no weight (MD5 needs one for every vertex).
#pragma once

#include "io/IoResult.h"
#include "model/Model.h"

#include <array>

namespace quarry::md5 {

struct Rig
{
    QList<QString> names;
    QList<int> parents;
    QList<Transform> bind; // relative to the parent
    QList<QVector3D> worldPosition; // bind pose, model space
    QList<QQuaternion> worldRotation;
    QList<std::array<double, 3>> storedRotation; // what the joints line stores
    // Where the file read put a joint the model has since moved in the bind
    // pose (moved[j]): the weights read on it are re-expressed from there.
    QList<bool> moved;
    QList<QVector3D> readPosition;
    QList<QQuaternion> readRotation;
    int origin = -1; // the added joint, -1 = none
    bool scaled = false; // some joint's bind scale is not 1: left out
};

Rig makeRig(const Model &model);
// Whether vertex v of a mesh has a weight on one of the model's joints.
bool hasWeight(const Mesh &mesh, qsizetype v, qsizetype jointCount);

// The .md5anim text of animation `index`; warnings appended. A frame
// stores the channels that change, or with `everyChannel` all six of every
// joint (Ironwail's loader, gl_model.c MD5Anim_Load, reads no baseframe: a
// channel a frame does not store is 0 there).
QByteArray encodeAnim(const Model &model, const Rig &rig, int index, const QString &path, QList<Diagnostic> &warnings,
                      bool everyChannel = false);

} // namespace quarry::md5
