// A Quake III player from a skeletal model: lower, upper and head split at
// the torso and head joints, the parts drawn where the game draws them
// (upper on lower's tag_torso, head on upper's tag_head), animation.cfg
// with the LEGS frame offset the game's loader takes off again.
#include "CliRunner.h"

#include "io/Formats.h"
#include "io/md3/Md3Player.h"
#include "io/targets/EngineTarget.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// A column of three boxes on a chain hips -> spine -> head, each box
// weighted to its joint; animations "idle" (2 frames), "walk" (4 frames:
// hips move forward), "attack" (3 frames: the spine turns).
Model stickFigure()
{
    Model model;
    const char *names[] = {"hips", "spine", "head"};
    for (int j = 0; j < 3; ++j) {
        Joint joint{QLatin1String(names[j]), j - 1, {}, {}};
        joint.bind.translation = QVector3D(0, 0, j == 0 ? 10.0f : 10.0f);
        model.skeleton.joints.append(joint);
    }
    Mesh mesh;
    mesh.name = QStringLiteral("body");
    mesh.influencesPerVertex = 1;
    for (int j = 0; j < 3; ++j) {
        const float z = 10.0f * float(j + 1);
        const quint32 base = quint32(mesh.positions.size());
        for (int c = 0; c < 4; ++c) {
            mesh.positions.append(QVector3D(c & 1 ? 2.0f : -2.0f, c & 2 ? 2.0f : -2.0f, z + 1.0f));
            mesh.normals.append(QVector3D(0, 0, 1));
            mesh.blendIndexes.append(quint32(j));
            mesh.blendWeights.append(1.0f);
        }
        mesh.triangles.append({base, base + 1, base + 2});
        mesh.triangles.append({base + 1, base + 3, base + 2});
    }
    model.meshes.append(mesh);
    auto animation = [](const char *name, int frames, int joint, bool turn) {
        Animation a;
        a.name = QLatin1String(name);
        a.fps = 10;
        a.duration = (frames - 1) / 10.0;
        a.loop = true;
        JointTrack t;
        t.joint = joint;
        for (int f = 0; f < frames; ++f) {
            if (turn)
                t.rotations.append(QuatKey{f / 10.0f, QQuaternion::fromAxisAndAngle(0, 0, 1, 15.0f * f)});
            else
                t.translations.append(Vec3Key{f / 10.0f, QVector3D(2.0f * f, 0, 10)});
        }
        a.tracks.append(t);
        return a;
    };
    model.animations = {animation("idle", 2, 0, false), animation("walk", 4, 0, false),
                        animation("attack", 3, 1, true)};
    return model;
}

// The world position of a part's vertex at a frame as the game draws it:
// the part's own position carried through the tags it hangs on.
QMatrix4x4 tagMatrix(const Model &part, const QString &tag, int frame)
{
    const int j = part.skeleton.indexOf(tag);
    if (j < 0)
        return {};
    const double fps = part.animations.isEmpty() ? 15.0 : part.animations[0].fps;
    return worldMatrices(part.skeleton, localPose(part, part.animations.isEmpty() ? -1 : 0, frame / fps))[j];
}

QList<QVector3D> partPositions(const Model &part, int frame)
{
    QList<QVector3D> out;
    for (const Mesh &mesh : part.meshes) {
        QList<QVector3D> p = mesh.positions;
        if (frame > 0 && frame - 1 < mesh.morphs.size()) {
            const MorphTarget &t = mesh.morphs[frame - 1];
            for (qsizetype i = 0; i < t.vertices.size(); ++i)
                p[t.vertices[i]] = t.positions[i];
        }
        out << p;
    }
    return out;
}

bool near(const QVector3D &a, const QVector3D &b)
{
    return (a - b).length() < 0.05f;
}

} // namespace

class TestMd3Player : public QObject
{
    Q_OBJECT

private slots:
    void findsJointsByName()
    {
        QString error;
        const Quake3PlayerJoints j = findQuake3PlayerJoints(stickFigure(), {}, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(j.torso, 1);
        QCOMPARE(j.head, 2);
        Quake3PlayerOptions named;
        named.torsoJoint = QStringLiteral("nothing");
        findQuake3PlayerJoints(stickFigure(), named, &error);
        QVERIFY(error.contains(QLatin1String("nothing")));
    }

    void splitsAndDrawsWhereTheGameDoes()
    {
        QTemporaryDir dir;
        Quake3PlayerOptions options;
        options.directory = dir.filePath(QStringLiteral("models/players/stick"));
        const Model model = stickFigure();
        const Quake3PlayerResult result = exportQuake3Player(model, options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const char *f : {"lower.md3", "upper.md3", "head.md3", "lower_default.skin", "upper_default.skin",
                              "head_default.skin", "animation.cfg"})
            QVERIFY2(result.files.contains(QLatin1String(f)), f);
        const QDir out(options.directory);
        // The frames as the game addresses them, from 0: read without
        // animation.cfg's clips, one animation of every frame.
        ReadOptions allFrames;
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        const Model lower = readModelFile(out.filePath(QStringLiteral("lower.md3")), allFrames).model;
        const Model upper = readModelFile(out.filePath(QStringLiteral("upper.md3")), allFrames).model;
        const Model head = readModelFile(out.filePath(QStringLiteral("head.md3")), allFrames).model;
        QCOMPARE(lower.triangleCount(), 2);
        QCOMPARE(upper.triangleCount(), 2);
        QCOMPARE(head.triangleCount(), 2);
        QCOMPARE(lower.skeleton.joints.value(0).name, QStringLiteral("tag_torso"));
        QCOMPARE(upper.skeleton.size(), 2);
        QCOMPARE(upper.skeleton.joints[0].name, QStringLiteral("tag_head"));
        QCOMPARE(upper.skeleton.joints[1].name, QStringLiteral("tag_weapon"));
        QCOMPARE(head.animations.size(), 0); // one frame

        // animation.cfg: 25 lines; the slot lines' numbers after the
        // loader's LEGS rule address lower.md3's and upper.md3's frames.
        QFile cfg(out.filePath(QStringLiteral("animation.cfg")));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        QList<QList<int>> cfgLines;
        for (const QString &line : QString::fromUtf8(cfg.readAll()).split(QLatin1Char('\n'))) {
            const QString data = line.section(QStringLiteral("//"), 0, 0).trimmed();
            if (data.isEmpty() || !data.at(0).isDigit())
                continue;
            QList<int> numbers;
            for (const QString &n : data.split(QRegularExpression(QStringLiteral("\\s+"))))
                numbers << n.toInt();
            cfgLines << numbers;
        }
        QCOMPARE(cfgLines.size(), 25);
        const int skip = cfgLines[13][0] - cfgLines[6][0]; // LEGS_WALKCR - TORSO_GESTURE, as cg_players.c
        const QList<AnimationSlot> order = quake3AnimationSlots();
        auto animationOf = [&](const QString &slot) {
            for (const AnimationSlot &s : order)
                if (s.name == slot)
                    for (const QString &p : s.proposals)
                        for (const Animation &a : model.animations)
                            if (a.name == p)
                                return a.name;
            return QStringLiteral("idle");
        };
        // LEGS_WALK plays walk, TORSO_ATTACK plays attack (3 frames)
        // resampled to the 6 the game's weapon is synced to.
        const int walkSlot = 14, attackSlot = 7;
        QCOMPARE(animationOf(order[walkSlot].name), QStringLiteral("walk"));
        const int walkFirst = cfgLines[walkSlot][0] - skip;
        const int attackFirst = cfgLines[attackSlot][0];
        QCOMPARE(cfgLines[walkSlot][1], 4);
        QCOMPARE(cfgLines[attackSlot][1], 6);
        QVERIFY(walkFirst + 4 <= lower.animations[0].frameCount());
        QVERIFY2(
            attackFirst + 6 <= upper.animations[0].frameCount(),
            qPrintable(
                QStringLiteral("attack at %1 of %2 frames").arg(attackFirst).arg(upper.animations[0].frameCount())));

        // The figure faces +X as it is (nothing tells otherwise) and
        // stands on the game's floor: its lowest point, the hips box at
        // Z = 11, at Z = -24.
        QVERIFY(result.warnings.join(QLatin1Char('\n')).contains(QLatin1String("--facing")));
        QVERIFY(!result.fixes.join(QLatin1Char('\n')).contains(QLatin1String("turned")));
        const QVector3D drop(0, 0, kQuake3PlayerFloor - 11.0f);
        // Walk frame f in lower: the hips box moved 2f along X.
        for (int f = 0; f < 4; ++f) {
            const QList<QVector3D> legs = partPositions(lower, walkFirst + f);
            QVERIFY2(near(legs[0], QVector3D(-2.0f + 2.0f * f, -2, 11) + drop),
                     qPrintable(QString::number(legs[0].x())));
        }
        // Attack frame f in upper, drawn on lower's tag_torso at the
        // legs' idle frame: the spine box turned 15 degrees a source frame
        // about Z, the 3 source frames sampled evenly into 6 (6f degrees).
        const QMatrix4x4 torsoAtIdle = tagMatrix(lower, QStringLiteral("tag_torso"), cfgLines[22][0] - skip);
        for (int f = 0; f < 6; ++f) {
            const QList<QVector3D> torso = partPositions(upper, attackFirst + f);
            const QVector3D world = torsoAtIdle.map(torso[0]);
            const QVector3D expected =
                QQuaternion::fromAxisAndAngle(0, 0, 1, 6.0f * f).rotatedVector(QVector3D(-2, -2, 1))
                + QVector3D(0, 0, 20) + drop;
            QVERIFY2(near(world, expected),
                     qPrintable(QStringLiteral("%1 %2 %3").arg(world.x()).arg(world.y()).arg(world.z())));
            // The head on upper's tag_head turns with the spine.
            const QMatrix4x4 headTag = torsoAtIdle * tagMatrix(upper, QStringLiteral("tag_head"), attackFirst + f);
            const QVector3D headWorld = headTag.map(partPositions(head, 0)[0]);
            const QVector3D headExpected =
                QQuaternion::fromAxisAndAngle(0, 0, 1, 6.0f * f).rotatedVector(QVector3D(-2, -2, 11))
                + QVector3D(0, 0, 20) + drop;
            QVERIFY2(near(headWorld, headExpected),
                     qPrintable(QStringLiteral("%1 %2 %3").arg(headWorld.x()).arg(headWorld.y()).arg(headWorld.z())));
        }
    }

    // lower.md3 and upper.md3 read beside the animation.cfg Quarry wrote:
    // the slots' clips with the names, rates, loop flags and frames written,
    // and each part still writes back byte for byte.
    void readsItsAnimationConfigBack()
    {
        QTemporaryDir dir;
        Quake3PlayerOptions options;
        options.directory = dir.path();
        const Model model = stickFigure();
        QVERIFY(exportQuake3Player(model, options).ok());
        const ReadResult lower = readModelFile(dir.filePath(QStringLiteral("lower.md3")));
        const ReadResult upper = readModelFile(dir.filePath(QStringLiteral("upper.md3")));
        QVERIFY(lower.ok() && upper.ok());
        QVERIFY(lower.warnings.isEmpty());
        QVERIFY(upper.warnings.isEmpty());
        QVERIFY(lower.notes.value(0).message.contains(QLatin1String("animation.cfg")));
        auto clip = [](const Model &m, const QString &name) -> const Animation * {
            for (const Animation &a : m.animations)
                if (a.name == name)
                    return &a;
            return nullptr;
        };
        // LEGS_WALK plays walk (4 frames at 10 a second, looping),
        // TORSO_ATTACK attack, held to 6 frames at 15 a second.
        const Animation *walk = clip(lower.model, QStringLiteral("LEGS_WALK"));
        QVERIFY(walk);
        QCOMPARE(walk->frameCount(), 4);
        QCOMPARE(walk->fps, 10.0);
        QVERIFY(walk->loop);
        const Animation *attack = clip(upper.model, QStringLiteral("TORSO_ATTACK"));
        QVERIFY(attack);
        QCOMPARE(attack->frameCount(), 6);
        QCOMPARE(attack->fps, 15.0);
        QVERIFY(!clip(lower.model, QStringLiteral("TORSO_ATTACK")));
        QVERIFY(!clip(upper.model, QStringLiteral("LEGS_WALK")));
        QVERIFY(clip(lower.model, QStringLiteral("BOTH_DEATH1")));
        // Walk frame f: the hips box moved 2f along X.
        const int w = int(walk - lower.model.animations.constData());
        for (int f = 0; f < 4; ++f) {
            const MorphWeights weights = animationMorphWeights(lower.model, *walk, float(f / walk->fps));
            const QList<QVector3D> p = morphedPositions(lower.model.meshes[0], weights.value(0));
            QVERIFY2(near(p[0], QVector3D(-2.0f + 2.0f * f, -2, kQuake3PlayerFloor)),
                     qPrintable(QString::number(p[0].x())));
        }
        QVERIFY(w >= 0);
        // Every frame of the part is in one of its clips, each once, but
        // for the slots that share another's frames (shown as sharing).
        qsizetype frames = 0;
        for (const Animation &a : lower.model.animations)
            if (!a.extras.contains(QLatin1String(kAnimationSharesFramesOf)))
                frames += a.frameCount();
        QCOMPARE(frames, qsizetype(lower.model.extras.value(QStringLiteral("md3.frames")).toList().size()));
        for (const char *part : {"lower.md3", "upper.md3"}) {
            QFile f(dir.filePath(QLatin1String(part)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const ReadResult r = readModelFile(f.fileName());
            const WriteResult again = encodeModelFile(r.model, f.fileName(), QStringLiteral("md3"));
            QVERIFY(again.ok());
            QVERIFY2(again.data == f.readAll(), part);
        }
    }

    void commandLine()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("stick.iqm"));
        QVERIFY(writeModelFile(stickFigure(), source, QStringLiteral("iqm")).ok());
        const QString out = dir.filePath(QStringLiteral("player"));
        const CliRun run = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--to"), QStringLiteral("md3"),
                                      QStringLiteral("--q3-player"), out, QStringLiteral("--torso-joint"),
                                      QStringLiteral("spine"), QStringLiteral("--head-joint"), QStringLiteral("head")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char *f : {"lower.md3", "upper.md3", "head.md3", "animation.cfg"})
            QVERIFY2(QFileInfo::exists(QDir(out).filePath(QLatin1String(f))), f);
        const CliRun tags = runQuarry({QStringLiteral("convert"), source, dir.filePath(QStringLiteral("t.md3")),
                                       QStringLiteral("--tags"), QStringLiteral("head,spine")});
        QVERIFY2(tags.exitCode == 0, qPrintable(tags.err));
        const Model back = readModelFile(dir.filePath(QStringLiteral("t.md3"))).model;
        QCOMPARE(back.skeleton.size(), 2);
        QCOMPARE(back.skeleton.joints[0].name, QStringLiteral("head"));
    }
};

QTEST_GUILESS_MAIN(TestMd3Player)
#include "tst_md3_player.moc"
