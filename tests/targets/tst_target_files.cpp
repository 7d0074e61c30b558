// Engine targets: the files beside the model (the skin naming every mesh,
// the framegroups and animation configs in the game's fixed order, filled
// by the animation map and the game's fallbacks), textures, the packed
// archive, and the command line (`quarry targets`, `check`, `convert --target`).
#include "../io/DarkPlacesCheck.h"
#include "CliRunner.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/Pack.h"
#include "io/targets/TargetExport.h"
#include "io/targets/TargetTextures.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// Lines that are not blank, comments or header keywords.
QStringList dataLines(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (!t.isEmpty() && !t.startsWith(QLatin1String("//")) && !t.startsWith(QLatin1String("sex")))
            lines << t;
    }
    return lines;
}

// A model with three animations: idle (1 frame at 0), run (11 frames at 1), die (6 frames at 12).
Model animatedModel()
{
    Model model = riggedSphere(8, 8, 3);
    Animation idle = swayAnimation(3, 0.0);
    idle.name = QStringLiteral("idle");
    Animation run = swayAnimation(3, 1.0);
    Animation die = swayAnimation(3, 0.5);
    die.name = QStringLiteral("Die");
    die.loop = false;
    model.animations = {idle, run, die};
    return model;
}

TargetExportResult exportTo(const QString &dir, const Model &model, const char *target, bool pack = false,
                            const QString &map = {}, bool singleModel = false)
{
    TargetExportOptions options;
    options.singleModel = singleModel;
    options.outputDirectory = dir;
    options.name = QStringLiteral("ball");
    options.sourcePath = dir + QStringLiteral("/ball.iqe");
    options.pack = pack;
    options.animationMapPath = map;
    return exportForTarget(model, *findEngineTarget(QLatin1String(target)), options);
}

} // namespace

class TestTargetFiles : public QObject
{
    Q_OBJECT

private slots:
    void skinNamesEveryMesh()
    {
        Model model = riggedSphere(8, 8, 3);
        model.meshes << model.meshes[0] << model.meshes[0];
        model.meshes[1].name.clear(); // unnamed, and two of the same name: each gets a name of its own
        QTemporaryDir dir;
        const TargetExportResult result = exportTo(dir.path(), model, "darkplaces");
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString iqm = dir.filePath(QStringLiteral("models/ball.iqm"));
        const QStringList lines = dataLines(readText(iqm + QStringLiteral("_0.skin")));
        const ReadResult back = readModelFile(iqm);
        QVERIFY(back.ok());
        QCOMPARE(lines.size(), back.model.meshes.size());
        QSet<QString> names;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QCOMPARE(lines[i].section(QLatin1Char(','), 0, 0), back.model.meshes[i].name);
            QCOMPARE(lines[i].section(QLatin1Char(','), 1), QStringLiteral("skin"));
            names.insert(back.model.meshes[i].name.toLower());
        }
        QCOMPARE(names.size(), 3);
        QVERIFY(QFileInfo::exists(iqm + QStringLiteral(".framegroups")));
    }

    // A model without texture coordinates (Cal3D's cally as read): the
    // export gives it zeros, and DarkPlaces loads it, where it refused the
    // IQM ("missing vertex array data").
    void untexturedMeshesGetCoordinates()
    {
        Model model = riggedSphere(8, 8, 3);
        for (Mesh &mesh : model.meshes)
            mesh.texcoords.clear();
        QTemporaryDir dir;
        const TargetExportResult result = exportTo(dir.path(), model, "xonotic");
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY2(result.fixes.join(QLatin1Char('\n')).contains(QLatin1String("texture coordinates (all 0)")),
                 qPrintable(result.fixes.join(QLatin1Char('\n'))));
        const QString iqm = dir.filePath(QStringLiteral("models/player/ball.iqm"));
        const ReadResult back = readModelFile(iqm);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        for (const Mesh &mesh : back.model.meshes)
            QCOMPARE(mesh.texcoords.value(0).size(), mesh.positions.size());
        const QString server = test::darkPlacesServer();
        if (server.isEmpty())
            QSKIP("darkplaces-server not installed (Debian package darkplaces-server)");
        QFile file(iqm);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const test::DarkPlacesLoad load = test::loadInDarkPlaces(server, QStringLiteral("ball.iqm"), file.readAll());
        QVERIFY2(load.loaded, qPrintable(load.output));
    }

    void animationMapFillsTheFixedOrder()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportTo(dir.path(), animatedModel(), "xonotic");
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QStringList lines = dataLines(
            readText(dir.filePath(QStringLiteral("models/player/ball.iqm.framegroups"))));
        QCOMPARE(lines.size(), 31);
        QCOMPARE(lines[0], QStringLiteral("12 6 10.000000 0 // dieone")); // "Die", by proposal
        QCOMPARE(lines[7], QStringLiteral("0 1 10.000000 1 // idle"));
        QCOMPARE(lines[13], QStringLiteral("1 11 10.000000 1 // run"));
        QCOMPARE(lines[15], QStringLiteral("1 11 10.000000 1 // strafeleft")); // falls back to run, as the game does
        QCOMPARE(lines[8], QStringLiteral("0 1 10.000000 1 // jump")); // no fallback: idle
        QVERIFY(std::any_of(result.warnings.cbegin(), result.warnings.cend(),
                            [](const QString &w) { return w.contains(QLatin1String("strafeleft")); }));
        // A mapping file decides over the proposals.
        const QString map = dir.filePath(QStringLiteral("map.txt"));
        QFile f(map);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# slot = animation\njump = run\nDIEONE = idle\n");
        f.close();
        QTemporaryDir second;
        QVERIFY(exportTo(second.path(), animatedModel(), "xonotic", false, map).ok());
        const QStringList mapped = dataLines(
            readText(second.filePath(QStringLiteral("models/player/ball.iqm.framegroups"))));
        QCOMPARE(mapped[8], QStringLiteral("1 11 10.000000 1 // jump"));
        QCOMPARE(mapped[0], QStringLiteral("0 1 10.000000 1 // dieone"));
        QCOMPARE(mapped[1], QStringLiteral("0 1 10.000000 1 // dietwo")); // falls back to dieone
        // A bad line names the file and the line.
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("jump = run\nnoslot = run\n");
        f.close();
        QTemporaryDir third;
        const TargetExportResult bad = exportTo(third.path(), animatedModel(), "xonotic", false, map);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error.contains(map + QStringLiteral(":2:")), qPrintable(bad.error));
    }

    void animationConfigs()
    {
        QTemporaryDir dir;
        QVERIFY(exportTo(dir.path(), animatedModel(), "ioquake3", false, {}, true).ok()); // one IQM
        const QString q3 = readText(dir.filePath(QStringLiteral("models/players/ball/animation.cfg")));
        const QStringList q3Lines = dataLines(q3);
        QCOMPARE(q3Lines.size(), 25);
        QVERIFY(q3.contains(QLatin1String("sex m")));
        QVERIFY(q3Lines[15].startsWith(QLatin1String("1\t11\t11\t10"))); // LEGS_RUN plays run
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("models/players/ball/ball.iqm"))));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("models/players/ball/ball_default.skin"))));
        QTemporaryDir warsow;
        QVERIFY(exportTo(warsow.path(), animatedModel(), "warsow").ok());
        const QStringList wsw = dataLines(
            readText(warsow.filePath(QStringLiteral("models/players/ball/animation.cfg"))));
        QCOMPARE(wsw.size(), 49);
        QVERIFY(wsw[11].startsWith(QLatin1String("1\t11\t11\t10"))); // LEGS_RUN_FORWARD: first, last, looping, fps
        QVERIFY(QFileInfo::exists(warsow.filePath(QStringLiteral("models/players/ball/tris.iqm"))));
        QTemporaryDir unv;
        QVERIFY(exportTo(unv.path(), animatedModel(), "unvanquished").ok());
        QVERIFY(readText(unv.filePath(QStringLiteral("models/players/ball/character.cfg")))
                    .contains(QLatin1String("idle die run")));
        QVERIFY(QFileInfo::exists(unv.filePath(QStringLiteral("models/players/ball/body_default.skin"))));
    }

    void texturesGoBesideTheModel()
    {
        QTemporaryDir dir;
        QImage diffuse(4, 4, QImage::Format_RGB32);
        diffuse.fill(Qt::red);
        QVERIFY(diffuse.save(dir.filePath(QStringLiteral("body.bmp"))));
        QImage opacity(2, 2, QImage::Format_Grayscale8);
        opacity.fill(64);
        QVERIFY(opacity.save(dir.filePath(QStringLiteral("body_alpha.png"))));
        Model model = riggedSphere(6, 6, 2);
        model.materials[0].maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("body.bmp")},
                                   TextureMap{QStringLiteral("opacity"), QStringLiteral("body_alpha.png")}};
        QTemporaryDir out;
        TargetExportOptions options;
        options.outputDirectory = out.path();
        options.name = QStringLiteral("ball");
        options.sourcePath = dir.filePath(QStringLiteral("ball.iqe"));
        const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("xonotic")), options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QImage copied(out.filePath(QStringLiteral("models/player/body.png")));
        QVERIFY(!copied.isNull());
        QCOMPARE(qAlpha(copied.pixel(1, 1)), 64); // the opacity map is the alpha channel
        QCOMPARE(qRed(copied.pixel(1, 1)), 255);
        const QStringList skin = dataLines(readText(out.filePath(QStringLiteral("models/player/ball.iqm_0.skin"))));
        QCOMPARE(skin, QStringList{QStringLiteral("sphere,models/player/body")});
        const ReadResult back = readModelFile(out.filePath(QStringLiteral("models/player/ball.iqm")));
        QCOMPARE(back.model.materials[0].name, QStringLiteral("models/player/body")); // no extension
    }

    // A texture two materials share is written once, both materials named
    // after it; a different file of the same name gets a name of its own.
    // Custom vertex arrays left out are named; Xonotic's player list entry
    // (NAME.iqm_0.txt) is written.
    void sharedTextureWrittenOnce()
    {
        QTemporaryDir dir;
        QImage red(4, 4, QImage::Format_RGB32);
        red.fill(Qt::red);
        QVERIFY(red.save(dir.filePath(QStringLiteral("body.png"))));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("other")));
        QImage blue(4, 4, QImage::Format_RGB32);
        blue.fill(Qt::blue);
        QVERIFY(blue.save(dir.filePath(QStringLiteral("other/body.png"))));
        Model model = riggedSphere(6, 6, 2);
        model.meshes << model.meshes[0] << model.meshes[0];
        model.materials << model.materials[0] << model.materials[0];
        for (int m = 0; m < 3; ++m) {
            model.meshes[m].name = QStringLiteral("part%1").arg(m);
            model.meshes[m].material = m;
            model.materials[m].name = QStringLiteral("material%1").arg(m);
            model.materials[m].maps = {TextureMap{QStringLiteral("diffuse"), m < 2 ? QStringLiteral("body.png")
                                                                                   : QStringLiteral("other/body.png")}};
        }
        for (int m = 0; m < 2; ++m) {
            CustomAttribute wrinkle;
            wrinkle.name = QStringLiteral("wrinkle");
            wrinkle.components = 1;
            wrinkle.values = QList<double>(model.meshes[m].vertexCount(), 0.5);
            model.meshes[m].customs << wrinkle;
        }
        CustomAttribute slot;
        slot.slot = 3;
        slot.components = 1;
        slot.values = QList<double>(model.meshes[2].vertexCount(), 1.0);
        model.meshes[2].customs << slot;
        QTemporaryDir out;
        TargetExportOptions options;
        options.outputDirectory = out.path();
        options.name = QStringLiteral("ball");
        options.sourcePath = dir.filePath(QStringLiteral("ball.iqe"));
        const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("xonotic")), options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QStringList textures;
        for (const QString &f : result.files)
            if (f.endsWith(QLatin1String(".png")))
                textures << f;
        textures.sort();
        QCOMPARE(textures,
                 QStringList({QStringLiteral("models/player/body.png"), QStringLiteral("models/player/body_1.png")}));
        QCOMPARE(qBlue(QImage(out.filePath(QStringLiteral("models/player/body_1.png"))).pixel(0, 0)), 255);
        const QStringList skin = dataLines(readText(out.filePath(QStringLiteral("models/player/ball.iqm_0.skin"))));
        QCOMPARE(skin,
                 QStringList({QStringLiteral("part0,models/player/body"), QStringLiteral("part1,models/player/body"),
                              QStringLiteral("part2,models/player/body_1")}));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("left out 3 custom vertex arrays (Xonotic does not read them): "
                                              "\"wrinkle\" in 2 meshes, \"v3\"")),
                 qPrintable(fixes));
        QVERIFY(result.files.contains(QStringLiteral("models/player/ball.iqm_0.txt")));
        QCOMPARE(readText(out.filePath(QStringLiteral("models/player/ball.iqm_0.txt"))),
                 QStringLiteral("name ball\nspecies human\nsex Male\n\nball, exported by Quarry from ball.iqe\n"));
    }

    void packListsTheSameFiles()
    {
        QTemporaryDir dir;
        const TargetExportResult result = exportTo(dir.path(), animatedModel(), "xonotic", true);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.archive, dir.filePath(QStringLiteral("ball.pk3")));
        QFile archive(result.archive);
        QVERIFY(archive.open(QIODevice::ReadOnly));
        QString error;
        QStringList names = zipEntryNames(archive.readAll(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList files = result.files;
        names.sort();
        files.sort();
        QCOMPARE(names, files);
        for (const QString &f : files)
            QVERIFY(QFileInfo::exists(dir.filePath(f)));
        const QString unzip = QStandardPaths::findExecutable(QStringLiteral("unzip"));
        if (unzip.isEmpty())
            QSKIP("unzip is not installed: the archive was read with libzip only");
        QProcess p;
        p.start(unzip, {QStringLiteral("-l"), result.archive});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 0);
        const QString listing = QString::fromUtf8(p.readAllStandardOutput());
        for (const QString &f : files)
            QVERIFY2(listing.contains(f), qPrintable(f));
        QTemporaryDir unv;
        QVERIFY(
            exportTo(unv.path(), animatedModel(), "unvanquished", true).archive.endsWith(QLatin1String("ball.dpk")));
    }

    void commandLine()
    {
        const CliRun targets = runQuarry({QStringLiteral("targets")}, CliOptions().withoutDisplay());
        QCOMPARE(targets.exitCode, 0);
        QCOMPARE(targets.out.trimmed().split(QLatin1Char('\n')).size(), qsizetype(engineTargets().size()));
        QVERIFY(targets.out.contains(QLatin1String("ioquake3")));
        QTemporaryDir dir;
        Model model = riggedSphere(20, 20, 60); // 60 joints: Warsow takes 48
        QVERIFY(writeModelFile(model, dir.filePath(QStringLiteral("many.iqm")), QStringLiteral("iqm")).ok());
        const QString file = dir.filePath(QStringLiteral("many.iqm"));
        const CliRun check = runQuarry({QStringLiteral("check"), file, QStringLiteral("--target"),
                                        QStringLiteral("warsow"), QStringLiteral("--json")},
                                       CliOptions().withoutDisplay());
        QCOMPARE(check.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(check.out.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(), false);
        QJsonArray findings = report.value(QStringLiteral("findings")).toArray();
        QCOMPARE(findings[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("joints"));
        QCOMPARE(findings[0].toObject().value(QStringLiteral("actual")).toInt(), 60);
        QCOMPARE(findings[0]
                     .toObject()
                     .value(QStringLiteral("select"))
                     .toObject()
                     .value(QStringLiteral("joints"))
                     .toArray()
                     .size(),
                 60);
        const CliRun allowed = runQuarry({QStringLiteral("check"), file, QStringLiteral("--target"),
                                          QStringLiteral("warsow"), QStringLiteral("--max-joints"),
                                          QStringLiteral("48")},
                                         CliOptions().withoutDisplay());
        QCOMPARE(allowed.exitCode, 0);
        QVERIFY(allowed.out.contains(QLatin1String("merged into their parents")));
        const QString out = dir.filePath(QStringLiteral("game"));
        const CliRun convert = runQuarry(
            {QStringLiteral("convert"), file, QStringLiteral("--target"), QStringLiteral("warsow"),
             QStringLiteral("--out-dir"), out, QStringLiteral("--name"), QStringLiteral("hero"),
             QStringLiteral("--max-joints"), QStringLiteral("48"), QStringLiteral("--pack")},
            CliOptions().withoutDisplay());
        QVERIFY2(convert.exitCode == 0, qPrintable(convert.err));
        QVERIFY(convert.out.contains(QLatin1String("fixed: merged 12 joints")));
        const ReadResult back = readModelFile(out + QStringLiteral("/models/players/hero/tris.iqm"));
        QVERIFY(back.ok());
        QCOMPARE(back.model.skeleton.size(), 48);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/hero.pk3")));
        const CliRun refused = runQuarry({QStringLiteral("convert"), file, QStringLiteral("--target"),
                                          QStringLiteral("warsow"), QStringLiteral("--out-dir"),
                                          dir.filePath(QStringLiteral("no"))},
                                         CliOptions().withoutDisplay());
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains(QLatin1String("--max-joints 48")));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("no/models"))));
        const CliRun unknown = runQuarry(
            {QStringLiteral("check"), file, QStringLiteral("--target"), QStringLiteral("quake9")},
            CliOptions().withoutDisplay());
        QCOMPARE(unknown.exitCode, 2);
    }

    // quarry check says when every slot would play one clip and which clips
    // play in none; --animation-map placing them answers it.
    void checkSaysAllSlotsPlayOneClip()
    {
        QTemporaryDir dir;
        Model model = riggedSphere(6, 6, 3);
        Animation mixamo = swayAnimation(3, 0.5);
        mixamo.name = QStringLiteral("mixamo.com");
        Animation take = swayAnimation(3, 0.5);
        take.name = QStringLiteral("Take 001");
        model.animations = {mixamo, take};
        const QString file = dir.filePath(QStringLiteral("download.iqm"));
        QVERIFY(writeModelFile(model, file, QStringLiteral("iqm")).ok());
        const CliRun check = runQuarry({QStringLiteral("check"), file, QStringLiteral("--target"),
                                        QStringLiteral("xonotic"), QStringLiteral("--single-model")},
                                       CliOptions().withoutDisplay());
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains(QLatin1String("error: all 31 animation slots play \"mixamo.com\"; left out: "
                                                  "\"Take 001\"")),
                 qPrintable(check.out));
        const QString map = dir.filePath(QStringLiteral("map.txt"));
        QFile f(map);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("run = Take 001\n");
        f.close();
        const CliRun mapped = runQuarry({QStringLiteral("check"), file, QStringLiteral("--target"),
                                         QStringLiteral("xonotic"), QStringLiteral("--single-model"),
                                         QStringLiteral("--animation-map"), map, QStringLiteral("--json")},
                                        CliOptions().withoutDisplay());
        QCOMPARE(mapped.exitCode, 0);
        QVERIFY2(!mapped.out.contains(QLatin1String("animationSlots")), qPrintable(mapped.out));
    }
};

QTEST_GUILESS_MAIN(TestTargetFiles)
#include "tst_target_files.moc"
