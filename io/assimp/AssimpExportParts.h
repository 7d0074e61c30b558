// The parts of the Assimp scene Quarry builds for export (AssimpExporter)
// that do not depend on how the scene is laid out: conversions to Assimp's
// types, materials and animations.
#pragma once

#include "model/Model.h"

#include <QMatrix4x4>
#include <QQuaternion>
#include <QString>
#include <QStringList>
#include <QVector3D>

#include <assimp/anim.h>
#include <assimp/material.h>
#include <assimp/types.h>

#include <cstddef>

namespace quarry::assimp {

inline aiMatrix4x4 toAiMatrix(const QMatrix4x4 &m)
{
    return aiMatrix4x4(m(0, 0), m(0, 1), m(0, 2), m(0, 3), m(1, 0), m(1, 1), m(1, 2), m(1, 3), m(2, 0), m(2, 1),
                       m(2, 2), m(2, 3), m(3, 0), m(3, 1), m(3, 2), m(3, 3));
}

inline aiVector3D toAi(const QVector3D &v)
{
    return aiVector3D(v.x(), v.y(), v.z());
}
inline aiQuaternion toAi(const QQuaternion &q)
{
    return aiQuaternion(q.scalar(), q.x(), q.y(), q.z());
}

inline aiString toAiString(const QString &s)
{
    aiString out;
    out.Set(s.toStdString());
    return out;
}

// An array of `count` pointers, all null (null for none), as aiScene owns them.
template<typename T>
inline T **newArray(size_t count)
{
    return count ? new T *[count]() : nullptr;
}

// A material, named as IQE and IQM name it, with its colours and texture maps.
aiMaterial *exportMaterial(const Material &material);
// A channel per animated joint; `channelNames`: per joint, the node name
// its channel targets. Null when no joint is keyed.
aiAnimation *exportAnimation(const Animation &animation, const Skeleton &skeleton, const QStringList &channelNames);

} // namespace quarry::assimp
