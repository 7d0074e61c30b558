// A Quake III player that fits MD3 and the game: parts over MD3's 32
// surfaces have their meshes that share a shader merged; animations play
// in place (the root's travel across the floor removed, its height kept)
// unless --root-motion keep; the sample avatar DokuroChan (an MMD rig with
// a 162 s capture that wanders across the floor, 36 surfaces on its head)
// exports with no file edited by hand.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/TargetExport.h"
#include "model/Pose.h"
#include "model/ops/RootMotion.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kDokuro = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg");

TargetExportResult exportPlayer(const QString &dir, const Model &model, double fps = 0)
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("hero");
    options.sourcePath = dir + QStringLiteral("/hero.iqe");
    options.conversion.fps = fps;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

// The figure with `extra` more boxes on its head, each a mesh of its own
// drawn with the figure's one material.
Model manyHeadMeshes(int extra)
{
    Model model = biped();
    const quint32 head = quint32(model.skeleton.indexOf(QStringLiteral("Bip01 Head")));
    for (int i = 0; i < extra; ++i) {
        Mesh mesh;
        mesh.name = QStringLiteral("curl%1").arg(i);
        mesh.material = 0;
        mesh.influencesPerVertex = 1;
        mesh.texcoords.resize(1);
        const float x = -4.0f + 0.2f * float(i);
        addBox(mesh, {x, -1, 55}, {x + 0.15f, 1, 57}, head);
        model.meshes << mesh;
    }
    return model;
}

// The figure walking 600 units along -Y (the way it faces) in 2 s, its
// root bobbing 2 units up at the middle.
Model walkingFigure()
{
    Model model = biped();
    Animation walk;
    walk.name = QStringLiteral("walk");
    walk.fps = 10;
    walk.duration = 2;
    JointTrack t;
    t.joint = 0;
    t.translations = {Vec3Key{0, {0, 0, 28}}, Vec3Key{1, {0, -300, 30}}, Vec3Key{2, {0, -600, 28}}};
    walk.tracks << t;
    model.animations << walk;
    return model;
}

// The model as a target's export makes it, not written.
Model fixedFor(const QString &target, Model model, ConversionSettings::RootMotion motion, double fps = 0)
{
    TargetExportOptions options;
    options.conversion.rootMotion = motion;
    options.conversion.fps = fps;
    TargetExportResult result;
    if (!fixForTarget(model, *findEngineTarget(target), options, result))
        qWarning("%s", qPrintable(result.error));
    return model;
}

QVector3D jointAt(const Model &model, int animation, double time, int joint)
{
    return worldMatrices(model.skeleton, localPose(model, animation, time))[joint].map(QVector3D());
}

// The figure with one long capture, "take1": 30 s at 10 frames a second,
// the spine turning.
Model longCapture()
{
    Model model = biped();
    Animation take;
    take.name = QStringLiteral("take1");
    take.fps = 10;
    take.duration = 30;
    JointTrack t;
    t.joint = model.skeleton.indexOf(QStringLiteral("Bip01 Spine"));
    for (int s = 0; s <= 30; ++s)
        t.rotations << QuatKey{float(s), QQuaternion::fromEulerAngles(0, 0, float(s % 2) * 20)};
    take.tracks << t;
    model.animations << take;
    return model;
}

// animation.cfg's line for a slot: first, count, looping frames, fps.
QList<int> configLine(const QString &config, const QString &slot)
{
    for (const QString &line : config.split(QLatin1Char('\n')))
        if (line.endsWith(QStringLiteral("// ") + slot)) {
            QList<int> numbers;
            for (const QString &word : line.split(QLatin1Char('\t'), Qt::SkipEmptyParts).mid(0, 4))
                numbers << word.toInt();
            return numbers;
        }
    return {};
}

Model readPart(const QString &path)
{
    const ReadResult read = readModelFile(path);
    return read.ok() ? read.model : Model();
}

} // namespace

class TestTargetPlayerFit : public QObject
{
    Q_OBJECT

private slots:
    // 41 meshes on the head, one material: head.md3 gets one surface, and
    // the export says it merged them.
    void sharedShadersMergedToFit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TargetExportResult result = exportPlayer(dir.path(), manyHeadMeshes(40));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("head.md3: meshes sharing a shader merged, 41 surfaces to 1")),
                 qPrintable(fixes));
        const Model head = readPart(dir.filePath(QStringLiteral("models/players/hero/head.md3")));
        QCOMPARE(head.meshes.size(), 1);
        QCOMPARE(head.triangleCount(), qsizetype(41 * 12));
        // Parts within the limit keep their meshes as they are.
        QVERIFY(!fixes.contains(QLatin1String("lower.md3: meshes")));
        const QString skin = QString::fromUtf8([&] {
            QFile f(dir.filePath(QStringLiteral("models/players/hero/head_default.skin")));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }());
        QVERIFY2(skin.contains(QLatin1String("body,")), qPrintable(skin));
    }

    // A head within the limit is written mesh by mesh.
    void partsWithinTheLimitKeptApart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TargetExportResult result = exportPlayer(dir.path(), manyHeadMeshes(20));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(readPart(dir.filePath(QStringLiteral("models/players/hero/head.md3"))).meshes.size(), 21);
    }

    // A player target plays animations in place by default: the root
    // keeps its place across the floor and its height as animated;
    // --root-motion keep leaves the walk as it is.
    void playerAnimationsInPlace()
    {
        const Model source = walkingFigure();
        QCOMPARE(rootMotionJoint(source, 0), 0);
        QCOMPARE(horizontalTravel(source, 0, 0), 600.0f);
        const Model inPlace = fixedFor(QStringLiteral("ioquake3"), source, ConversionSettings::RootMotion::Default);
        const Model kept = fixedFor(QStringLiteral("ioquake3"), source, ConversionSettings::RootMotion::Keep);
        QCOMPARE(inPlace.skeleton.size(), kept.skeleton.size());
        QVERIFY2(horizontalTravel(inPlace, 0, 0) < 0.01f, qPrintable(QString::number(horizontalTravel(inPlace, 0, 0))));
        QVERIFY2(horizontalTravel(kept, 0, 0) > 500.0f, qPrintable(QString::number(horizontalTravel(kept, 0, 0))));
        for (double t : {0.0, 0.5, 1.0, 1.5, 2.0}) {
            const QVector3D a = jointAt(inPlace, 0, t, 0), b = jointAt(kept, 0, t, 0);
            QVERIFY2(std::abs(a.z() - b.z()) < 1e-3f,
                     qPrintable(QStringLiteral("%1: %2, %3").arg(t).arg(a.z()).arg(b.z())));
        }
        QVERIFY(jointAt(inPlace, 0, 1, 0).z() > jointAt(inPlace, 0, 0, 0).z() + 1.5f); // the bob stays
        // The same with the setting asked for, on a plain conversion: a
        // conversion keeps the travel unless told.
        Model plain = source;
        applyConversion(plain, {});
        QCOMPARE(horizontalTravel(plain, 0, 0), 600.0f);
        ConversionSettings settings;
        settings.rootMotion = ConversionSettings::RootMotion::InPlace;
        const QStringList messages = applyConversion(plain, settings);
        QVERIFY2(messages.join(QLatin1Char('\n')).contains(QLatin1String("animation \"walk\" in place")),
                 qPrintable(messages.join(QLatin1Char('\n'))));
        QVERIFY(horizontalTravel(plain, 0, 0) < 0.01f);
        // A model that is not a player keeps its travel on a player target.
        TargetExportOptions single;
        single.singleModel = true;
        Model one = source;
        TargetExportResult result;
        QVERIFY(fixForTarget(one, *findEngineTarget(QStringLiteral("ioquake3")), single, result));
        QVERIFY(horizontalTravel(one, 0, 0) > 500.0f);
    }

    // The sample avatar's capture wanders across the floor: in place, its
    // root stays put, and every frame stays within MD3's +-512 units.
    void dokuroChanInPlace()
    {
        if (!QFileInfo::exists(kDokuro))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(kDokuro);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        const Model kept = fixedFor(QStringLiteral("ioquake3"), read.model, ConversionSettings::RootMotion::Keep, 3);
        const Model inPlace = fixedFor(QStringLiteral("ioquake3"), read.model, ConversionSettings::RootMotion::Default,
                                       3);
        const int root = rootMotionJoint(kept, 0);
        QVERIFY(root >= 0);
        const float before = horizontalTravel(kept, 0, root), after = horizontalTravel(inPlace, 0, root);
        qInfo("DokuroChan's root \"%s\" strays %.1f units across the floor as captured, %.3f in place",
              qPrintable(kept.skeleton.joints[root].name), before, after);
        QVERIFY2(before > 100, qPrintable(QString::number(before)));
        QVERIFY2(after < 2, qPrintable(QString::number(after)));
        float farthest = 0;
        const Animation &a = inPlace.animations[0];
        for (int f = 0; f < a.frameCount(); ++f) {
            const Bounds b = poseBounds(inPlace, 0, f / a.fps);
            for (int k = 0; k < 3; ++k)
                farthest = std::max({farthest, std::abs(b.min[k]), std::abs(b.max[k])});
        }
        qInfo("in place, the farthest point of any frame is %.1f units from the origin", farthest);
        QVERIFY2(farthest < 512, qPrintable(QString::number(farthest)));
    }

    // --animation-map time ranges: one long capture cut into the slots
    // (the fixture tests/targets/data/take1_slots.map); a range two slots
    // play is cut once; `loop` and `once` say how it plays.
    void animationMapTimeRanges()
    {
        const QString mapPath = QStringLiteral(QUARRY_SOURCE_DIR "/tests/targets/data/take1_slots.map");
        QFile mapFile(mapPath);
        QVERIFY(mapFile.open(QIODevice::ReadOnly));
        const Model model = longCapture();
        const AnimationMapResult read = readAnimationMap(
            mapPath, mapFile.readAll(), findEngineTarget(QStringLiteral("ioquake3"))->animationOrder, model);
        QVERIFY2(!read.error, qPrintable(read.error ? read.error->toString() : QString()));
        QCOMPARE(read.ranges.size(), 4); // 25-27, 20-22 (twice), 12.5-13.7, 2-2.5
        QCOMPARE(read.map[11], read.map[22]); // TORSO_STAND and LEGS_IDLE
        QCOMPARE(read.map[11], 2); // after the model's one animation and the first range
        QCOMPARE(read.ranges[2].name, QStringLiteral("take1 12.5-13.7"));
        QVERIFY(std::abs(read.ranges[2].duration - 1.2) < 1e-6);
        QVERIFY(read.ranges[2].loop);
        QVERIFY(!read.ranges[0].loop);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("hero");
        options.animationMapPath = mapPath;
        const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")),
                                                          options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QFile cfg(dir.filePath(QStringLiteral("models/players/hero/animation.cfg")));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        const QString config = QString::fromUtf8(cfg.readAll());
        // upper.md3: BOTH (21 frames), TORSO_STAND's range (21), and the
        // fixed-length slots' copies of it (6, 5 and 4 frames, not looping).
        QCOMPARE(configLine(config, QStringLiteral("BOTH_DEATH1")), (QList<int>{0, 21, 0, 10}));
        QCOMPARE(configLine(config, QStringLiteral("TORSO_STAND")), (QList<int>{21, 21, 21, 10}));
        QCOMPARE(configLine(config, QStringLiteral("TORSO_ATTACK")), (QList<int>{42, 6, 0, 15}));
        QCOMPARE(configLine(config, QStringLiteral("TORSO_ATTACK2")), (QList<int>{42, 6, 0, 15}));
        QCOMPARE(configLine(config, QStringLiteral("TORSO_DROP")), (QList<int>{48, 5, 0, 20}));
        QCOMPARE(configLine(config, QStringLiteral("TORSO_RAISE")), (QList<int>{53, 4, 0, 20}));
        // LEGS_ entries as if upper's 36 own frames came before lower's:
        // the walk at lower's frame 42, after BOTH and the idle.
        QCOMPARE(configLine(config, QStringLiteral("LEGS_WALKCR")), (QList<int>{57, 21, 21, 10}));
        QCOMPARE(configLine(config, QStringLiteral("LEGS_WALK")), (QList<int>{78, 13, 13, 10}));
        QCOMPARE(configLine(config, QStringLiteral("LEGS_RUN")), (QList<int>{91, 6, 6, 10}));
        // lower.md3: BOTH (21 frames), then LEGS: idle 21, walk 13, run 6.
        QFile lower(dir.filePath(QStringLiteral("models/players/hero/lower.md3")));
        QVERIFY(lower.open(QIODevice::ReadOnly));
        const QByteArray header = lower.read(80);
        QCOMPARE(header.size(), 80);
        const qsizetype frames = qFromLittleEndian<qint32>(header.constData() + 76); // MD3 header's numFrames
        QCOMPARE(frames, qsizetype(21 + 21 + 13 + 6));

        // A range past the clip's end is an error naming the file and line.
        const AnimationMapResult bad = readAnimationMap(QStringLiteral("bad.map"), "\nLEGS_RUN = take1 29 31\n",
                                                        findEngineTarget(QStringLiteral("ioquake3"))->animationOrder,
                                                        model);
        QVERIFY(bad.error);
        QCOMPARE(bad.error->line, 2);
        QVERIFY2(bad.error->toString().contains(QLatin1String("which lasts 30 s")), qPrintable(bad.error->toString()));
    }

    // --player-format iqm: lower.iqm, upper.iqm and head.iqm (and their
    // levels of detail) with the tags as joints; upper hangs on lower's
    // tag_torso frame by frame as the game draws it, so the head joint of
    // upper, carried by lower's tag_torso, is where lower's own skeleton
    // has it at every frame; frames at the animation's own rate.
    void iqmPlayerParts()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Model model = walkingFigure();
        model.animations[0].tracks[0].translations = {Vec3Key{0, {0, 0, 28}}, Vec3Key{1, {0, 0, 31}},
                                                      Vec3Key{2, {0, 0, 28}}};
        JointTrack spine;
        spine.joint = model.skeleton.indexOf(QStringLiteral("Bip01 Spine1"));
        spine.rotations = {QuatKey{0, {}}, QuatKey{1, QQuaternion::fromEulerAngles(0, 30, 20)}, QuatKey{2, {}}};
        model.animations[0].tracks << spine;
        model.animations[0].fps = 25;
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("hero");
        options.playerFormat = QStringLiteral("iqm");
        options.lods = 2;
        const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")),
                                                          options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString folder = QStringLiteral("models/players/hero/");
        for (const char *part : {"lower", "upper", "head"})
            for (const char *suffix : {"", "_1", "_2"}) {
                const QString file = folder + QLatin1String(part) + QLatin1String(suffix) + QStringLiteral(".iqm");
                QVERIFY2(result.files.contains(file), qPrintable(file));
                QVERIFY2(!result.files.contains(QString(file).replace(QLatin1String(".iqm"), QLatin1String(".md3"))),
                         qPrintable(file));
            }
        const Model lower = readPart(dir.filePath(folder + QStringLiteral("lower.iqm")));
        const Model upper = readPart(dir.filePath(folder + QStringLiteral("upper.iqm")));
        const Model head = readPart(dir.filePath(folder + QStringLiteral("head.iqm")));
        const int tagTorso = lower.skeleton.indexOf(QStringLiteral("tag_torso"));
        QVERIFY(tagTorso >= 0);
        QVERIFY(upper.skeleton.indexOf(QStringLiteral("tag_head")) >= 0);
        QVERIFY(upper.skeleton.indexOf(QStringLiteral("tag_weapon")) >= 0);
        QVERIFY(head.skeleton.indexOf(QStringLiteral("tag_head")) >= 0);
        // The walk plays the BOTH_ slots and the LEGS_ ones: stored once.
        // upper.iqm adds the fixed-length slots' copies of it (TORSO_ATTACK
        // 6 frames, TORSO_DROP 5, TORSO_RAISE 4).
        QCOMPARE(lower.animations.size(), 1);
        QCOMPARE(upper.animations.size(), 4);
        QCOMPARE(upper.animations[1].frameCount(), 6);
        QCOMPARE(upper.animations[2].frameCount(), 5);
        QCOMPARE(upper.animations[3].frameCount(), 4);
        QCOMPARE(lower.animations[0].frameCount(), 51); // 2 s at 25 a second
        QCOMPARE(upper.animations[0].frameCount(), 51);
        const int headInLower = lower.skeleton.indexOf(QStringLiteral("Bip01 Head"));
        const int headInUpper = upper.skeleton.indexOf(QStringLiteral("Bip01 Head"));
        QVERIFY(headInLower >= 0 && headInUpper >= 0);
        for (double t : {0.0, 0.52, 1.0, 1.48}) {
            const QMatrix4x4 tag = worldMatrices(lower.skeleton, localPose(lower, 0, t))[tagTorso];
            const QVector3D carried = tag.map(
                worldMatrices(upper.skeleton, localPose(upper, 0, t))[headInUpper].map(QVector3D()));
            const QVector3D own = worldMatrices(lower.skeleton, localPose(lower, 0, t))[headInLower].map(QVector3D());
            QVERIFY2((carried - own).length() < 0.05f, qPrintable(QStringLiteral("%1 s: %2 %3 %4 against %5 %6 %7")
                                                                      .arg(t)
                                                                      .arg(carried.x())
                                                                      .arg(carried.y())
                                                                      .arg(carried.z())
                                                                      .arg(own.x())
                                                                      .arg(own.y())
                                                                      .arg(own.z())));
        }
        // The head stands in tag_head's space: its tag at the origin.
        const QMatrix4x4 headTag = head.skeleton.bindWorldMatrices()[head.skeleton.indexOf(QStringLiteral("tag_head"))];
        QVERIFY(headTag.map(QVector3D()).length() < 1e-3f);
        QFile cfg(dir.filePath(folder + QStringLiteral("animation.cfg")));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        QCOMPARE(configLine(QString::fromUtf8(cfg.readAll()), QStringLiteral("LEGS_WALK")).value(3), 25);
        // A format the game does not load is an error.
        options.playerFormat = QStringLiteral("mdr");
        QVERIFY(!exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options).ok());
    }

    // The sample avatar as IQM: no frame cap, so its 162 s capture goes at
    // its own 30 frames a second where the rate is given (without it the
    // export fits the game's memory, tst_target_player_iqm_fit), each file
    // under ioquake3's 16 MiB.
    void dokuroChanAsIqm()
    {
        if (!QFileInfo::exists(kDokuro))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(kDokuro);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("hero");
        options.playerFormat = QStringLiteral("iqm");
        options.conversion.fps = 30;
        const TargetExportResult result = exportForTarget(read.model, *findEngineTarget(QStringLiteral("ioquake3")),
                                                          options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Model upper = readPart(dir.filePath(QStringLiteral("models/players/hero/upper.iqm")));
        QVERIFY(!upper.animations.isEmpty());
        QVERIFY2(upper.animations[0].frameCount() > 4800,
                 qPrintable(QString::number(upper.animations[0].frameCount())));
        for (const char *part : {"lower", "upper", "head"})
            QVERIFY(QFileInfo(dir.filePath(QStringLiteral("models/players/hero/%1.iqm").arg(part))).size()
                    < (qint64(16) << 20));
    }

    // The sample avatar: 36 surfaces on its head merged to fit; the 162 s
    // capture fitted to MD3's 1,024 frames and the game's memory (the rate
    // lowered, the clip shortened), and the export says so; at --fps 3 it
    // fits 1,024 frames (the clip stored once in each part) and the export
    // warns that the game's memory cannot hold it.
    void dokuroChanExports()
    {
        if (!QFileInfo::exists(kDokuro))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(kDokuro);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TargetExportResult result = exportPlayer(dir.path(), read.model);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("head.md3: meshes sharing a shader merged, 36 surfaces to")),
                 qPrintable(fixes));
        QVERIFY2(fixes.contains(QLatin1String("frames fitted to ioquake3's memory: animations at 10 frames a second")),
                 qPrintable(fixes));
        QVERIFY2(fixes.contains(QLatin1String("clips longer than")), qPrintable(fixes));
        // What the game's hunk takes of the parts, as the estimate counts
        // it from the files written.
        qint64 bytes = 0;
        for (const char *part : {"lower", "upper", "head"})
            bytes += QFileInfo(dir.filePath(QStringLiteral("models/players/hero/%1.md3").arg(part))).size();
        QVERIFY2(bytes < (qint64(32) << 20), qPrintable(QString::number(bytes)));
        QTemporaryDir given;
        const TargetExportResult rate = exportPlayer(given.path(), read.model, 3);
        QVERIFY2(rate.ok(), qPrintable(rate.error));
        const QString warnings = rate.warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QLatin1String("past the 64 MB it can spare of its 128 MB hunk")),
                 qPrintable(warnings));
        ReadOptions allFrames;
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        const ReadResult upper = readModelFile(given.filePath(QStringLiteral("models/players/hero/upper.md3")),
                                               allFrames);
        QVERIFY(upper.ok());
        // 490 frames of the 162.87 s clip at 3 a second, stored once, and
        // 6 + 5 + 4 for the fixed-length slots.
        QCOMPARE(upper.model.animations.value(0).frameCount(), 490 + 15);
        for (const char *part : {"lower", "upper", "head"}) {
            const Model model = readPart(dir.filePath(QStringLiteral("models/players/hero/%1.md3").arg(part)));
            QVERIFY2(!model.meshes.isEmpty() && model.meshes.size() <= 32, part);
        }
        for (const char *file :
             {"animation.cfg", "icon_default.tga", "lower_default.skin", "upper_default.skin", "head_default.skin"})
            QVERIFY2(QFileInfo::exists(dir.filePath(QStringLiteral("models/players/hero/%1").arg(file))), file);
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerFit)
#include "tst_target_player_fit.moc"
