#include "io/cal3d/CsfSkeleton.h"

#include "io/cal3d/BinaryStream.h"
#include "io/xmf/CalCommon.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QVector4D>

namespace quarry {

using namespace cal3d;
using namespace calcommon;

namespace {

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
    const QList<calcommon::BoneSpace> spaces = calcommon::boneSpaces(skeleton);
    bool scaled = false;
    for (int i = 0; i < skeleton.size(); ++i) {
        const Joint &joint = skeleton.joints[i];
        scaled = scaled || joint.bind.scale != QVector3D(1, 1, 1);
        w.writeString(joint.name, joint.extras.value(kNameBytes).toByteArray());
        const float t[3] = {joint.bind.translation.x(), joint.bind.translation.y(), joint.bind.translation.z()};
        w.writeFloats(t, 3);
        float r[4];
        toCal3d(joint.bind.rotation, r);
        w.writeFloats(r, 4);
        w.writeFloats(spaces[i].translation, 3);
        w.writeFloats(spaces[i].rotation, 4);
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
