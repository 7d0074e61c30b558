// What Cal3D's two encodings (XML in io/xmf, binary in io/cal3d) share: the
// quaternion convention, the keys under which their readers keep what a
// model has no field for (so that a mesh or skeleton read from either form
// is the same model and either writer keeps it), and the bone-space values
// both skeleton writers store.
#pragma once

#include "model/Skeleton.h"

#include <QList>
#include <QQuaternion>
#include <QString>

namespace quarry::calcommon {

// Cal3D stores x y z w but rotates by the inverse of the usual convention:
// its (x, y, z, w) is the usual quaternion (-x, -y, -z, w).
inline QQuaternion fromCal3d(const float q[4])
{
    return QQuaternion(q[3], -q[0], -q[1], -q[2]);
}
inline void toCal3d(const QQuaternion &q, float out[4])
{
    out[0] = -q.x();
    out[1] = -q.y();
    out[2] = -q.z();
    out[3] = q.scalar();
}

// A submesh's fields beyond the model's (XMF and CMF alike).
inline const QString kMaterial = QStringLiteral("xmf.material");
inline const QString kLodSteps = QStringLiteral("xmf.lodSteps");
inline const QString kNumMorphs = QStringLiteral("xmf.numMorphs");
inline const QString kSprings = QStringLiteral("xmf.springs");
inline const QString kCollapseId = QStringLiteral("xmf.collapseId");
inline const QString kCollapseCount = QStringLiteral("xmf.collapseCount");
inline const QString kPhysique = QStringLiteral("xmf.physique");
inline const QString kInfluenceCount = QStringLiteral("xmf.influenceCount");
inline const QString kMorphTexcoords = QStringLiteral("xmf.texcoords");

// A bone's bone-space values as its file stored them (x y z; x y z w in
// Cal3D's convention), and the bind pose they were read with.
inline const QString kLocalTranslation = QStringLiteral("xsf.localTranslation");
inline const QString kLocalRotation = QStringLiteral("xsf.localRotation");
inline const QString kReadTranslation = QStringLiteral("xsf.readTranslation");
inline const QString kReadRotation = QStringLiteral("xsf.readRotation");

struct BoneSpace
{
    float translation[3];
    float rotation[4]; // Cal3D's convention
};

// Every joint's bone space: the inverse of its bind pose's world transform.
// A joint keeps the values its file stored while its bind pose and every
// ancestor's are still those it was read with (the file's own digits, so
// that a skeleton read and written unchanged gives the same bytes).
QList<BoneSpace> boneSpaces(const Skeleton &skeleton);

} // namespace quarry::calcommon
