#include "io/cal3d/CsfSkeleton.h"

#include "io/cal3d/BinaryStream.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QVector4D>

namespace quarry {

using namespace cal3d;

namespace {

const QString kLocalTranslation = QStringLiteral("xsf.localTranslation");
const QString kLocalRotation = QStringLiteral("xsf.localRotation");
const QString kReadTranslation = QStringLiteral("xsf.readTranslation");
const QString kReadRotation = QStringLiteral("xsf.readRotation");
const QString kNameBytes = QStringLiteral("csf.nameBytes");
const QString kChildIds = QStringLiteral("csf.childIds");

} // namespace

WriteResult writeCsfSkeleton(const Model &model, const QString &path)
{
    WriteResult result;
    const Skeleton &skeleton = model.skeleton;
    if (!skeleton.isTopologicallyOrdered())
        return WriteResult::failure(path, tr("the skeleton's joints are not ordered parents first"));
    const int version = model.extras.value(versionKey("csf"), kDefaultVersion).toInt();
    QByteArray &out = result.data;
    out.reserve(skeleton.size() * 100 + 12);
    BinaryWriter w(out);
    w.writeHeader(kSkeletonMagic, version);
    w.writeInt(qint32(skeleton.size()));
    const QList<QMatrix4x4> world = skeleton.bindWorldMatrices();
    // A bone keeps the file's bone-space values while its bind pose and
    // every ancestor's are those they were read with.
    QList<bool> keepsFileValues(skeleton.size(), false);
    bool scaled = false;
    for (int i = 0; i < skeleton.size(); ++i) {
        const Joint &joint = skeleton.joints[i];
        const QQuaternion &q = joint.bind.rotation;
        keepsFileValues[i] = joint.extras.contains(kLocalTranslation) && joint.extras.contains(kLocalRotation)
                             && joint.extras.value(kReadTranslation).value<QVector3D>() == joint.bind.translation
                             && joint.extras.value(kReadRotation).value<QVector4D>()
                                    == QVector4D(q.x(), q.y(), q.z(), q.scalar())
                             && joint.bind.scale == QVector3D(1, 1, 1)
                             && (joint.parent < 0 || keepsFileValues[joint.parent]);
        scaled = scaled || joint.bind.scale != QVector3D(1, 1, 1);
        w.writeString(joint.name, joint.extras.value(kNameBytes).toByteArray());
        const float t[3] = {joint.bind.translation.x(), joint.bind.translation.y(), joint.bind.translation.z()};
        w.writeFloats(t, 3);
        float r[4];
        toCal3d(joint.bind.rotation, r);
        w.writeFloats(r, 4);
        // Bone space is the inverse of the bind pose's world transform.
        const Transform bindWorld = Transform::fromMatrix(world[i]);
        const QQuaternion inverseRotation = bindWorld.rotation.conjugated();
        const QVector3D inverseTranslation = -(inverseRotation.rotatedVector(bindWorld.translation));
        float lt[3] = {inverseTranslation.x(), inverseTranslation.y(), inverseTranslation.z()};
        float lq[4];
        toCal3d(inverseRotation, lq);
        if (keepsFileValues[i]) {
            const QVector3D st = joint.extras.value(kLocalTranslation).value<QVector3D>();
            const QVector4D sr = joint.extras.value(kLocalRotation).value<QVector4D>();
            for (int k = 0; k < 3; ++k)
                lt[k] = st[k];
            for (int k = 0; k < 4; ++k)
                lq[k] = sr[k];
        }
        w.writeFloats(lt, 3);
        w.writeFloats(lq, 4);
        w.writeInt(joint.parent);
        QList<int> children = skeleton.children(i);
        // The file's own child list, while it still names this joint's children.
        if (joint.extras.contains(kChildIds)) {
            QList<int> kept;
            for (const QVariant &c : joint.extras.value(kChildIds).toList())
                kept.append(c.toInt());
            QList<int> a = kept, b = children;
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            if (a == b)
                children = kept;
        }
        w.writeInt(qint32(children.size()));
        for (int c : std::as_const(children))
            w.writeInt(c);
    }
    if (scaled)
        result.warnings.append(Diagnostic{path, -1, -1, tr("CSF bones have no scale: joint scales were not written")});
    return result;
}

} // namespace quarry
