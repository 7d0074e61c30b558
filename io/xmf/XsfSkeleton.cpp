#include "io/xmf/XsfSkeleton.h"

#include "io/xmf/CalCommon.h"
#include "io/xmf/CalXml.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QVector4D>

#include <algorithm>
#include <cmath>
#include <vector>

namespace quarry {

using namespace calxml;
using namespace calcommon;

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

const QString kDialect = QStringLiteral("xsf.dialect");
const QString kAmbient = QStringLiteral("xsf.sceneAmbientColor");

struct Bone
{
    Joint joint;
    int parentId = -1;
    int line = -1;
};

Bone readBone(const Element *e, int boneCount)
{
    Bone bone;
    bone.line = e->GetLineNum();
    bone.joint.name = QString::fromUtf8(requiredAttribute(e, "NAME"));
    bool haveT = false, haveR = false, haveLT = false, haveLR = false, haveP = false;
    int childCount = 0;
    float v[4];
    for (const Element *c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (nameIs(c, "TRANSLATION")) {
            parseFloats(c, elementText(c), v, 3, "TRANSLATION");
            bone.joint.bind.translation = QVector3D(v[0], v[1], v[2]);
            haveT = true;
        } else if (nameIs(c, "ROTATION")) {
            parseFloats(c, elementText(c), v, 4, "ROTATION");
            bone.joint.bind.rotation = fromCal3d(v);
            haveR = true;
        } else if (nameIs(c, "LOCALTRANSLATION")) {
            parseFloats(c, elementText(c), v, 3, "LOCALTRANSLATION");
            bone.joint.extras.insert(kLocalTranslation, QVector3D(v[0], v[1], v[2]));
            haveLT = true;
        } else if (nameIs(c, "LOCALROTATION")) {
            parseFloats(c, elementText(c), v, 4, "LOCALROTATION");
            bone.joint.extras.insert(kLocalRotation, QVector4D(v[0], v[1], v[2], v[3]));
            haveLR = true;
        } else if (nameIs(c, "PARENTID")) {
            bone.parentId = parseInt(c, elementText(c), "PARENTID");
            if (bone.parentId < -1 || bone.parentId >= boneCount)
                fail(c,
                     tr("PARENTID %1 is not a bone of this skeleton (0 to %2)").arg(bone.parentId).arg(boneCount - 1));
            haveP = true;
        } else if (nameIs(c, "CHILDID")) {
            const int child = parseInt(c, elementText(c), "CHILDID");
            if (child < 0 || child >= boneCount)
                fail(c, tr("CHILDID %1 is not a bone of this skeleton (0 to %2)").arg(child).arg(boneCount - 1));
            ++childCount;
        } else {
            fail(c, tr("unknown element <%1> in <BONE>").arg(QString::fromUtf8(c->Name())));
        }
    }
    if (!haveT || !haveR || !haveP)
        fail(e, tr("<BONE> needs TRANSLATION, ROTATION and PARENTID"));
    if (haveLT != haveLR)
        fail(e, tr("<BONE> has only one of LOCALTRANSLATION and LOCALROTATION"));
    if (haveLT) {
        const QQuaternion &q = bone.joint.bind.rotation;
        bone.joint.extras.insert(kReadTranslation, bone.joint.bind.translation);
        bone.joint.extras.insert(kReadRotation, QVector4D(q.x(), q.y(), q.z(), q.scalar()));
    }
    if (const char *n = attribute(e, "NUMCHILDS")) {
        const int expected = parseInt(e, n, "NUMCHILDS");
        if (expected != childCount)
            fail(e, tr("NUMCHILDS=\"%1\" but the bone lists %2 CHILDID elements").arg(expected).arg(childCount));
    }
    return bone;
}

} // namespace

ReadResult readXsfSkeleton(const QString &path, QByteArrayView data, QList<int> *fileIdToJoint)
{
    ReadResult result;
    try {
        Document doc;
        parseDocument(doc, data, "XSF", "SKELETON");
        const Element *root = doc.root;
        // A bone takes far more than 16 bytes of text: a count beyond that is a lie.
        const int count = parseCount(root, "NUMBONES", data.size() / 16);
        QList<Bone> bones;
        bones.reserve(count);
        for (const Element *e = root->FirstChildElement(); e; e = e->NextSiblingElement()) {
            if (!nameIs(e, "BONE"))
                fail(e, tr("unknown element <%1> in <SKELETON>").arg(QString::fromUtf8(e->Name())));
            if (bones.size() == count)
                fail(e, tr("NUMBONES=\"%1\" but the skeleton has more <BONE> elements").arg(count));
            bones.append(readBone(e, count));
        }
        if (bones.size() != count)
            fail(root, tr("NUMBONES=\"%1\" but the skeleton has %2 <BONE> elements").arg(count).arg(bones.size()));
        // Parents first: a stable order of the bones (depth does it).
        std::vector<int> depth(static_cast<size_t>(count), -1);
        for (int i = 0; i < count; ++i) {
            int d = 0;
            int b = i;
            while (bones[b].parentId >= 0) {
                b = bones[b].parentId;
                if (++d > count)
                    fail(bones[i].line, tr("bone %1 is its own ancestor (PARENTID loop)").arg(i));
            }
            depth[i] = d;
        }
        std::vector<int> order(static_cast<size_t>(count));
        for (int i = 0; i < count; ++i)
            order[size_t(i)] = i;
        bool ordered = true;
        for (int i = 0; i < count; ++i)
            ordered = ordered && bones[i].parentId < i;
        if (!ordered)
            std::stable_sort(order.begin(), order.end(), [&depth](int a, int b) { return depth[a] < depth[b]; });
        std::vector<int> map(static_cast<size_t>(count));
        for (int i = 0; i < count; ++i)
            map[order[i]] = i;
        Skeleton &skeleton = result.model.skeleton;
        skeleton.joints.reserve(count);
        for (int i = 0; i < count; ++i) {
            Bone &b = bones[order[i]];
            b.joint.parent = b.parentId < 0 ? -1 : map[b.parentId];
            skeleton.joints.append(std::move(b.joint));
        }
        if (!ordered)
            result.warnings.append(
                Diagnostic{path, -1, -1, tr("bones reordered so that parents come before children")});
        result.model.extras.insert(kDialect, doc.dialect);
        if (const char *ambient = attribute(root, "SCENEAMBIENTCOLOR"))
            result.model.extras.insert(kAmbient, QString::fromUtf8(ambient));
        if (fileIdToJoint)
            *fileIdToJoint = QList<int>(map.begin(), map.end());
    } catch (const ParseError &e) {
        return failure(path, e);
    }
    return result;
}

WriteResult writeXsfSkeleton(const Model &model, const QString &path)
{
    WriteResult result;
    const Skeleton &skeleton = model.skeleton;
    if (!skeleton.isTopologicallyOrdered())
        return WriteResult::failure(path, tr("the skeleton's joints are not ordered parents first"));
    QVariantMap dialect = model.extras.value(kDialect).toMap();
    if (dialect.isEmpty())
        dialect = defaultDialect();
    QByteArray &out = result.data;
    out.reserve(skeleton.size() * 600 + 200);
    appendProlog(out, dialect, "XSF");
    out.append("<SKELETON");
    appendRootAttributes(out, dialect);
    if (model.extras.contains(kAmbient)) {
        out.append(" SCENEAMBIENTCOLOR=\"");
        appendEscaped(out, model.extras.value(kAmbient).toString());
        out.append('"');
    }
    out.append(" NUMBONES=\"");
    appendInt(out, skeleton.size());
    out.append("\">\n");
    const QList<calcommon::BoneSpace> spaces = calcommon::boneSpaces(skeleton);
    bool scaled = false;
    for (int i = 0; i < skeleton.size(); ++i) {
        const Joint &joint = skeleton.joints[i];
        const QList<int> children = skeleton.children(i);
        scaled = scaled || joint.bind.scale != QVector3D(1, 1, 1);
        out.append("    <BONE ID=\"");
        appendInt(out, i);
        out.append("\" NAME=\"");
        appendEscaped(out, joint.name);
        out.append("\" NUMCHILDS=\"");
        appendInt(out, children.size());
        out.append("\">\n        <TRANSLATION>");
        const float t[3] = {joint.bind.translation.x(), joint.bind.translation.y(), joint.bind.translation.z()};
        appendFloats(out, t, 3);
        out.append("</TRANSLATION>\n        <ROTATION>");
        float q[4];
        toCal3d(joint.bind.rotation, q);
        appendFloats(out, q, 4);
        out.append("</ROTATION>\n");
        out.append("        <LOCALTRANSLATION>");
        appendFloats(out, spaces[i].translation, 3);
        out.append("</LOCALTRANSLATION>\n        <LOCALROTATION>");
        appendFloats(out, spaces[i].rotation, 4);
        out.append("</LOCALROTATION>\n        <PARENTID>");
        appendInt(out, joint.parent);
        out.append("</PARENTID>\n");
        for (int c : children) {
            out.append("        <CHILDID>");
            appendInt(out, c);
            out.append("</CHILDID>\n");
        }
        out.append("    </BONE>\n");
    }
    out.append("</SKELETON>\n");
    if (scaled)
        result.warnings.append(Diagnostic{path, -1, -1, tr("XSF bones have no scale: joint scales were not written")});
    return result;
}

} // namespace quarry
