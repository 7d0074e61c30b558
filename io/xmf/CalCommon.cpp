#include "io/xmf/CalCommon.h"

#include "model/Transform.h"

#include <QVector4D>

namespace quarry::calcommon {

QList<BoneSpace> boneSpaces(const Skeleton &skeleton)
{
    const QList<QMatrix4x4> world = skeleton.bindWorldMatrices();
    QList<BoneSpace> spaces(skeleton.size());
    QList<bool> keepsFileValues(skeleton.size(), false);
    for (int i = 0; i < skeleton.size(); ++i) {
        const Joint &joint = skeleton.joints[i];
        const QQuaternion &q = joint.bind.rotation;
        keepsFileValues[i] = joint.extras.contains(kLocalTranslation) && joint.extras.contains(kLocalRotation)
                             && joint.extras.value(kReadTranslation).value<QVector3D>() == joint.bind.translation
                             && joint.extras.value(kReadRotation).value<QVector4D>()
                                    == QVector4D(q.x(), q.y(), q.z(), q.scalar())
                             && joint.bind.scale == QVector3D(1, 1, 1)
                             && (joint.parent < 0 || keepsFileValues[joint.parent]);
        BoneSpace &s = spaces[i];
        if (keepsFileValues[i]) {
            const QVector3D t = joint.extras.value(kLocalTranslation).value<QVector3D>();
            const QVector4D r = joint.extras.value(kLocalRotation).value<QVector4D>();
            for (int k = 0; k < 3; ++k)
                s.translation[k] = t[k];
            for (int k = 0; k < 4; ++k)
                s.rotation[k] = r[k];
            continue;
        }
        const Transform bindWorld = Transform::fromMatrix(world[i]);
        const QQuaternion inverseRotation = bindWorld.rotation.conjugated();
        const QVector3D inverseTranslation = -(inverseRotation.rotatedVector(bindWorld.translation));
        s.translation[0] = inverseTranslation.x();
        s.translation[1] = inverseTranslation.y();
        s.translation[2] = inverseTranslation.z();
        toCal3d(inverseRotation, s.rotation);
    }
    return spaces;
}

} // namespace quarry::calcommon
