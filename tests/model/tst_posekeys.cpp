// Posing: SetKeyCommand, the setKey, copyPose, pastePose and mirrorPose
// operations, and mirrored poses on the corpus mrfixit (a .L/.R skeleton).
#include "UndoCheck.h"

#include "io/Formats.h"
#include "io/IoResult.h"
#include "model/Pose.h"
#include "model/commands/SetKeyCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/MirrorWeights.h"
#include "model/ops/PoseKeys.h"
#include "model/ops/SampleModel.h"

#include <QFile>

#include <array>

using namespace quarry;
using quarry::test::checkUndoRedo;

namespace {

// Affine matrices in double precision (row-major): the poses the tests
// compare are evaluated without float error piling up along joint chains,
// so what is measured is the keys' own precision.
using DMatrix = std::array<std::array<double, 4>, 4>;

DMatrix toDouble(const Transform &t)
{
    const double w = t.rotation.scalar(), x = t.rotation.x(), y = t.rotation.y(), z = t.rotation.z();
    const double n = w * w + x * x + y * y + z * z, s = 2.0 / n;
    const double r[3][3] = {{1 - s * (y * y + z * z), s * (x * y - w * z), s * (x * z + w * y)},
                            {s * (x * y + w * z), 1 - s * (x * x + z * z), s * (y * z - w * x)},
                            {s * (x * z - w * y), s * (y * z + w * x), 1 - s * (x * x + y * y)}};
    DMatrix m{};
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j)
            m[i][j] = r[i][j] * double(t.scale[j]);
        m[i][3] = t.translation[i];
    }
    m[3][3] = 1;
    return m;
}

DMatrix multiply(const DMatrix &a, const DMatrix &b)
{
    DMatrix r{};
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            for (int k = 0; k < 4; ++k)
                r[i][j] += a[i][k] * b[k][j];
    return r;
}

DMatrix inverse(const DMatrix &m)
{
    const double det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                       - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                       + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    DMatrix r{};
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            // The cofactor of m[j][i], over the determinant.
            const int a = (j + 1) % 3, b = (j + 2) % 3, c = (i + 1) % 3, d = (i + 2) % 3;
            r[i][j] = (m[a][c] * m[b][d] - m[a][d] * m[b][c]) / det;
        }
    for (int i = 0; i < 3; ++i)
        r[i][3] = -(r[i][0] * m[0][3] + r[i][1] * m[1][3] + r[i][2] * m[2][3]);
    r[3][3] = 1;
    return r;
}

// M * m * M for the reflection across the plane normal to `axis`.
DMatrix reflected(DMatrix m, int axis)
{
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            if ((i == axis) != (j == axis))
                m[i][j] = -m[i][j];
    return m;
}

double largestDifference(const DMatrix &a, const DMatrix &b)
{
    double d = 0;
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            d = std::max(d, std::abs(a[i][j] - b[i][j]));
    return d;
}

QList<DMatrix> worldOf(const Skeleton &skeleton, const QList<Transform> &local)
{
    QList<DMatrix> world;
    for (qsizetype i = 0; i < skeleton.joints.size(); ++i) {
        const int parent = skeleton.joints[i].parent;
        world << (parent >= 0 ? multiply(world[parent], toDouble(local[i])) : toDouble(local[i]));
    }
    return world;
}

// Per joint, pose world * inverse bind world: what skinning applies.
QList<DMatrix> skinningAt(const Model &model, int animation, double time)
{
    QList<Transform> bind;
    for (const Joint &j : model.skeleton.joints)
        bind << j.bind;
    const QList<DMatrix> bindWorld = worldOf(model.skeleton, bind);
    const QList<DMatrix> world = worldOf(model.skeleton, localPose(model, animation, time));
    QList<DMatrix> skinning;
    for (qsizetype j = 0; j < world.size(); ++j)
        skinning << multiply(world[j], inverse(bindWorld[j]));
    return skinning;
}

// A skeleton with sides named in mixed case (arm_L beside arm_r) and
// `unpaired` joints that say their side but have no partner, with a clip
// in which arm_L is raised at frame 0.
Model mixedCaseSides(int unpaired = 1)
{
    Model model;
    auto add = [&model](const QString &name, int parent, const QVector3D &at) {
        Joint j;
        j.name = name;
        j.parent = parent;
        j.bind.translation = at;
        model.skeleton.joints << j;
    };
    add(QStringLiteral("hips"), -1, {});
    add(QStringLiteral("arm_L"), 0, {0, 1, 0});
    add(QStringLiteral("arm_r"), 0, {0, -1, 0});
    for (int i = 0; i < unpaired; ++i)
        add(QStringLiteral("finger%1_L").arg(i + 1), 1, {0.1f * float(i), 1, 0});
    Animation clip;
    clip.name = QStringLiteral("raise");
    clip.fps = 10;
    clip.duration = 1.0;
    JointTrack arm;
    arm.joint = 1;
    arm.rotations = {{0.0f, QQuaternion::fromAxisAndAngle(1, 0, 0, 40)}, {1.0f, QQuaternion()}};
    clip.tracks << arm;
    model.animations << clip;
    return model;
}

} // namespace

class TestPoseKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void setKeyCommandKeysEveryChannelAndUndoes()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        QVERIFY(!doc.model().animations.isEmpty());
        const float time = 0.25f;
        PoseKey key{time, 1, QVector3D(1, 2, 3), QQuaternion::fromAxisAndAngle(0, 0, 1, 30), QVector3D(2, 2, 2)};
        QVERIFY(checkUndoRedo(doc, new SetKeyCommand(&doc, 0, {key})));
        const Transform posed = localPose(doc.model(), 0, time)[1];
        QVERIFY(qFuzzyCompare(posed.translation, QVector3D(1, 2, 3)));
        QVERIFY(qFuzzyCompare(posed.scale, QVector3D(2, 2, 2)));
        QVERIFY(std::abs(QQuaternion::dotProduct(posed.rotation, *key.rotation)) > 1 - 1e-6f);
        // A key at the same time is replaced, not added.
        const qsizetype keys = doc.model().animations[0].keyCount();
        key.translation = QVector3D(4, 5, 6);
        key.rotation.reset();
        key.scale.reset();
        QVERIFY(checkUndoRedo(doc, new SetKeyCommand(&doc, 0, {key})));
        QCOMPARE(doc.model().animations[0].keyCount(), keys);
        QVERIFY(qFuzzyCompare(localPose(doc.model(), 0, time)[1].translation, QVector3D(4, 5, 6)));
    }

    void setKeyCommandOnAnUnkeyedJointAddsATrack()
    {
        Document doc;
        Model model = makeSampleModel();
        model.animations[0].tracks.clear();
        doc.resetModel(model);
        QVERIFY(checkUndoRedo(doc, new SetKeyCommand(&doc, 0, {PoseKey{0.5f, 0, QVector3D(0, 0, 1), {}, {}}})));
        QCOMPARE(doc.model().animations[0].tracks.size(), 1);
        QCOMPARE(doc.model().animations[0].tracks[0].translations.size(), 1);
    }

    void setKeyOperationTakesTheGivenChannels()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        doc.setCurrentAnimation(0);
        doc.setCurrentTime(0.1);
        const Transform before = localPose(doc.model(), 0, 0.1)[2];
        const OperationResult r = runOperation(
            doc, QStringLiteral("setKey"),
            {{QStringLiteral("joint"), 2}, {QStringLiteral("translation"), QVariantList{0.5, 0.25, 1.0}}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(doc.undoStack()->count(), 1);
        const Transform after = localPose(doc.model(), 0, 0.1)[2];
        QVERIFY(qFuzzyCompare(after.translation, QVector3D(0.5f, 0.25f, 1.0f)));
        QVERIFY(std::abs(QQuaternion::dotProduct(after.rotation, before.rotation)) > 1 - 1e-6f);
        doc.undoStack()->undo();
        QCOMPARE(localPose(doc.model(), 0, 0.1)[2], before);
        // With no joint given and none selected it says so.
        QVERIFY(!runOperation(doc, QStringLiteral("setKey")).ok);
    }

    void mirroredTransformTwiceIsTheSame()
    {
        const Transform t{QVector3D(1, -2, 3), QQuaternion::fromEulerAngles(10, 20, 30), QVector3D(1, 2, 3)};
        for (int axis = 0; axis < 3; ++axis) {
            const Transform m = mirroredTransform(t, axis);
            QCOMPARE(m.translation[axis], -t.translation[axis]);
            const Transform back = mirroredTransform(m, axis);
            QVERIFY(qFuzzyCompare(back.translation, t.translation));
            QVERIFY(qFuzzyCompare(back.scale, t.scale));
            QVERIFY(std::abs(QQuaternion::dotProduct(back.rotation, t.rotation)) > 1 - 1e-6f);
        }
    }

    // The right side's pose copied and pasted mirrored: each left joint's
    // skinning transform is the mirror image of its right partner's.
    void mirroredPasteOnMrFixit()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFile::exists(path))
            QSKIP("the corpus (../shared/corpus) is not here");
        const ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        Document doc;
        doc.resetModel(read.model);
        const Model &model = doc.model();
        QVERIFY(!model.animations.isEmpty());
        const Animation &a = model.animations[0];
        const double time = 10 / a.fps;
        doc.setCurrentAnimation(0);
        doc.setCurrentTime(time);

        // The axis across which the sides lie, from the hands in the bind pose.
        const QList<QMatrix4x4> bind = model.skeleton.bindWorldMatrices();
        const int left = model.skeleton.indexOf(QStringLiteral("Hand.L"));
        const int right = model.skeleton.indexOf(QStringLiteral("Hand.R"));
        QVERIFY(left >= 0 && right >= 0);
        const QVector3D across = bind[left].map(QVector3D()) - bind[right].map(QVector3D());
        int axis = 0;
        for (int i = 1; i < 3; ++i)
            if (std::abs(across[i]) > std::abs(across[axis]))
                axis = i;
        const QString axisName = QStringList{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}[axis];

        const QList<int> partners = mirroredJoints(model.skeleton, QStringLiteral(".L/.R"));
        // The axis "auto" finds is the one the sides lie apart along.
        QCOMPARE(mirrorAxisOf(model.skeleton, partners, -1), axis);
        QVariantList rightJoints;
        QList<QPair<int, int>> pairs; // left, right
        for (int j = 0; j < model.skeleton.joints.size(); ++j)
            if (partners[j] != j && model.skeleton.joints[j].name.contains(QStringLiteral(".R"))) {
                rightJoints << j;
                pairs.append({partners[j], j});
            }
        QVERIFY(pairs.size() >= 20);
        const QList<DMatrix> before = skinningAt(model, 0, time);
        const Model original = model;

        QVERIFY(runOperation(doc, QStringLiteral("copyPose"), {{QStringLiteral("joints"), rightJoints}}).ok);
        const OperationResult pasted = runOperation(doc, QStringLiteral("pastePose"),
                                                    {{QStringLiteral("mirrored"), true},
                                                     {QStringLiteral("axis"), axisName},
                                                     {QStringLiteral("name_rule"), QStringLiteral(".L/.R")}});
        QVERIFY2(pasted.ok, qPrintable(pasted.message));
        QCOMPARE(doc.undoStack()->count(), 1);
        const QList<DMatrix> after = skinningAt(doc.model(), 0, time);
        double worst = 0;
        for (const auto &[l, r] : pairs) {
            worst = std::max(worst, largestDifference(after[l], reflected(before[r], axis)));
            // The right side is left as it was.
            QVERIFY(largestDifference(after[r], before[r]) < 1e-9);
        }
        qInfo("largest difference of a left joint's skinning transform from its mirrored right partner's: %g", worst);
        QVERIFY(worst < 1e-5);
        // The joints in the middle kept their pose.
        for (int j = 0; j < model.skeleton.joints.size(); ++j)
            if (partners[j] == j)
                QVERIFY(largestDifference(after[j], before[j]) < 1e-9);

        doc.undoStack()->undo();
        QVERIFY(doc.model() == original);
        doc.undoStack()->redo();
        QVERIFY(largestDifference(skinningAt(doc.model(), 0, time)[pairs[0].first],
                                  reflected(before[pairs[0].second], axis))
                < 1e-5);
    }

    void mirrorPoseTwiceGivesThePoseBack()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFile::exists(path))
            QSKIP("the corpus (../shared/corpus) is not here");
        const ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        Document doc;
        doc.resetModel(read.model);
        doc.setCurrentAnimation(0);
        const double fps = doc.model().animations[0].fps;
        const QList<DMatrix> before = skinningAt(doc.model(), 0, 3 / fps);
        const QVariantMap options{{QStringLiteral("range"), QStringLiteral("2-4")}};
        QVERIFY(runOperation(doc, QStringLiteral("mirrorPose"), options).ok);
        QCOMPARE(doc.undoStack()->count(), 1);
        const QList<DMatrix> once = skinningAt(doc.model(), 0, 3 / fps);
        const QList<int> partners = mirroredJoints(doc.model().skeleton, QStringLiteral("auto"));
        for (int j = 0; j < once.size(); ++j)
            QVERIFY2(largestDifference(once[j], reflected(before[partners[j]], 1)) < 1e-5,
                     qPrintable(doc.model().skeleton.joints[j].name));
        QVERIFY(runOperation(doc, QStringLiteral("mirrorPose"), options).ok);
        const QList<DMatrix> twice = skinningAt(doc.model(), 0, 3 / fps);
        for (int j = 0; j < twice.size(); ++j)
            QVERIFY(largestDifference(twice[j], before[j]) < 1e-5);
        QVERIFY(
            !runOperation(doc, QStringLiteral("mirrorPose"), {{QStringLiteral("range"), QStringLiteral("5-1")}}).ok);
        QVERIFY(!runOperation(doc, QStringLiteral("mirrorPose"), {{QStringLiteral("range"), QStringLiteral("x")}}).ok);
    }

    void aCustomRuleSwapsItsTexts()
    {
        Skeleton skeleton;
        for (const char *name : {"Hips", "ArmLft", "ArmRgt", "LegLft"}) {
            Joint j;
            j.name = QString::fromLatin1(name);
            skeleton.joints << j;
        }
        QVERIFY(isJointSideRule(QStringLiteral("custom:Lft/Rgt")));
        QVERIFY(!isJointSideRule(QStringLiteral("custom:Lft")));
        QVERIFY(!isJointSideRule(QStringLiteral("custom:/Rgt")));
        QVERIFY(!isJointSideRule(QStringLiteral("sideways")));
        QCOMPARE(mirroredJoints(skeleton, QStringLiteral("custom:Lft/Rgt")), (QList<int>{0, 2, 1, 3}));
        QCOMPARE(mirroredJointName(QStringLiteral("ArmRgt"), QStringLiteral("custom:Lft/Rgt")),
                 QStringLiteral("ArmLft"));
        Document doc;
        doc.resetModel(makeSampleModel());
        doc.setCurrentAnimation(0);
        QVERIFY(runOperation(doc, QStringLiteral("copyPose")).ok);
        QVERIFY(runOperation(doc, QStringLiteral("pastePose"),
                             {{QStringLiteral("mirrored"), true},
                              {QStringLiteral("name_rule"), QStringLiteral("custom:Lft/Rgt")}})
                    .ok);
        const OperationResult bad = runOperation(doc, QStringLiteral("mirrorPose"),
                                                 {{QStringLiteral("name_rule"), QStringLiteral("sideways")}});
        QVERIFY(!bad.ok);
        QVERIFY(bad.message.contains(QLatin1String("name_rule")));
    }

    // arm_L and arm_r are partners: the mirrored pose lands on arm_r, and
    // arm_L keeps its own.
    void mirroredPasteMatchesSidesInAnyCase()
    {
        Skeleton skeleton;
        for (const char *name :
             {"Spine", "arm_L", "arm_r", "Hand.l", "Hand.R", "LeftLeg", "rightLeg", "Bip01 L Foot", "Bip01 r Foot"}) {
            Joint j;
            j.name = QString::fromLatin1(name);
            skeleton.joints << j;
        }
        QCOMPARE(mirroredJoints(skeleton, QStringLiteral("auto")), (QList<int>{0, 2, 1, 4, 3, 6, 5, 8, 7}));
        QCOMPARE(mirroredJoints(skeleton, QStringLiteral("_l/_r")), (QList<int>{0, 2, 1, 3, 4, 5, 6, 7, 8}));
        QVERIFY(unpairedSideJoints(skeleton, mirroredJoints(skeleton, QStringLiteral("auto")), QStringLiteral("auto"))
                    .isEmpty());

        Document doc;
        doc.resetModel(mixedCaseSides(0));
        doc.setCurrentAnimation(0);
        const QList<Transform> before = localPose(doc.model(), 0, 0.0);
        QVERIFY(runOperation(doc, QStringLiteral("copyPose"),
                             {{QStringLiteral("joints"), QStringList{QStringLiteral("arm_L")}}})
                    .ok);
        const OperationResult pasted = runOperation(doc, QStringLiteral("pastePose"),
                                                    {{QStringLiteral("mirrored"), true}});
        QVERIFY2(pasted.ok, qPrintable(pasted.message));
        QVERIFY2(!pasted.message.contains(QLatin1String("partner")), qPrintable(pasted.message));
        const QList<Transform> after = localPose(doc.model(), 0, 0.0);
        QVERIFY(qFuzzyCompare(after[1].rotation, before[1].rotation)); // arm_L as it was
        QVERIFY(!qFuzzyCompare(after[2].rotation, before[2].rotation)); // arm_r raised
        // Mirrored across Y (the arms lie apart along it): the same angle about X, the other way.
        QVERIFY(qFuzzyCompare(after[2].rotation, QQuaternion::fromAxisAndAngle(1, 0, 0, -40))
                || qFuzzyCompare(-after[2].rotation, QQuaternion::fromAxisAndAngle(1, 0, 0, -40)));
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), mixedCaseSides(0));
    }

    // A joint that says its side but has no partner is left as it was, and
    // the message names it (the first few names of many).
    void unpairedJointsAreNamed()
    {
        Document doc;
        doc.resetModel(mixedCaseSides(1));
        doc.setCurrentAnimation(0);
        const QList<Transform> before = localPose(doc.model(), 0, 0.0);
        QVERIFY(runOperation(doc, QStringLiteral("copyPose")).ok);
        const OperationResult pasted = runOperation(doc, QStringLiteral("pastePose"),
                                                    {{QStringLiteral("mirrored"), true}});
        QVERIFY2(pasted.ok, qPrintable(pasted.message));
        QVERIFY2(pasted.message.contains(QLatin1String("No partner found for finger1_L: left as they were.")),
                 qPrintable(pasted.message));
        QVERIFY(qFuzzyCompare(localPose(doc.model(), 0, 0.0)[3].rotation, before[3].rotation));

        doc.resetModel(mixedCaseSides(6));
        doc.setCurrentAnimation(0);
        const OperationResult mirrored = runOperation(doc, QStringLiteral("mirrorPose"));
        QVERIFY2(mirrored.ok, qPrintable(mirrored.message));
        QVERIFY2(mirrored.message.contains(QLatin1String("finger1_L, finger2_L, finger3_L, finger4_L and 2 more")),
                 qPrintable(mirrored.message));
        QVERIFY2(!mirrored.message.contains(QLatin1String("finger5_L")), qPrintable(mirrored.message));
        // The arms swapped; the fingers kept their (bind) pose.
        const QList<Transform> after = localPose(doc.model(), 0, 0.0);
        QVERIFY(qFuzzyCompare(after[1].rotation, QQuaternion()));
        for (int j = 3; j < 9; ++j) {
            QCOMPARE(after[j].translation, doc.model().skeleton.joints[j].bind.translation);
            QVERIFY(qFuzzyCompare(after[j].rotation, QQuaternion()));
        }
    }

    void pastePoseGivesTheCopiedPose()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        doc.setCurrentAnimation(0);
        QVERIFY(runOperation(doc, QStringLiteral("copyPose")).ok);
        doc.setCurrentTime(0.5);
        const QList<Transform> source = localPose(doc.model(), 0, 0.0);
        QVERIFY(runOperation(doc, QStringLiteral("pastePose")).ok);
        const QList<Transform> pasted = localPose(doc.model(), 0, 0.5);
        for (int j = 0; j < source.size(); ++j)
            QVERIFY(
                qFuzzyCompare(pasted[j].translation + QVector3D(1, 1, 1), source[j].translation + QVector3D(1, 1, 1)));
    }
};

QTEST_GUILESS_MAIN(TestPoseKeys)
#include "tst_posekeys.moc"
