#include "AssimpChecks.h"

#include "AssimpScenes.h"
#include "io/Formats.h"
#include "model/Pose.h"

#include <QFile>
#include <QTest>

#include <assimp/Exporter.hpp>

namespace quarry::test {

QString exportScene(aiScene &scene, const QString &dir, const char *format, const QString &file)
{
    if (qstrcmp(format, "collada") == 0)
        keyAllChannelsTogether(scene);
    const QString path = dir + QLatin1Char('/') + file;
    Assimp::Exporter exporter;
    if (exporter.Export(&scene, format, QFile::encodeName(path).toStdString()) != aiReturn_SUCCESS)
        qWarning("export %s failed: %s", format, exporter.GetErrorString());
    return path;
}

QSet<QString> boneNames(const aiScene &scene)
{
    QSet<QString> names;
    for (unsigned m = 0; m < scene.mNumMeshes; ++m)
        for (unsigned b = 0; b < scene.mMeshes[m]->mNumBones; ++b)
            names.insert(QString::fromUtf8(scene.mMeshes[m]->mBones[b]->mName.C_Str()));
    return names;
}

const aiNode *nodeShowing(const aiNode *node, unsigned mesh)
{
    for (unsigned i = 0; i < node->mNumMeshes; ++i)
        if (node->mMeshes[i] == mesh)
            return node;
    for (unsigned i = 0; i < node->mNumChildren; ++i)
        if (const aiNode *found = nodeShowing(node->mChildren[i], mesh))
            return found;
    return nullptr;
}

QString errorText(const ReadResult &r)
{
    return r.error ? r.error->toString() : QString();
}

bool fuzzyMatrix(const QMatrix4x4 &a, const QMatrix4x4 &b, float tolerance)
{
    for (int i = 0; i < 16; ++i)
        if (std::abs(a.constData()[i] - b.constData()[i]) > tolerance)
            return false;
    return true;
}

QString describe(const QMatrix4x4 &m)
{
    QStringList rows;
    for (int r = 0; r < 4; ++r)
        rows << QStringLiteral("%1 %2 %3 %4").arg(m(r, 0)).arg(m(r, 1)).arg(m(r, 2)).arg(m(r, 3));
    return rows.join(QLatin1String(" | "));
}

void compareJointWorlds(const Model &model, int index, const aiScene &scene, const aiAnimation *anim, double seconds,
                        float tolerance, bool fullMatrix, const QMatrix4x4 &turn)
{
    const QList<QMatrix4x4> world = worldMatrices(model.skeleton, localPose(model, index, seconds));
    int compared = 0;
    for (qsizetype j = 0; j < model.skeleton.joints.size(); ++j) {
        const QString &name = model.skeleton.joints[j].name;
        const aiNode *node = scene.mRootNode->FindNode(name.toUtf8().constData());
        QVERIFY2(node, qPrintable(name));
        const QMatrix4x4 expected = turn * assimpNodeWorld(scene, node, anim, seconds);
        const QVector3D got = world[j].column(3).toVector3D();
        const QVector3D want = expected.column(3).toVector3D();
        QVERIFY2((got - want).length() <= tolerance,
                 qPrintable(QStringLiteral("joint %1 at %2 s: %3 %4 %5, Assimp %6 %7 %8")
                                .arg(name)
                                .arg(seconds)
                                .arg(got.x())
                                .arg(got.y())
                                .arg(got.z())
                                .arg(want.x())
                                .arg(want.y())
                                .arg(want.z())));
        if (fullMatrix)
            QVERIFY2(fuzzyMatrix(world[j], expected, tolerance),
                     qPrintable(QStringLiteral("joint %1 at %2 s: %3 vs %4")
                                    .arg(name)
                                    .arg(seconds)
                                    .arg(describe(world[j]), describe(expected))));
        ++compared;
    }
    QVERIFY(compared > 0);
}

namespace {

void nodesNamed(const aiNode *node, const QString &name, QList<const aiNode *> &out)
{
    if (QString::fromUtf8(node->mName.C_Str()) == name)
        out.append(node);
    for (unsigned i = 0; i < node->mNumChildren; ++i)
        nodesNamed(node->mChildren[i], name, out);
}

} // namespace

QString skeletonAgainstNodes(const Model &model, const aiScene &scene, float tolerance)
{
    const Skeleton &skeleton = model.skeleton;
    const QList<QMatrix4x4> bind = skeleton.bindWorldMatrices();
    QSet<QString> jointNames;
    for (const Joint &joint : skeleton.joints)
        jointNames.insert(joint.name);
    const QSet<QString> bones = boneNames(scene);
    if (bones.isEmpty())
        return QStringLiteral("the scene has no bones");
    for (const QString &bone : bones) {
        QList<int> joints;
        for (int j = 0; j < skeleton.joints.size(); ++j)
            if (skeleton.joints[j].name == bone)
                joints.append(j);
        if (joints.size() != 1)
            return QStringLiteral("%1 joints named %2").arg(joints.size()).arg(bone);
        const Joint &joint = skeleton.joints[joints[0]];
        const QString parent = joint.parent >= 0 ? skeleton.joints[joint.parent].name : QString();
        QList<const aiNode *> candidates;
        nodesNamed(scene.mRootNode, bone, candidates);
        QStringList seen;
        bool matched = false;
        for (const aiNode *node : std::as_const(candidates)) {
            if (node->mNumMeshes > 0)
                continue;
            QString above;
            for (const aiNode *n = node->mParent; n && above.isEmpty(); n = n->mParent)
                if (jointNames.contains(QString::fromUtf8(n->mName.C_Str())))
                    above = QString::fromUtf8(n->mName.C_Str());
            const QMatrix4x4 rest = assimpNodeWorld(scene, node, nullptr, 0);
            seen << QStringLiteral("under \"%1\" at %2").arg(above, describe(rest));
            if (above == parent && fuzzyMatrix(rest, bind[joints[0]], tolerance))
                matched = true;
        }
        if (!matched)
            return QStringLiteral("joint %1 (parent \"%2\", bind %3); Assimp's nodes: %4")
                .arg(bone, parent, describe(bind[joints[0]]), seen.join(QLatin1String("; ")));
    }
    return {};
}

ReadResult readAsStored(const QString &path)
{
    ReadOptions options;
    options.options.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
    return readModelFile(path, options);
}

} // namespace quarry::test
