// The Quake III players Quarry exports, in the real game: Debian's
// openarena (ioquake3 with OpenArena's free data) runs once under xvfb-run
// with a temporary home folder holding the exported players in baseoa,
// loads the map oa_dm1, puts the player on a fixed spot (setviewpos), looks
// from behind in third person, and takes one screenshot per player model,
// switching the model (`model NAME/default`, `headmodel NAME/default`)
// between them, so that every shot has the same camera: a player too small
// to see (the background), the game's own default player (sarge), and the
// exported ones. The game draws sarge in place of a player it refuses, so
// each player is compared with sarge's shot where it stands: the console
// shows no failure for the model, its skins, icon, animation.cfg or
// textures (the figure's texture is a TGA stored top down, which ioquake3
// would read upside down, saying so), and on the developer console no
// surface without its skin's shader and no shader without its image; the
// player differs from sarge; its feet are on the floor where sarge's are;
// and it shows its back (the synthetic figure's back is blue, its front
// red). A game that cannot start fails the suite.
#include "GameShots.h"
#include "Quake3PlayerChecks.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kGame = QStringLiteral("/usr/games/openarena");
const QString kXvfbRun = QStringLiteral("/usr/bin/xvfb-run");

// The players, in the order shot; the first is the background, the second the game's default.
struct Player
{
    QString name;
    QString shot;
};

// Third person from behind, the player where setviewpos puts it in a
// corridor of oa_dm1, looking along +Y, nothing else drawn over it. A
// teleported player is thrown forward (TeleportPlayer) and slides to a
// stop; pmove_fixed (on the command line) makes that the same every time.
// Teleported twice, in case the first came before the player was in the
// game. cg_deferPlayers 0 loads a new model at once. con_notifytime -1
// draws no console line over the picture (0 still draws a line in the
// frame it is printed, as the developer console's are).
QByteArray shotConfig(const QList<Player> &players)
{
    QByteArray text = "set cg_thirdPerson 1\n"
                      "set cg_thirdPersonRange 90\n"
                      "set cg_thirdPersonAngle 0\n"
                      "set cg_draw2D 0\n"
                      "set cg_shadows 0\n"
                      "set con_notifytime -1\n"
                      "wait 80\n"
                      "setviewpos -656 932 90 90\n"
                      "wait 60\n"
                      "setviewpos -656 932 90 90\n"
                      "wait 120\n";
    for (const Player &p : players)
        text += "model " + p.name.toUtf8() + "/default\nheadmodel " + p.name.toUtf8() + "/default\nwait 40\nscreenshot "
                + p.shot.toUtf8() + "\nwait 5\n";
    return text + "quit\n";
}

// A TGA stored top down, as some tools write it: the top row first, bit 5
// of the descriptor set.
QByteArray topDownTga(const QImage &image)
{
    QByteArray tga(18, '\0');
    tga[2] = 2;
    tga[12] = char(image.width() & 0xff);
    tga[13] = char(image.width() >> 8);
    tga[14] = char(image.height() & 0xff);
    tga[15] = char(image.height() >> 8);
    tga[16] = 24;
    tga[17] = 0x20;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = image.pixel(x, y);
            tga += char(qBlue(c));
            tga += char(qGreen(c));
            tga += char(qRed(c));
        }
    return tga;
}

struct GameRun
{
    QHash<QString, QImage> shots; // by Player::shot
    QString log;
    QString error; // the game did not run
};

// `renderer`: "opengl1" (the suite's shots) or "opengl2", the game's
// default, which asks more of a player's files.
GameRun runGame(const QString &home, const QList<Player> &players, const QString &renderer = QStringLiteral("opengl1"))
{
    GameRun run;
    const QDir base(home + QStringLiteral("/baseoa"));
    QDir().mkpath(base.path());
    QFile config(base.filePath(QStringLiteral("quarry_shot.cfg")));
    if (!config.open(QIODevice::WriteOnly) || config.write(shotConfig(players)) < 0) {
        run.error = QStringLiteral("cannot write %1").arg(config.fileName());
        return run;
    }
    config.close();
    QProcess game;
    game.setProcessChannelMode(QProcess::MergedChannels);
    auto set = [](const char *cvar, const QString &value) {
        return QStringList{QStringLiteral("+set"), QLatin1String(cvar), value};
    };
    QStringList arguments{QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 320x240x24"), kGame};
    arguments << set("fs_homepath", home) << set("cl_renderer", renderer) << set("r_mode", QStringLiteral("-1"))
              << set("r_customwidth", QStringLiteral("320")) << set("r_customheight", QStringLiteral("240"))
              << set("r_fullscreen", QStringLiteral("0")) << set("sv_pure", QStringLiteral("0"))
              << set("sv_floodProtect", QStringLiteral("0")) << set("logfile", QStringLiteral("2"))
              << set("pmove_fixed", QStringLiteral("1")) << set("s_initsound", QStringLiteral("0"))
              << set("in_nograb", QStringLiteral("1"))
              << set("com_introplayed", QStringLiteral("1"))
              // The renderer's word on a surface without its shader and a
              // shader without its image ("no shader for surface", "Couldn't
              // find image file") comes on the developer console only.
              << set("developer", QStringLiteral("1"))
              // The game's own memory (com_hunkMegs 128, com_zoneMegs 24):
              // the exports must fit it as the players' parts are.
              << set("cg_deferPlayers", QStringLiteral("0"))
              << set("model", players.value(0).name + QStringLiteral("/default"))
              << set("headmodel", players.value(0).name + QStringLiteral("/default")) << QStringLiteral("+devmap")
              << QStringLiteral("oa_dm1") << QStringLiteral("+exec") << QStringLiteral("quarry_shot.cfg");
    game.start(kXvfbRun, arguments);
    if (!game.waitForStarted(20000)) {
        run.error = QStringLiteral("%1 did not start: %2").arg(kXvfbRun, game.errorString());
        return run;
    }
    if (!game.waitForFinished(120000)) {
        game.kill();
        game.waitForFinished(5000);
        run.error = QStringLiteral("the game did not quit within 120 s");
        return run;
    }
    const QString output = QString::fromLocal8Bit(game.readAll());
    QFile log(base.filePath(QStringLiteral("qconsole.log")));
    if (log.open(QIODevice::ReadOnly))
        run.log = QString::fromUtf8(log.readAll());
    for (const Player &p : players) {
        const QImage image = readScreenshot(base.filePath(QStringLiteral("screenshots/%1.tga").arg(p.shot)));
        if (image.isNull()) {
            run.error = QStringLiteral("the game wrote no screenshot %1 (exit code %2):\n%3")
                            .arg(p.shot)
                            .arg(game.exitCode())
                            .arg(output.right(3000));
            return run;
        }
        run.shots.insert(p.shot, image);
    }
    return run;
}

// Console lines that say the game failed to load or use the player.
QStringList failures(const QString &log, const QString &player)
{
    static const QRegularExpression failing(
        QStringLiteral("fail|couldn't|could not|can't|cannot|warning|bad |unknown|top-down|error"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList lines;
    for (const QString &line : log.split(QLatin1Char('\n')))
        // "WARNING: X.md3 not present, using X.iqm instead": found in another format.
        if ((line.contains(player, Qt::CaseInsensitive) && failing.match(line).hasMatch()
             && !line.contains(QLatin1String(" not present, using ")))
            || line.contains(QLatin1String("top-down")))
            lines << line.trimmed();
    return lines;
}

// Where the player stands in the picture: the middle of the frame, from
// a fifth down to the bottom.
QRect playerArea(const QImage &image)
{
    return QRect(image.width() / 4, image.height() / 5, image.width() / 2, image.height() - image.height() / 5);
}

// Exports `model` as the player `name` into the game home's baseoa.
// `height` 0: the game's player height; `scale` > 0 keeps the size scaled by it.
// `playerFormat` "iqm": lower.iqm, upper.iqm and head.iqm, which the
// renderer loads where the .md3 is absent; `map` an --animation-map file.
TargetExportResult exportPlayer(const Model &model, const QString &home, const QString &name, const QString &sourcePath,
                                float height = 0, float scale = 0, const QString &playerFormat = {},
                                const QString &map = {})
{
    TargetExportOptions options;
    options.playerFormat = playerFormat;
    options.animationMapPath = map;
    options.outputDirectory = home + QStringLiteral("/baseoa");
    options.name = name;
    options.sourcePath = sourcePath;
    options.conversion.height = height;
    options.conversion.scale = scale;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

// Saves the shots as PNG under $QUARRY_GAME_SHOTS, when set (for looking at).
void keep(const GameRun &run)
{
    const QString dir = qEnvironmentVariable("QUARRY_GAME_SHOTS");
    if (!dir.isEmpty())
        for (auto it = run.shots.cbegin(); it != run.shots.cend(); ++it)
            it.value().save(QDir(dir).filePath(it.key() + QStringLiteral(".png")));
}

} // namespace

class TestTargetGame : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    GameRun m_run;
    GameRun m_defaultRenderer; // the same players in the game's default renderer, OpenGL 2
    QList<Player> m_defaultRendererPlayers;
    bool m_paladin = false; // the corpus is there: the paladin was exported and shot
    bool m_dokuro = false; // and DokuroChan, in both player formats
    QImage m_background; // a player too small to see: the spot without one
    QImage m_sarge; // the game's own default player
    Silhouette m_sargeShape;

    QString game() const { return m_dir.filePath(QStringLiteral("game")); }

    // The checks of a player that the game must load: no failure on the
    // console, a shot that is not sarge's, the feet where sarge's are.
    void checkPlayed(const QString &name, const QString &shot, Silhouette *shape)
    {
        const QStringList failed = failures(m_run.log, name);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char('\n'))));
        // Every surface drawn with the shader its skin names, and that shader's image found.
        const QStringList unshaded = skinShaderFailures(m_run.log,
                                                        game() + QStringLiteral("/baseoa/models/players/") + name);
        QVERIFY2(unshaded.isEmpty(), qPrintable(unshaded.mid(0, 12).join(QLatin1Char('\n'))));
        const QImage &image = m_run.shots[shot];
        *shape = silhouette(image, m_background, playerArea(image));
        QVERIFY2(shape->pixels.size() > 250, qPrintable(QString::number(shape->pixels.size())));
        const double differing = differingFraction(image, m_sarge, *shape, m_sargeShape);
        qInfo("%s: %.3f of the player's pixels differ from sarge's", qPrintable(shot), differing);
        QVERIFY2(differing > 0.5, qPrintable(QString::number(differing)));
        // The feet where sarge's are, by any difference from the background:
        // seen from behind, the paladin's dark boots differ from the dark
        // floor by less than kDiffering, and their lowest rows would be lost.
        const int lowest = silhouette(image, m_background, playerArea(image), kFaint).box.bottom();
        const int sargeLowest = silhouette(m_sarge, m_background, playerArea(m_sarge), kFaint).box.bottom();
        qInfo("%s: lowest row %d (%d by a clear difference), sarge's %d", qPrintable(shot), lowest, shape->box.bottom(),
              sargeLowest);
        // Within 8 rows: a player standing 12 units up shows 28 to 30 rows
        // higher, and DokuroChan's IQM, shot at her animation's own rate while
        // she shifts her weight, lands anywhere from 2 to 5 rows above sarge's.
        QVERIFY2(std::abs(lowest - sargeLowest) <= 8,
                 qPrintable(QStringLiteral("%1's lowest row %2, sarge's %3").arg(shot).arg(lowest).arg(sargeLowest)));
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(kGame),
                 "openarena is not installed: ./build.sh test installs it (Debian package openarena)");
        QVERIFY2(QFileInfo::exists(kXvfbRun), "xvfb-run is not installed (Debian package xvfb)");
        QVERIFY(m_dir.isValid());
        // Looking at the shots ($QUARRY_GAME_SHOTS): the game folder stays too.
        if (!qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS")) {
            m_dir.setAutoRemove(false);
            qInfo("game folder kept in %s", qPrintable(m_dir.path()));
        }
        // The figure's texture as a TGA stored top down (the game would
        // read it upside down and say so): exported bottom-up.
        QVERIFY(writeFigureTexture(m_dir.filePath(QStringLiteral("figure.png"))));
        QFile tga(m_dir.filePath(QStringLiteral("figure.tga")));
        QVERIFY(tga.open(QIODevice::WriteOnly));
        tga.write(topDownTga(QImage(m_dir.filePath(QStringLiteral("figure.png")))));
        tga.close();
        auto figure = [](float scale, bool weaponBelow) {
            Model model = biped(scale, weaponBelow);
            model.materials[0].maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("figure.tga")}};
            return model;
        };
        const QString source = m_dir.filePath(QStringLiteral("figure.iqe"));
        // A new model keeps the frames the last one played for a moment, and
        // R_IQMLerpTag reads a frame past an IQM's last (NaN tags): an IQM
        // player follows one whose frames it holds (its MD3 twin).
        QList<Player> players{{QStringLiteral("quarrytiny"), QStringLiteral("background")},
                              {QStringLiteral("sarge"), QStringLiteral("sarge")},
                              {QStringLiteral("quarryrefused"), QStringLiteral("refused")},
                              {QStringLiteral("quarryfigure"), QStringLiteral("figure")},
                              {QStringLiteral("quarryiqmfigure"), QStringLiteral("figure-iqm")}};
        for (const auto &[name, model] : {std::pair{QStringLiteral("quarrytiny"), figure(0.01f, true)},
                                          {QStringLiteral("quarryfigure"), figure(1, false)},
                                          {QStringLiteral("quarryrefused"), figure(1, false)},
                                          {QStringLiteral("quarryiqmfigure"), figure(1, false)}}) {
            // The tiny one kept tiny (--scale 1), not brought to the game's height.
            const TargetExportResult exported = exportPlayer(
                model, game(), name, source, 0, name == QLatin1String("quarrytiny") ? 1.0f : 0.0f,
                name == QLatin1String("quarryiqmfigure") ? QStringLiteral("iqm") : QString());
            QVERIFY2(exported.ok(), qPrintable(exported.error));
            QVERIFY2(exported.fixes.join(QLatin1Char('\n')).contains(QLatin1String("figure.tga was stored top down")),
                     qPrintable(exported.fixes.join(QLatin1Char('\n'))));
            QVERIFY(exported.files.contains(QStringLiteral("models/players/%1/icon_default.tga").arg(name)));
        }
        // The game refuses a player without its icon.
        QVERIFY(QFile::remove(game() + QStringLiteral("/baseoa/models/players/quarryrefused/icon_default.tga")));
        const QString cfg = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");
        m_paladin = QFileInfo::exists(cfg);
        if (m_paladin) {
            const ReadResult read = readModelFile(cfg);
            QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
            const TargetExportResult exported = exportPlayer(read.model, game(), QStringLiteral("quarrypaladin"), cfg,
                                                             56.0f);
            QVERIFY2(exported.ok(), qPrintable(exported.error));
            QVERIFY2(exported.fixes.join(QLatin1Char('\n')).contains(QLatin1String("it faced -Y")),
                     qPrintable(exported.fixes.join(QLatin1Char('\n'))));
            players.append({QStringLiteral("quarrypaladin"), QStringLiteral("paladin")});
            const TargetExportResult iqm = exportPlayer(read.model, game(), QStringLiteral("quarryiqmpaladin"), cfg,
                                                        56.0f, 0, QStringLiteral("iqm"));
            QVERIFY2(iqm.ok(), qPrintable(iqm.error));
            players.append({QStringLiteral("quarryiqmpaladin"), QStringLiteral("paladin-iqm")});
        }
        // The sample avatar DokuroChan (an MMD rig, a 162 s dance) in both
        // player formats: MD3 with its frames fitted to the game's memory
        // (the rate lowered, the dance shortened), IQM at its own rate. The
        // dance plays the BOTH_ slots and TORSO_GESTURE; standing (LEGS_IDLE,
        // TORSO_STAND), she plays its first half second, where she stands.
        const QString dokuro = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg");
        m_dokuro = QFileInfo::exists(dokuro);
        if (m_dokuro) {
            const ReadResult read = readModelFile(dokuro);
            QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
            const QString map = m_dir.filePath(QStringLiteral("dokuro.map"));
            QFile mapFile(map);
            QVERIFY(mapFile.open(QIODevice::WriteOnly));
            mapFile.write("BOTH_DEATH1 = DokuroChan_test_bone\n"
                          "TORSO_GESTURE = DokuroChan_test_bone\n"
                          "TORSO_STAND = DokuroChan_test_bone 0 0.5 loop\n"
                          "LEGS_IDLE = DokuroChan_test_bone 0 0.5 loop\n");
            mapFile.close();
            for (const QString &format : {QStringLiteral("md3"), QStringLiteral("iqm")}) {
                const QString name = QStringLiteral("quarrydokuro") + format;
                const TargetExportResult exported = exportPlayer(read.model, game(), name, dokuro, 56.0f, 0, format,
                                                                 map);
                QVERIFY2(exported.ok(), qPrintable(exported.error));
                if (format == QLatin1String("md3"))
                    QVERIFY2(exported.fixes.join(QLatin1Char('\n'))
                                 .contains(QLatin1String("frames fitted to ioquake3's memory")),
                             qPrintable(exported.fixes.join(QLatin1Char('\n'))));
                players.append({name, QStringLiteral("dokuro-") + format});
            }
        }
        // The IQM players have no .md3 the game could take instead.
        for (const QString &name : {QStringLiteral("quarryiqmfigure"), QStringLiteral("quarryiqmpaladin"),
                                    QStringLiteral("quarrydokuroiqm")}) {
            const QDir folder(game() + QStringLiteral("/baseoa/models/players/") + name);
            if (folder.exists()) {
                QVERIFY(folder.entryList({QStringLiteral("*.md3")}).isEmpty());
                QCOMPARE(folder
                             .entryList(
                                 {QStringLiteral("lower.iqm"), QStringLiteral("upper.iqm"), QStringLiteral("head.iqm")})
                             .size(),
                         3);
            }
        }
        m_run = runGame(game(), players);
        // Again in the game's default renderer: the background, sarge, the
        // IQM figure and DokuroChan in both formats (her MD3 fitted to half
        // the hunk, her IQM's frames of joint poses fitted to what the hunk
        // keeps of them as matrices). The IQM figure right after the tiny
        // one, and her IQM after her MD3: each holds the frames of the one
        // before.
        for (const QString &name :
             {QStringLiteral("quarrytiny"), QStringLiteral("quarryiqmfigure"), QStringLiteral("sarge"),
              QStringLiteral("quarrydokuromd3"), QStringLiteral("quarrydokuroiqm")})
            for (const Player &p : std::as_const(players))
                if (p.name == name)
                    m_defaultRendererPlayers.append({p.name, QStringLiteral("gl2-") + p.shot});
        m_defaultRenderer = runGame(game(), m_defaultRendererPlayers, QStringLiteral("opengl2"));
        QVERIFY2(m_defaultRenderer.error.isEmpty(), qPrintable(m_defaultRenderer.error));
        keep(m_defaultRenderer);
        QVERIFY2(m_run.error.isEmpty(), qPrintable(m_run.error));
        keep(m_run);
        m_background = m_run.shots[QStringLiteral("background")];
        m_sarge = m_run.shots[QStringLiteral("sarge")];
        const QStringList failed = failures(m_run.log, QStringLiteral("quarrytiny"));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char('\n'))));
        // The harness sees a player at all: sarge stands out of the background.
        m_sargeShape = silhouette(m_sarge, m_background, playerArea(m_sarge));
        QVERIFY2(m_sargeShape.pixels.size() > 500, qPrintable(QString::number(m_sargeShape.pixels.size())));
    }

    // The figure faces -Y with its feet on Z = 0, as modelled: exported, it
    // faces +X on the game's floor, so the camera behind the player sees its
    // blue back, and its feet where sarge's are.
    void figureStandsOnTheFloorFacingAway()
    {
        Silhouette shape;
        checkPlayed(QStringLiteral("quarryfigure"), QStringLiteral("figure"), &shape);
        if (QTest::currentTestFailed())
            return;
        // Facing away: its back (blue) shows, not its front (red).
        const QImage &image = m_run.shots[QStringLiteral("figure")];
        qsizetype red = 0, blue = 0;
        for (const QPoint &p : shape.pixels) {
            const QRgb c = image.pixel(p);
            red += qRed(c) > 2 * qBlue(c) && qRed(c) > 2 * qGreen(c) && qRed(c) > 24 ? 1 : 0;
            blue += qBlue(c) > 2 * qRed(c) && qBlue(c) > qGreen(c) * 3 / 2 && qBlue(c) > 24 ? 1 : 0;
        }
        QVERIFY2(blue > 75 && blue > 4 * red, qPrintable(QStringLiteral("blue %1, red %2").arg(blue).arg(red)));
    }

    // The same figure as IQM parts: the renderer takes lower.iqm, upper.iqm
    // and head.iqm for the missing .md3 files and the tags from their
    // joints; it stands on the floor facing away, as the MD3 one does.
    void iqmFigureStandsOnTheFloorFacingAway()
    {
        Silhouette shape;
        checkPlayed(QStringLiteral("quarryiqmfigure"), QStringLiteral("figure-iqm"), &shape);
        if (QTest::currentTestFailed())
            return;
        const QImage &image = m_run.shots[QStringLiteral("figure-iqm")];
        qsizetype red = 0, blue = 0;
        for (const QPoint &p : shape.pixels) {
            const QRgb c = image.pixel(p);
            red += qRed(c) > 2 * qBlue(c) && qRed(c) > 2 * qGreen(c) && qRed(c) > 24 ? 1 : 0;
            blue += qBlue(c) > 2 * qRed(c) && qBlue(c) > qGreen(c) * 3 / 2 && qBlue(c) > 24 ? 1 : 0;
        }
        QVERIFY2(blue > 75 && blue > 4 * red, qPrintable(QStringLiteral("blue %1, red %2").arg(blue).arg(red)));
        // Where the two figures stand alike, the IQM one covers the MD3
        // one's silhouette.
        const QImage &md3 = m_run.shots[QStringLiteral("figure")];
        const Silhouette md3Shape = silhouette(md3, m_background, playerArea(md3));
        QVERIFY2(std::abs(shape.box.bottom() - md3Shape.box.bottom()) <= 3
                     && std::abs(shape.box.top() - md3Shape.box.top()) <= 3,
                 qPrintable(QStringLiteral("IQM rows %1-%2, MD3 rows %3-%4")
                                .arg(shape.box.top())
                                .arg(shape.box.bottom())
                                .arg(md3Shape.box.top())
                                .arg(md3Shape.box.bottom())));
    }

    // DokuroChan in both formats: the game loads it with its own memory
    // (no failure on the console, not sarge), and standing (the dance's
    // first half second) her feet are where sarge's are.
    void dokuroChanPlays_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("md3") << QStringLiteral("md3");
        QTest::newRow("iqm") << QStringLiteral("iqm");
    }
    void dokuroChanPlays()
    {
        if (!m_dokuro)
            QSKIP("the corpus (../shared/corpus) is not there");
        QFETCH(QString, format);
        Silhouette shape;
        checkPlayed(QStringLiteral("quarrydokuro") + format, QStringLiteral("dokuro-") + format, &shape);
    }

    // The game's default renderer (OpenGL 2) ends the map on an MD3 surface
    // name of 44 characters or more (R_CreateVao: the vertex buffer's
    // name) and refuses an IQM without tangents ("missing IQM_TANGENT
    // array"): every player loads there too, and is not sarge.
    void defaultRendererLoadsThePlayers()
    {
        const GameRun &run = m_defaultRenderer;
        for (const char *refused : {"R_CreateVao", "IQM_TANGENT", "ERROR"})
            QVERIFY2(!run.log.contains(QLatin1String(refused)), refused);
        const QImage &background = run.shots[QStringLiteral("gl2-background")];
        const QImage &sarge = run.shots[QStringLiteral("gl2-sarge")];
        const Silhouette sargeShape = silhouette(sarge, background, playerArea(sarge));
        QVERIFY2(sargeShape.pixels.size() > 500, qPrintable(QString::number(sargeShape.pixels.size())));
        for (const Player &p : std::as_const(m_defaultRendererPlayers)) {
            if (p.name == QLatin1String("quarrytiny") || p.name == QLatin1String("sarge"))
                continue;
            const QStringList failed = failures(run.log, p.name)
                                       + skinShaderFailures(run.log, game() + QStringLiteral("/baseoa/models/players/")
                                                                         + p.name);
            QVERIFY2(failed.isEmpty(), qPrintable(failed.mid(0, 12).join(QLatin1Char('\n'))));
            const QImage &image = run.shots[p.shot];
            const Silhouette shape = silhouette(image, background, playerArea(image));
            const double differing = differingFraction(image, sarge, shape, sargeShape);
            qInfo("%s: %.3f of the player's pixels differ from sarge's", qPrintable(p.shot), differing);
            QVERIFY2(
                shape.pixels.size() > 250 && differing > 0.5,
                qPrintable(
                    QStringLiteral("%1: %2 pixels, %3 differing").arg(p.shot).arg(shape.pixels.size()).arg(differing)));
        }
    }

    // Every frame animation.cfg gives is in the part that plays it, as
    // cgame reads the file: DokuroChan's TORSO_GESTURE plays the dance of
    // the BOTH_ slots and LEGS_WALKCR a clip of its own.
    void animationConfigFramesInTheParts()
    {
        const QDir players(game() + QStringLiteral("/baseoa/models/players"));
        const QStringList names = players.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(names.size() >= 4);
        for (const QString &name : names) {
            const QStringList outside = framesOutsideParts(players.filePath(name));
            QVERIFY2(outside.isEmpty(), qPrintable(outside.join(QLatin1Char('\n'))));
        }
    }

    // No part of a player is placed at a NaN origin (cgame hangs upper,
    // head and weapon on tags the renderer computes from the frames
    // animation.cfg gives; R_IQMLerpTag reads a frame past the IQM's last
    // without a word, where MD3's R_GetTag takes the last).
    void noPartAtANaNOrigin()
    {
        for (const GameRun *run : {&m_run, &m_defaultRenderer})
            for (const QString &line : run->log.split(QLatin1Char('\n')))
                QVERIFY2(!line.contains(QLatin1String("NaN")), qPrintable(line));
    }

    // A player the game refuses (its icon taken away) is drawn as sarge,
    // without a word on the console: the picture is sarge's, which the
    // comparison above catches.
    void refusedPlayerShowsAsSarge()
    {
        const QImage &image = m_run.shots[QStringLiteral("refused")];
        const Silhouette shape = silhouette(image, m_background, playerArea(image));
        const double differing = differingFraction(image, m_sarge, shape, m_sargeShape);
        qInfo("refused: %.3f of the player's pixels differ from sarge's", differing);
        QVERIFY2(differing < 0.5, qPrintable(QString::number(differing)));
    }

    // The Cal3D paladin (a 3ds Max Biped avatar, facing -Y, 0.5 scale in its
    // .cfg) exported at a height of 56: the game loads it, its textures
    // right way up, and it stands where sarge stands.
    void paladinPlays()
    {
        if (!m_paladin)
            QSKIP("the corpus (../shared/corpus) is not there");
        Silhouette shape;
        checkPlayed(QStringLiteral("quarrypaladin"), QStringLiteral("paladin"), &shape);
        if (QTest::currentTestFailed())
            return;
        // As IQM parts, standing where the MD3 one stands.
        Silhouette iqm;
        checkPlayed(QStringLiteral("quarryiqmpaladin"), QStringLiteral("paladin-iqm"), &iqm);
    }
};

QTEST_GUILESS_MAIN(TestTargetGame)
#include "tst_target_game.moc"
