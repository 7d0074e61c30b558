// ioquake3's player: `--target ioquake3` writes what cgame loads for a
// player, models/players/NAME/lower.md3, upper.md3 and head.md3 hanging on
// each other's tags, a skin for each part, animation.cfg, and with --lods
// the renderer's MD3 levels of detail (lower_1.md3, lower_2.md3, ...); the
// one-model form (--single-model) keeps one IQM. Read back with Quarry's
// readers.
#include "CliRunner.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/Pack.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// A sphere on a chain hips -> spine -> head -> r_hand, each vertex weighted
// to the joint of its height (the hand takes none), with a walk animation
// (hips) and an attack (spine).
Model playerModel()
{
    Model model = riggedSphere(16, 24, 4);
    const char *names[] = {"hips", "spine", "head", "r_hand"};
    for (int j = 0; j < 4; ++j)
        model.skeleton.joints[j].name = QLatin1String(names[j]);
    Mesh &mesh = model.meshes[0];
    for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
        const float z = mesh.positions[v].z();
        mesh.blendIndexes[v * 2] = z < -0.3f ? 0 : z < 0.5f ? 1 : 2;
        mesh.blendIndexes[v * 2 + 1] = 0;
        mesh.blendWeights[v * 2] = 1.0f;
        mesh.blendWeights[v * 2 + 1] = 0.0f;
    }
    Animation walk = swayAnimation(1, 0.5);
    walk.name = QStringLiteral("walk");
    walk.loop = false; // as Cal3D clips, which carry no loop flag
    Animation attack = swayAnimation(2, 0.3);
    attack.name = QStringLiteral("attack");
    attack.tracks.removeFirst();
    model.animations = {walk, attack};
    return model;
}

// The player with a long gesture: 110 s at 10 frames a second, 1,101
// frames, which upper.md3 holds beside the walk.
Model longGesture()
{
    Model model = playerModel();
    model.animations[1] = swayAnimation(2, 110);
    model.animations[1].name = QStringLiteral("wave");
    model.animations[1].tracks.removeFirst();
    return model;
}

TargetExportResult exportPlayer(const QString &dir, const Model &model, int lods, bool pack = false,
                                bool singleModel = false)
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("hero");
    options.sourcePath = dir + QStringLiteral("/hero.iqe");
    options.lods = lods;
    options.pack = pack;
    options.singleModel = singleModel;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

QStringList dataLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        const QString data = line.section(QStringLiteral("//"), 0, 0).trimmed();
        if (!data.isEmpty() && data.at(0).isDigit())
            lines << data;
    }
    return lines;
}

QStringList tagNames(const Model &model)
{
    QStringList names;
    for (const Joint &j : model.skeleton.joints)
        names << j.name;
    return names;
}

} // namespace

class TestTargetPlayer : public QObject
{
    Q_OBJECT

private slots:
    void ioquake3WritesThePlayer()
    {
        QTemporaryDir dir;
        const Model model = playerModel();
        const TargetExportResult result = exportPlayer(dir.path(), model, 0);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QDir folder(dir.filePath(QStringLiteral("models/players/hero")));
        for (const char *f : {"lower.md3", "upper.md3", "head.md3", "lower_default.skin", "upper_default.skin",
                              "head_default.skin", "animation.cfg"}) {
            QVERIFY2(result.files.contains(QStringLiteral("models/players/hero/") + QLatin1String(f)), f);
            QVERIFY2(QFileInfo::exists(folder.filePath(QLatin1String(f))), f);
        }
        for (const QString &f : result.files)
            QVERIFY2(!f.endsWith(QLatin1String(".iqm")), qPrintable(f));
        const ReadResult lower = readModelFile(folder.filePath(QStringLiteral("lower.md3")));
        const ReadResult upper = readModelFile(folder.filePath(QStringLiteral("upper.md3")));
        const ReadResult head = readModelFile(folder.filePath(QStringLiteral("head.md3")));
        QVERIFY(lower.ok() && upper.ok() && head.ok());
        // Read beside animation.cfg, the parts' animations are its slots,
        // each a clip: walk plays in LEGS_WALK and, as the fallback, in
        // every other legs slot, and in the BOTH_ slots, so those share
        // BOTH_DEATH1's frames (stored once).
        QCOMPARE(lower.model.animations.size(), 6 + 12);
        auto clip = [&lower](const char *name) {
            for (int a = 0; a < lower.model.animations.size(); ++a)
                if (lower.model.animations[a].name == QLatin1String(name))
                    return a;
            return -1;
        };
        const int walkcr = clip("LEGS_WALKCR"), walk = clip("LEGS_WALK");
        QVERIFY(walkcr >= 0 && walk >= 0);
        QCOMPARE(lower.model.animations[walkcr].frameCount(), 6);
        QCOMPARE(lower.model.animations[walk].frameCount(), 6);
        QCOMPARE(lower.model.animations[walk].extras.value(QLatin1String(kAnimationSharesFramesOf)).toString(),
                 QStringLiteral("BOTH_DEATH1"));
        // The tags the game hangs the parts and the weapon on.
        QCOMPARE(tagNames(lower.model), QStringList{QStringLiteral("tag_torso")});
        QCOMPARE(tagNames(upper.model), (QStringList{QStringLiteral("tag_head"), QStringLiteral("tag_weapon")}));
        QVERIFY(head.model.skeleton.isEmpty());
        // Every triangle lands in one part.
        QCOMPARE(lower.model.triangleCount() + upper.model.triangleCount() + head.model.triangleCount(),
                 model.triangleCount());
        QVERIFY(lower.model.triangleCount() > 0 && upper.model.triangleCount() > 0 && head.model.triangleCount() > 0);
        // Each skin names every surface of its part.
        for (const auto &[part, read] : {std::pair{"lower", &lower}, {"upper", &upper}, {"head", &head}}) {
            QFile skin(folder.filePath(QLatin1String(part) + QStringLiteral("_default.skin")));
            QVERIFY(skin.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(skin.readAll());
            for (const Mesh &m : read->model.meshes)
                QVERIFY2(text.contains(m.name + QLatin1Char(',')), part);
        }
        // animation.cfg: Quake III's 25 slots; LEGS_WALK (slot 14) plays
        // walk (6 frames at 10 fps), TORSO_ATTACK (slot 7) attack (4
        // frames) resampled to the 6 the game's weapon is synced to.
        const QStringList cfg = dataLines(folder.filePath(QStringLiteral("animation.cfg")));
        QCOMPARE(cfg.size(), 25);
        QCOMPARE(cfg[14].split(QRegularExpression(QStringLiteral("\\s+"))).value(1), QStringLiteral("6"));
        QCOMPARE(cfg[7].split(QRegularExpression(QStringLiteral("\\s+"))).value(1), QStringLiteral("6"));
        // The walk loops as the game's own walks do, whatever the clip said.
        QCOMPARE(cfg[14].split(QRegularExpression(QStringLiteral("\\s+"))).value(2), QStringLiteral("6"));
        const int skip = cfg[13].section(QLatin1Char('\t'), 0, 0).toInt()
                         - cfg[6].section(QLatin1Char('\t'), 0, 0).toInt();
        const int walkFirst = cfg[14].section(QLatin1Char('\t'), 0, 0).toInt() - skip;
        ReadOptions allFrames; // every frame as one animation, as the game numbers them
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        const ReadResult lowerFrames = readModelFile(folder.filePath(QStringLiteral("lower.md3")), allFrames);
        QVERIFY(walkFirst + 6 <= lowerFrames.model.animations.value(0).frameCount());
    }

    void playerLevelsOfDetail()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(dir.path(), playerModel(), 2, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.warnings.filter(QStringLiteral("levels of detail")).isEmpty());
        const QDir folder(dir.filePath(QStringLiteral("models/players/hero")));
        for (const char *part : {"lower", "upper", "head"}) {
            const ReadResult full = readModelFile(folder.filePath(QLatin1String(part) + QStringLiteral(".md3")));
            QVERIFY(full.ok());
            qsizetype previous = full.model.triangleCount();
            for (int level = 1; level <= 2; ++level) {
                const QString name = QStringLiteral("%1_%2.md3").arg(QLatin1String(part)).arg(level);
                QVERIFY2(result.files.contains(QStringLiteral("models/players/hero/") + name), qPrintable(name));
                const ReadResult lod = readModelFile(folder.filePath(name));
                QVERIFY2(lod.ok(), qPrintable(name));
                QVERIFY2(lod.model.triangleCount() < previous || previous <= int(full.model.meshes.size()),
                         qPrintable(name));
                previous = lod.model.triangleCount();
                // The same tags and frames: the renderer swaps the surfaces
                // and keeps the animation.
                QCOMPARE(tagNames(lod.model), tagNames(full.model));
                QCOMPARE(lod.model.animations.size(), full.model.animations.size());
                if (!full.model.animations.isEmpty())
                    QCOMPARE(lod.model.animations[0].frameCount(), full.model.animations[0].frameCount());
            }
            QVERIFY(!QFileInfo::exists(folder.filePath(QLatin1String(part) + QStringLiteral("_3.md3"))));
        }
        // The archive holds the same files.
        QFile archive(result.archive);
        QVERIFY(archive.open(QIODevice::ReadOnly));
        QString error;
        QStringList names = zipEntryNames(archive.readAll(), &error);
        QStringList files = result.files;
        names.sort();
        files.sort();
        QCOMPARE(names, files);
        // Quake III loads at most two coarser levels.
        QTemporaryDir more;
        const TargetExportResult three = exportPlayer(more.path(), playerModel(), 3);
        QVERIFY2(three.ok(), qPrintable(three.error));
        QCOMPARE(three.warnings.filter(QStringLiteral("at most 2 levels")).size(), 1);
        QVERIFY(!three.files.contains(QStringLiteral("models/players/hero/lower_3.md3")));
    }

    void singleModelKeepsOneIqm()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(dir.path(), playerModel(), 1, false, true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.files.filter(QStringLiteral(".md3")).size(), 0);
        QVERIFY(result.files.contains(QStringLiteral("models/players/hero/hero.iqm")));
        QVERIFY(result.files.contains(QStringLiteral("models/players/hero/animation.cfg")));
        QVERIFY(result.files.contains(QStringLiteral("models/players/hero/hero_default.skin")));
        // ioquake3 draws no IQM levels of detail.
        QCOMPARE(result.warnings.filter(QStringLiteral("levels of detail")).size(), 1);
        const ReadResult back = readModelFile(dir.filePath(QStringLiteral("models/players/hero/hero.iqm")));
        QVERIFY(back.ok());
        QCOMPARE(back.model.skeleton.size(), 4);
    }

    void playerNeedsItsJoints()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(dir.path(), riggedSphere(6, 8, 3), 0);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QLatin1String("--single-model")), qPrintable(result.error));
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        Model noSkeleton = riggedSphere(6, 8, 0);
        const TargetExportResult flat = exportPlayer(dir.path(), noSkeleton, 0);
        QVERIFY(!flat.ok());
        QVERIFY2(flat.error.contains(QLatin1String("--single-model")), qPrintable(flat.error));
    }

    // MD3 holds at most 1,024 frames a file: the check counts each part's
    // (upper.md3 the BOTH_ and TORSO_ slots' clips, lower.md3 the BOTH_ and
    // LEGS_ ones, a clip once a file, the fixed-length slots at their
    // lengths); without --fps the export fits them (the clip shortened, as
    // the rate is the lowest the fit takes), at a given --fps that gives
    // too many it refuses; the one-model form (one IQM) has no such limit.
    void checkReportsTheFrameLimit()
    {
        const EngineTarget &player = *findEngineTarget(QStringLiteral("ioquake3"));
        QCOMPARE(player.limits.maxFrames, 1024);
        QVERIFY(checkTarget(playerModel(), player.limits).isEmpty());
        const Model model = longGesture();
        TargetCheckOptions check;
        check.engine = player.title;
        const QList<TargetFinding> findings = checkTarget(model, player.limits, check);
        QCOMPARE(findings.size(), 1); // upper.md3 only: lower.md3 holds 6 frames
        const TargetFinding &f = findings[0];
        QCOMPARE(f.kind, TargetFinding::Kind::Frames);
        QCOMPARE(f.allowed, 1024);
        // The walk (BOTH_ slots, 6 frames), the wave 1,101, and the
        // fixed-length slots' copies of the walk, 6 + 5 + 4.
        QCOMPARE(f.actual, 6 + 1101 + 15);
        QVERIFY(f.fixable);
        QCOMPARE(targetFindingKindName(f.kind), QStringLiteral("frames"));
        QVERIFY2(f.message.contains(QLatin1String("Frames in upper.md3: 1122 (ioquake3 allows 1024 frames per MD3 "
                                                  "file); export fixes it")),
                 qPrintable(f.message));
        QVERIFY2(f.message.contains(QLatin1String("--fps 9")), qPrintable(f.message));
        QVERIFY(checkTarget(model, singleModelForm(player).limits).isEmpty());
        // An animation map that leaves the wave out of upper.md3 fits.
        QTemporaryDir dir;
        const QString map = dir.filePath(QStringLiteral("map.txt"));
        QFile file(map);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("TORSO_GESTURE = walk\n");
        file.close();
        check.animationMap = map;
        QVERIFY(checkTarget(model, player.limits, check).isEmpty());
        ReadOptions allFrames;
        allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
        // The export fits it: at 10 frames a second, the lowest rate the
        // fit takes, the wave shortened.
        const TargetExportResult fitted = exportPlayer(dir.filePath(QStringLiteral("a")), model, 0);
        QVERIFY2(fitted.ok(), qPrintable(fitted.error));
        const QString fixes = fitted.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("frames fitted to ioquake3's memory: animations at 10 frames a second "
                                              "(up to 10 before), clips longer than")),
                 qPrintable(fixes));
        const ReadResult shortened = readModelFile(dir.filePath(QStringLiteral("a/models/players/hero/upper.md3")),
                                                   allFrames);
        QVERIFY(shortened.ok());
        const int frames = shortened.model.animations.value(0).frameCount();
        QVERIFY2(frames <= 1024 && frames > 1000, qPrintable(QString::number(frames)));
        // At the --fps the check names it is written whole; at a higher
        // given rate it is refused.
        TargetExportOptions options;
        options.outputDirectory = dir.filePath(QStringLiteral("b"));
        options.name = QStringLiteral("hero");
        options.conversion.fps = 9;
        const TargetExportResult whole = exportForTarget(model, player, options);
        QVERIFY2(whole.ok(), qPrintable(whole.error));
        const ReadResult upper = readModelFile(dir.filePath(QStringLiteral("b/models/players/hero/upper.md3")),
                                               allFrames);
        QVERIFY(upper.ok());
        QCOMPARE(upper.model.animations.value(0).frameCount(), 6 + 991 + 15); // within 1,024
        options.conversion.fps = 10;
        options.outputDirectory = dir.filePath(QStringLiteral("c"));
        const TargetExportResult refused = exportForTarget(model, player, options);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QLatin1String("1122")), qPrintable(refused.error));
    }

    void checkCommandLineSaysTheFrameLimit()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("hero.iqm"));
        QVERIFY(writeModelFile(longGesture(), source, QStringLiteral("iqm")).ok());
        const CliRun text = runQuarry(
            {QStringLiteral("check"), source, QStringLiteral("--target"), QStringLiteral("ioquake3")});
        QCOMPARE(text.exitCode, 0); // the export fits the frames
        QVERIFY2(text.out.contains(QLatin1String("Frames in upper.md3: 1122 (ioquake3 allows 1024 frames per MD3 "
                                                 "file); export fixes it")),
                 qPrintable(text.out));
        // The rate given: too many frames at it cannot be fixed.
        const CliRun given = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                        QStringLiteral("ioquake3"), QStringLiteral("--fps"), QStringLiteral("10")});
        QCOMPARE(given.exitCode, 1);
        QVERIFY2(given.out.contains(QLatin1String("error: Frames in upper.md3: 1122 (ioquake3 allows 1024 frames per "
                                                  "MD3 file); cannot be fixed on export: resample with --fps 9")),
                 qPrintable(given.out));
        const CliRun json = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                       QStringLiteral("ioquake3"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonArray findings =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("findings")).toArray();
        // The frames, then what the game would show of the player: a
        // sphere 2 units tall, its middle at the origin.
        QCOMPARE(findings.size(), 3);
        QCOMPARE(findings[1].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("playerSize"));
        QCOMPARE(findings[2].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("playerFloor"));
        QVERIFY(findings[2].toObject().value(QStringLiteral("message")).toString().contains(QLatin1String("sunk")));
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("player"));
        const QJsonObject f = findings[0].toObject();
        QCOMPARE(f.value(QStringLiteral("kind")).toString(), QStringLiteral("frames"));
        QCOMPARE(f.value(QStringLiteral("allowed")).toInt(), 1024);
        QCOMPARE(f.value(QStringLiteral("actual")).toInt(), 1122);
        QCOMPARE(f.value(QStringLiteral("fixable")).toBool(), true);
        const CliRun single = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                         QStringLiteral("ioquake3"), QStringLiteral("--single-model")});
        QVERIFY2(!single.out.contains(QLatin1String("Frames")), qPrintable(single.out));
        QVERIFY2(single.out.contains(QLatin1String("taken as a model that is not a player, kept at its size: "
                                                   "--single-model")),
                 qPrintable(single.out));
        QVERIFY2(!single.out.contains(QLatin1String("units tall")), qPrintable(single.out));
    }

    void commandLine()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("hero.iqm"));
        QVERIFY(writeModelFile(playerModel(), source, QStringLiteral("iqm")).ok());
        const QString game = dir.filePath(QStringLiteral("game"));
        const CliRun run = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--target"),
                                      QStringLiteral("ioquake3"), QStringLiteral("--out-dir"), game,
                                      QStringLiteral("--lods"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char *f : {"lower.md3", "lower_1.md3", "upper_1.md3", "head.md3", "animation.cfg"})
            QVERIFY2(QFileInfo::exists(game + QStringLiteral("/models/players/hero/") + QLatin1String(f)), f);
        const CliRun single = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--target"),
                                         QStringLiteral("ioquake3"), QStringLiteral("--single-model"),
                                         QStringLiteral("--out-dir"), game});
        QVERIFY2(single.exitCode == 0, qPrintable(single.err));
        QVERIFY(QFileInfo::exists(game + QStringLiteral("/models/players/hero/hero.iqm")));
        // --q3-player takes the levels of detail too.
        const QString player = dir.filePath(QStringLiteral("player"));
        const CliRun q3 = runQuarry({QStringLiteral("convert"), source, QStringLiteral("--to"), QStringLiteral("md3"),
                                     QStringLiteral("--q3-player"), player, QStringLiteral("--lods"),
                                     QStringLiteral("2")});
        QVERIFY2(q3.exitCode == 0, qPrintable(q3.err));
        QVERIFY(QFileInfo::exists(player + QStringLiteral("/upper_2.md3")));
        QVERIFY(QFileInfo::exists(player + QStringLiteral("/icon_default.tga")));
        // --facing, with either form: the model is turned from the way given.
        for (const QStringList &form :
             {QStringList{QStringLiteral("--target"), QStringLiteral("ioquake3"), QStringLiteral("--out-dir"),
                          dir.filePath(QStringLiteral("facing"))},
              QStringList{QStringLiteral("--to"), QStringLiteral("md3"), QStringLiteral("--q3-player"),
                          dir.filePath(QStringLiteral("facing_q3"))}}) {
            const CliRun turned = runQuarry(QStringList{QStringLiteral("convert"), source} + form
                                            + QStringList{QStringLiteral("--facing"), QStringLiteral("-y")});
            QVERIFY2(turned.exitCode == 0, qPrintable(turned.err));
            QVERIFY2(turned.out.contains(QLatin1String("fixed: turned to face +X, as the game draws players: it faced "
                                                       "-Y (as given)")),
                     qPrintable(turned.out));
            const CliRun wrong = runQuarry(QStringList{QStringLiteral("convert"), source} + form
                                           + QStringList{QStringLiteral("--facing"), QStringLiteral("up")});
            QCOMPARE(wrong.exitCode, 1);
            QVERIFY2(wrong.err.contains(QLatin1String("--facing takes +x, -x, +y, -y or auto, not \"up\"")),
                     qPrintable(wrong.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayer)
#include "tst_target_player.moc"
