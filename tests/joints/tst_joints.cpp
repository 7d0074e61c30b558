// Joints added, placed and reparented: each command's redo/undo/redo, the
// new joint through IQM, IQE and XSF, the skin kept or carried by a moved
// joint in the bind pose and in animated frames, and reparenting that keeps
// every animated world transform of the corpus animation.
#include "UndoCheck.h"

#include "io/Formats.h"
#include "io/xmf/XsfSkeleton.h"
#include "model/Pose.h"
#include "model/commands/AddJointCommand.h"
#include "model/commands/MoveJointCommand.h"
#include "model/commands/ReparentJointCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/JointEdit.h"
#include "model/ops/SampleModel.h"

#include <QFile>
#include <QTemporaryDir>

using namespace quarry;
using quarry::test::checkUndoRedo;

namespace {

QString corpus(const QString &file)
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/") + file;
}

QVector3D worldPosition(const Model &model, int joint, int animation = -1, double time = 0)
{
    return worldMatrices(model.skeleton, localPose(model, animation, time))[joint].column(3).toVector3D();
}

// Every skinned vertex of every mesh at a pose.
QList<QVector3D> skinned(const Model &model, int animation, double time)
{
    const QList<QMatrix4x4> skin = skinningMatrices(model.skeleton,
                                                    worldMatrices(model.skeleton, localPose(model, animation, time)));
    QList<QVector3D> out;
    for (const Mesh &mesh : model.meshes)
        out += skinMesh(mesh, skin).positions;
    return out;
}

float largestDistance(const QList<QVector3D> &a, const QList<QVector3D> &b)
{
    if (a.size() != b.size())
        return INFINITY;
    float d = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        d = std::max(d, (a[i] - b[i]).length());
    return d;
}

float largestDifference(const QMatrix4x4 &a, const QMatrix4x4 &b)
{
    float d = 0;
    for (int i = 0; i < 16; ++i)
        d = std::max(d, std::abs(a.constData()[i] - b.constData()[i]));
    return d;
}

// The frame times of a clip: i / fps up to its duration.
QList<double> frames(const Animation &a)
{
    QList<double> times;
    for (int i = 0; i < a.frameCount(); ++i)
        times << i / a.fps;
    return times;
}

// The sample with one joint added under "neck" and one root.
Model withNewJoints()
{
    Model model = makeSampleModel();
    addJoint(model, QStringLiteral("tag_weapon"), 2, QVector3D(0.5f, 0.25f, 2.5f));
    addJoint(model, QStringLiteral("origin"), -1, QVector3D(0, 0, -1));
    return model;
}

} // namespace

class TestJoints : public QObject
{
    Q_OBJECT

    Document m_doc;

private Q_SLOTS:
    void init() { m_doc.resetModel(makeSampleModel()); }

    void addJointIsOneStepAndSelected()
    {
        auto *command = new AddJointCommand(&m_doc, QStringLiteral("neck"), 1, QVector3D(1, 2, 3));
        QVERIFY(checkUndoRedo(m_doc, command));
        const Skeleton &s = m_doc.model().skeleton;
        QCOMPARE(s.joints.size(), 4);
        QCOMPARE(s.joints[3].name, QStringLiteral("neck_2")); // "neck" is taken
        QCOMPARE(s.joints[3].parent, 1);
        QVERIFY((worldPosition(m_doc.model(), 3) - QVector3D(1, 2, 3)).length() < 1e-5f);
        QCOMPARE(m_doc.selection().joints, QList<int>{3});
        // Out of range: nothing happens.
        auto *bad = new AddJointCommand(&m_doc, QStringLiteral("x"), 7, QVector3D());
        QVERIFY(bad->isObsolete());
        delete bad;
    }

    void addJointByIdWithOptions()
    {
        const OperationResult result = runOperation(m_doc, QStringLiteral("addJoint"),
                                                    {{QStringLiteral("name"), QStringLiteral("tag_head")},
                                                     {QStringLiteral("parent"), QStringLiteral("neck")},
                                                     {QStringLiteral("position"), QVariantList{0.0, 0.0, 2.5}}});
        QVERIFY2(result.ok, qPrintable(result.message));
        QCOMPARE(result.value.toInt(), 3);
        QCOMPARE(m_doc.model().skeleton.joints[3].parent, 2);
        QVERIFY((worldPosition(m_doc.model(), 3) - QVector3D(0, 0, 2.5f)).length() < 1e-5f);
        // The clip shows it at its bind pose, moving with its parent.
        const Model &m = m_doc.model();
        const QMatrix4x4 neck = worldMatrices(m.skeleton, localPose(m, 0, 0.5))[2];
        const QMatrix4x4 tag = worldMatrices(m.skeleton, localPose(m, 0, 0.5))[3];
        QVERIFY(largestDifference(neck.inverted() * tag, m.skeleton.joints[3].bind.toMatrix()) < 1e-5f);
        QVERIFY(!runOperation(m_doc, QStringLiteral("addJoint"), {{QStringLiteral("parent"), QStringLiteral("nobody")}})
                     .ok);
    }

    void addedJointsSurviveIqmIqeAndXsf_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("iqm") << QStringLiteral("iqm");
        QTest::newRow("iqe") << QStringLiteral("iqe");
        QTest::newRow("xsf") << QStringLiteral("xsf");
    }
    void addedJointsSurviveIqmIqeAndXsf()
    {
        QFETCH(QString, format);
        const Model model = withNewJoints();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("joints.") + format);
        ReadResult read;
        if (format == QLatin1String("xsf")) {
            const WriteResult written = writeXsfSkeleton(model, path);
            QVERIFY2(written.ok(), qPrintable(written.error ? written.error->toString() : QString()));
            read = readXsfSkeleton(path, written.data);
        } else {
            const WriteResult written = writeModelFile(model, path, format);
            QVERIFY2(written.ok(), qPrintable(written.error ? written.error->toString() : QString()));
            read = readModelFile(path);
        }
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        const Skeleton &s = read.model.skeleton;
        const int tag = s.indexOf(QStringLiteral("tag_weapon"));
        const int origin = s.indexOf(QStringLiteral("origin"));
        QVERIFY(tag >= 0 && origin >= 0);
        QCOMPARE(s.joints[s.joints[tag].parent].name, QStringLiteral("neck"));
        QCOMPARE(s.joints[origin].parent, -1);
        QVERIFY((worldPosition(read.model, tag) - QVector3D(0.5f, 0.25f, 2.5f)).length() < 1e-4f);
        QVERIFY((worldPosition(read.model, origin) - QVector3D(0, 0, -1)).length() < 1e-4f);
        if (format == QLatin1String("xsf"))
            return;
        // Fixed-rate formats key every joint in every frame: the new one at its rest pose.
        QCOMPARE(read.model.animations.size(), 1);
        const Animation &a = read.model.animations[0];
        for (double t : frames(a)) {
            const QList<Transform> local = localPose(read.model, 0, t);
            QVERIFY((local[tag].translation - s.joints[tag].bind.translation).length() < 1e-4f);
            QVERIFY(std::abs(QQuaternion::dotProduct(local[tag].rotation, s.joints[tag].bind.rotation)) > 1 - 1e-5f);
        }
    }

    void moveJointKeepingTheMesh_data()
    {
        QTest::addColumn<bool>("children");
        QTest::newRow("children follow") << true;
        QTest::newRow("children stay") << false;
    }
    void moveJointKeepingTheMesh()
    {
        QFETCH(bool, children);
        const Model before = m_doc.model();
        JointMove move;
        move.translation = QVector3D(0.2f, -0.1f, 0.3f);
        move.rotation = rotationFromDegrees(QVector3D(10, 0, 25));
        move.moveChildren = children;
        QVERIFY(checkUndoRedo(m_doc, new MoveJointCommand(&m_doc, 1, move)));
        const Model &after = m_doc.model();
        QCOMPARE(after.meshes, before.meshes);
        QVERIFY((worldPosition(after, 1) - worldPosition(before, 1) - move.translation).length() < 1e-5f);
        const float neckMoved = (worldPosition(after, 2) - worldPosition(before, 2)).length();
        QVERIFY(children ? neckMoved > 0.1f : neckMoved < 1e-5f);
        QVERIFY(largestDistance(skinned(after, -1, 0), skinned(before, -1, 0)) < 1e-5f);
        for (double t : frames(before.animations[0]))
            QVERIFY2(largestDistance(skinned(after, 0, t), skinned(before, 0, t)) < 1e-5f,
                     qPrintable(QStringLiteral("frame at %1 s: %2")
                                    .arg(t)
                                    .arg(largestDistance(skinned(after, 0, t), skinned(before, 0, t)))));
    }

    void moveJointWithItsVertices()
    {
        const Model before = m_doc.model();
        const OperationResult result = runOperation(m_doc, QStringLiteral("moveJoint"),
                                                    {{QStringLiteral("joint"), QStringLiteral("neck")},
                                                     {QStringLiteral("translation"), QVariantList{0.5, 0.0, 0.0}},
                                                     {QStringLiteral("keep_mesh"), false}});
        QVERIFY2(result.ok, qPrintable(result.message));
        QCOMPARE(m_doc.undoStack()->count(), 1);
        const Model &after = m_doc.model();
        // Each vertex moves by its weight on "neck": wholly weighted ones by the full offset.
        int whole = 0, still = 0;
        QList<bool> rigid; // wholly weighted to "neck", over every mesh's vertices
        for (qsizetype m = 0; m < after.meshes.size(); ++m) {
            const Mesh &mesh = before.meshes[m];
            for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
                float weight = 0;
                for (int k = 0; k < mesh.influencesPerVertex; ++k)
                    if (mesh.blendIndexes[v * mesh.influencesPerVertex + k] == 2)
                        weight += mesh.blendWeights[v * mesh.influencesPerVertex + k];
                const QVector3D offset = after.meshes[m].positions[v] - mesh.positions[v];
                QVERIFY((offset - QVector3D(0.5f * weight, 0, 0)).length() < 1e-5f);
                whole += weight > 0.999f;
                still += weight == 0;
                rigid << (weight > 0.999f);
            }
        }
        QVERIFY(whole > 0 && still > 0);
        // In every frame the joint moved, and its vertices moved as it did.
        for (double t : frames(before.animations[0])) {
            const QVector3D jointMoved = worldPosition(after, 2, 0, t) - worldPosition(before, 2, 0, t);
            QVERIFY(std::abs(jointMoved.length() - 0.5f) < 1e-5f);
            const QList<QVector3D> was = skinned(before, 0, t), is = skinned(after, 0, t);
            for (qsizetype v = 0; v < rigid.size(); ++v)
                if (rigid[v])
                    QVERIFY((is[v] - was[v] - jointMoved).length() < 1e-5f);
        }
        m_doc.undoStack()->undo();
        QVERIFY(m_doc.model() == before);
    }

    void reparentKeepsAnimatedWorldTransforms_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("joint");
        QTest::addColumn<QString>("parent");
        QTest::newRow("iqm hand to torso") << "iqm/mrfixit.iqm"
                                           << "HandGoal.L"
                                           << "Torso";
        QTest::newRow("iqe spine to root") << "iqm/mrfixit.iqe"
                                           << "Spine2"
                                           << "";
        QTest::newRow("iqm torso under a later joint") << "iqm/mrfixit.iqm"
                                                       << "Torso"
                                                       << "Spine2";
    }
    void reparentKeepsAnimatedWorldTransforms()
    {
        QFETCH(QString, file);
        QFETCH(QString, joint);
        QFETCH(QString, parent);
        if (!QFile::exists(corpus(file)))
            QSKIP("the corpus (../shared/corpus) is not here");
        const ReadResult read = readModelFile(corpus(file));
        QVERIFY(read.ok());
        m_doc.resetModel(read.model);
        const Model before = m_doc.model();
        const int j = before.skeleton.indexOf(joint);
        const int p = parent.isEmpty() ? -1 : before.skeleton.indexOf(parent);
        QVERIFY(j >= 0 && (parent.isEmpty() || p >= 0));
        QVERIFY(checkUndoRedo(m_doc, new ReparentJointCommand(&m_doc, j, p)));
        const Model &after = m_doc.model();
        const int moved = after.skeleton.indexOf(joint);
        QCOMPARE(after.skeleton.joints[moved].parent, parent.isEmpty() ? -1 : after.skeleton.indexOf(parent));
        int idle = -1;
        for (int a = 0; a < before.animations.size(); ++a)
            if (before.animations[a].name == QLatin1String("idle"))
                idle = a;
        QVERIFY(idle >= 0);
        QVERIFY(frames(before.animations[idle]).size() > 10);
        float worst = 0;
        for (int a = 0; a < before.animations.size(); ++a) {
            for (double t : frames(before.animations[a])) {
                const QList<QMatrix4x4> was = worldMatrices(before.skeleton, localPose(before, a, t));
                const QList<QMatrix4x4> is = worldMatrices(after.skeleton, localPose(after, a, t));
                for (int k = 0; k < before.skeleton.joints.size(); ++k)
                    worst = std::max(
                        worst, largestDifference(was[k], is[after.skeleton.indexOf(before.skeleton.joints[k].name)]));
            }
        }
        QVERIFY2(worst < 1e-4f, qPrintable(QString::number(worst)));
        qInfo("largest change of a world matrix entry over every frame: %g", worst);
        // The bind pose stays too.
        const QList<QMatrix4x4> bindWas = before.skeleton.bindWorldMatrices();
        const QList<QMatrix4x4> bindIs = after.skeleton.bindWorldMatrices();
        for (int k = 0; k < before.skeleton.joints.size(); ++k)
            QVERIFY(largestDifference(bindWas[k], bindIs[after.skeleton.indexOf(before.skeleton.joints[k].name)])
                    < 1e-4f);
    }

    // Cal3D keys at free times: the joint most keyed hung from another
    // animated joint outside its subtree.
    void reparentKeepsXafMotion()
    {
        const QString dir = corpus(QStringLiteral("xmf/dokuro/"));
        if (!QFile::exists(dir + QStringLiteral("DokuroChan.xmf")))
            QSKIP("the corpus (../shared/corpus) is not here");
        ReadOptions options;
        options.companions << dir + QStringLiteral("DokuroChan.xsf")
                           << dir + QStringLiteral("DokuroChan_test_bone.xaf");
        const ReadResult read = readModelFile(dir + QStringLiteral("DokuroChan.xmf"), options);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QCOMPARE(read.model.animations.size(), 1);
        const Animation &clip = read.model.animations[0];
        const Skeleton &skeleton = read.model.skeleton;
        auto keys = [&clip](int j) { return clip.track(j) ? clip.track(j)->keyCount() : 0; };
        auto inSubtree = [&skeleton](int j, int root) {
            for (int a = j; a >= 0; a = skeleton.joints[a].parent)
                if (a == root)
                    return true;
            return false;
        };
        int joint = -1, parent = -1;
        for (int j = 0; j < skeleton.joints.size(); ++j)
            if (skeleton.joints[j].parent > 0 && (joint < 0 || keys(j) > keys(joint)))
                joint = j;
        for (int j = 0; j < skeleton.joints.size(); ++j)
            if (!inSubtree(j, joint) && j != skeleton.joints[joint].parent && (parent < 0 || keys(j) > keys(parent)))
                parent = j;
        QVERIFY(keys(joint) > 100 && keys(parent) > 100);
        m_doc.resetModel(read.model);
        QVERIFY(checkUndoRedo(m_doc, new ReparentJointCommand(&m_doc, joint, parent)));
        const Model &after = m_doc.model();
        // Joints keep their order here unless the parent comes later: map by index through the names' order.
        QList<int> now(skeleton.joints.size());
        for (int k = 0; k < skeleton.joints.size(); ++k) {
            now[k] = -1;
            for (int i = 0; i < after.skeleton.joints.size(); ++i)
                if (after.skeleton.joints[i].extras == skeleton.joints[k].extras
                    && after.skeleton.joints[i].name == skeleton.joints[k].name)
                    now[k] = i;
            QVERIFY(now[k] >= 0);
        }
        float worst = 0;
        for (double t : frames(clip)) {
            const QList<QMatrix4x4> was = worldMatrices(skeleton, localPose(read.model, 0, t));
            const QList<QMatrix4x4> is = worldMatrices(after.skeleton, localPose(after, 0, t));
            for (int k = 0; k < skeleton.joints.size(); ++k)
                worst = std::max(worst, largestDifference(was[k], is[now[k]]));
        }
        qInfo("%d frames; largest change of a world matrix entry: %g", int(frames(clip).size()), worst);
        QVERIFY2(worst < 1e-4f, qPrintable(QString::number(worst)));
    }

    void reparentByIdRefusesCycles()
    {
        const Model before = m_doc.model();
        const OperationResult cycle = runOperation(
            m_doc, QStringLiteral("reparentJoint"),
            {{QStringLiteral("joint"), QStringLiteral("root")}, {QStringLiteral("parent"), QStringLiteral("neck")}});
        QVERIFY(!cycle.ok);
        QVERIFY2(cycle.message.contains(QLatin1String("descendant")), qPrintable(cycle.message));
        QVERIFY(m_doc.model() == before);
        const OperationResult ok = runOperation(m_doc, QStringLiteral("reparentJoint"),
                                                {{QStringLiteral("joint"), QStringLiteral("neck")}});
        QVERIFY2(ok.ok, qPrintable(ok.message));
        QCOMPARE(m_doc.model().skeleton.joints[2].parent, -1);
    }
};

QTEST_GUILESS_MAIN(TestJoints)
#include "tst_joints.moc"
