#include "io/cal3d/CsfSkeleton.h"

#include "io/cal3d/BinaryStream.h"
#include "io/xmf/CalCommon.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QVector4D>

#include <algorithm>
#include <vector>

namespace quarry {

using namespace cal3d;
using namespace calcommon;

namespace {

// The bone's name as the file spelled it, where writing the name would not
// give the same bytes; its child list where it is not the bones naming it
// as parent in file order.
const QString kNameBytes = QStringLiteral("csf.nameBytes");
const QString kChildIds = QStringLiteral("csf.childIds");

// Name length, 14 floats, parent, child count.
constexpr qint64 kMinBoneBytes = 4 + 56 + 4 + 4;

struct Bone
{
    Joint joint;
    int parentId = -1;
    qint64 offset = 0;
    QList<int> children;
};

} // namespace

ReadResult readCsfSkeleton(const QString &path, QByteArrayView data, QList<int> *fileIdToJoint)
{
    ReadResult result;
    try {
        BinaryReader in(data);
        const int version = in.readHeader(kSkeletonMagic);
        const int count = in.readCount("the bone count", kMinBoneBytes);
        QList<Bone> bones(count);
        for (int i = 0; i < count; ++i) {
            Bone &bone = bones[i];
            bone.offset = in.offset();
            QByteArray raw;
            bone.joint.name = in.readString("a bone name", &raw);
            if (raw != bone.joint.name.toUtf8() + '\0')
                bone.joint.extras.insert(kNameBytes, raw);
            float f[14];
            in.readFloats(f, 14, "a bone's transforms");
            bone.joint.bind.translation = QVector3D(f[0], f[1], f[2]);
            bone.joint.bind.rotation = fromCal3d(f + 3);
            const QQuaternion &q = bone.joint.bind.rotation;
            bone.joint.extras.insert(kLocalTranslation, QVector3D(f[7], f[8], f[9]));
            bone.joint.extras.insert(kLocalRotation, QVector4D(f[10], f[11], f[12], f[13]));
            bone.joint.extras.insert(kReadTranslation, bone.joint.bind.translation);
            bone.joint.extras.insert(kReadRotation, QVector4D(q.x(), q.y(), q.z(), q.scalar()));
            const qint64 parentAt = in.offset();
            bone.parentId = in.readInt("a parent id");
            if (bone.parentId < -1 || bone.parentId >= count)
                in.fail(parentAt,
                        tr("parent id %1 is not a bone of this skeleton (0 to %2)").arg(bone.parentId).arg(count - 1));
            const int children = in.readCount("the child count", 4);
            bone.children.reserve(children);
            for (int c = 0; c < children; ++c) {
                const qint64 at = in.offset();
                const int child = in.readInt("a child id");
                if (child < 0 || child >= count)
                    in.fail(at, tr("child id %1 is not a bone of this skeleton (0 to %2)").arg(child).arg(count - 1));
                bone.children.append(child);
            }
        }
        if (in.left() > 0)
            result.warnings.append(
                Diagnostic{path, -1, in.offset(), tr("%1 bytes after the last bone were ignored").arg(in.left())});
        // The child lists the writer makes: the bones naming this one as parent.
        QList<QList<int>> named(count);
        for (int i = 0; i < count; ++i)
            if (bones[i].parentId >= 0)
                named[bones[i].parentId].append(i);
        // Parents first: by depth, stable.
        std::vector<int> depth(size_t(count), 0);
        bool ordered = true;
        for (int i = 0; i < count; ++i) {
            ordered = ordered && bones[i].parentId < i;
            int d = 0;
            for (int b = i; bones[b].parentId >= 0; b = bones[b].parentId)
                if (++d > count)
                    BinaryReader::fail(bones[i].offset, tr("bone %1 is its own ancestor (parent loop)").arg(i));
            depth[size_t(i)] = d;
        }
        std::vector<int> order(static_cast<size_t>(count));
        for (int i = 0; i < count; ++i)
            order[size_t(i)] = i;
        if (!ordered)
            std::stable_sort(order.begin(), order.end(), [&depth](int a, int b) { return depth[a] < depth[b]; });
        QList<int> map(count);
        for (int i = 0; i < count; ++i)
            map[order[size_t(i)]] = i;
        Skeleton &skeleton = result.model.skeleton;
        skeleton.joints.reserve(count);
        for (int i = 0; i < count; ++i) {
            Bone &b = bones[order[size_t(i)]];
            b.joint.parent = b.parentId < 0 ? -1 : map[b.parentId];
            if (b.children != named[order[size_t(i)]]) {
                QVariantList ids;
                for (int c : std::as_const(b.children))
                    ids.append(map[c]);
                b.joint.extras.insert(kChildIds, ids);
            }
            skeleton.joints.append(std::move(b.joint));
        }
        if (!ordered)
            result.warnings.append(
                Diagnostic{path, -1, -1, tr("bones reordered so that parents come before children")});
        result.model.extras.insert(versionKey("csf"), version);
        if (fileIdToJoint)
            *fileIdToJoint = map;
    } catch (const BinaryError &e) {
        return failure(path, e);
    }
    return result;
}

} // namespace quarry
