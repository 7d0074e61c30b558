// The players Quarry exports for the DarkPlaces family, in a real
// DarkPlaces client: Debian's darkplaces with Nexuiz's data (nexuiz-data;
// Nexuiz's and Xonotic's player box runs from -24 to 45) runs once under
// xvfb-run with a temporary user folder. The 3ds Max Biped figure, shrunk a
// hundredfold as Cal3D's scale=0.01 leaves such a model, facing -Y with its
// feet on Z = 0, is exported with `--target xonotic` and nothing else: the
// export brings it to the game's height, turns it to face +X and stands it
// on the floor. Nexuiz's game code takes only .zym, .dpm, .md3 and .psk
// player names and DarkPlaces reads a model by its content, so the IQM is
// copied under a .zym name with its .framegroups and _0.skin. The client
// joins basement, the player is put on one fixed spot facing one way
// (prvm_edictset), the camera follows from behind (chase_active), and
// three shots are taken there: the exported player, the spot with no
// player drawn (r_drawexteriormodel 0), and the game's own player (grunt).
// The console shows no failure for the model; the player shows (it differs
// from the spot without it, where a player a hundred times too small would
// not); it differs from the game's player; its feet are where grunt's are
// (not floating); and it shows its back (the figure's back is blue, its
// front red). A game that cannot start fails the suite.
#include "GameShots.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/TargetExport.h"
#include "model/ops/ModelTransform.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kGame = QStringLiteral("/usr/games/darkplaces");
const QString kBase = QStringLiteral("/usr/share/games/nexuiz");
const QString kXvfbRun = QStringLiteral("/usr/bin/xvfb-run");
const QString kName = QStringLiteral("quarryfigure");

// The spot: a corner of basement's open floor, looking along -Y and a
// little down (the pitch in `angles`, which fixangle sends to the view).
const QByteArray kPlace = "prvm_edictset server 1 origin \"272 300 -100\"\n"
                          "prvm_edictset server 1 angles \"25 270 0\"\n"
                          "prvm_edictset server 1 v_angle \"25 270 0\"\n"
                          "prvm_edictset server 1 fixangle 1\n";

// The commands after the map has loaded, on the wall clock (defer): join
// the game (a new client only watches), stand on the spot, the camera
// behind the player with a wide view (fov 110: the feet in the picture), no
// HUD, everything lit alike (r_fullbright: the
// basement is dark), then the shots, the player put back on the spot
// before each. Joining is asked three times in case the client was still
// loading. Between the shots the player model is switched (playermodel):
// the exported player, the spot without a player, the same player raised
// a third of its height (floating, as it would without the export's
// placement), the game's own player.
const QByteArray kShots = "defer 6 \"cmd join\"\n"
                          "defer 9 \"cmd join\"\n"
                          "defer 12 \"cmd join\"\n"
                          "defer 14 \"exec quarry_place.cfg\"\n"
                          "defer 15 \"chase_active 1; chase_back 80; chase_up 24; con_notify 0; showfps 0; "
                          "r_drawviewmodel 0; crosshair 0; viewsize 120; r_fullbright 1; fov 110\"\n"
                          "defer 16.5 \"exec quarry_place.cfg\"\n"
                          "defer 17 \"screenshot quarry_player.tga\"\n"
                          "defer 17.5 \"r_drawexteriormodel 0\"\n"
                          "defer 18.5 \"screenshot quarry_empty.tga\"\n"
                          "defer 19 \"r_drawexteriormodel 1; playermodel models/player/quarryfloat.zym\"\n"
                          "defer 20.5 \"exec quarry_place.cfg\"\n"
                          "defer 21 \"screenshot quarry_float.tga\"\n"
                          "defer 21.5 \"playermodel models/player/grunt.zym\"\n"
                          "defer 23 \"exec quarry_place.cfg\"\n"
                          "defer 23.5 \"screenshot quarry_game.tga\"\n"
                          "defer 24 \"quit\"\n";

// Where the player stands in the 320 x 240 shots: the lower middle (above
// it a rotating item of the map would differ between shots).
QRect playerArea(const QImage &image)
{
    return QRect(image.width() / 5, image.height() * 2 / 5, image.width() * 3 / 5, image.height() * 3 / 5);
}

// How many rows the player's feet may be from the game's player's (whose
// feet move as it animates: mid-stride its nearer foot reaches about 8
// rows lower than the figure's; floating 23 units raises the feet about 15).
constexpr int kFloorRows = 12;

// Console lines that say the game failed to load or use the player.
QStringList failures(const QString &log)
{
    static const QRegularExpression failing(
        QStringLiteral("fail|couldn't|could not|can't|cannot|warning|bad |unknown|error|not found"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList lines;
    for (const QString &line : log.split(QLatin1Char('\n')))
        if (line.contains(kName, Qt::CaseInsensitive) && failing.match(line).hasMatch())
            lines << line.trimmed();
    return lines;
}

} // namespace

class TestTargetDarkplaces : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_log;
    QImage m_player, m_empty, m_float, m_game;
    Silhouette m_playerShape, m_floatShape, m_gameShape;

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(kGame),
                 "darkplaces is not installed: ./build.sh test installs it (Debian package darkplaces)");
        QVERIFY2(QFileInfo::exists(kBase + QStringLiteral("/data/data.pk3")),
                 "Nexuiz's data is not installed: ./build.sh test installs it (Debian package nexuiz-data)");
        QVERIFY2(QFileInfo::exists(kXvfbRun), "xvfb-run is not installed (Debian package xvfb)");
        QVERIFY(m_dir.isValid());
        if (!qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS")) {
            m_dir.setAutoRemove(false);
            qInfo("game folder kept in %s", qPrintable(m_dir.path()));
        }
        QVERIFY(writeFigureTexture(m_dir.filePath(QStringLiteral("figure.png"))));
        TargetExportOptions options;
        options.outputDirectory = m_dir.filePath(QStringLiteral("export"));
        options.name = kName;
        options.sourcePath = m_dir.filePath(QStringLiteral("figure.iqe"));
        const TargetExportResult exported = exportForTarget(biped(0.01f), *findEngineTarget(QStringLiteral("xonotic")),
                                                            options);
        QVERIFY2(exported.ok(), qPrintable(exported.error));
        const QString fixes = exported.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("player height of 69")) && fixes.contains(QLatin1String("it faced -Y"))
                     && fixes.contains(QLatin1String("lowest point at Z = -24")),
                 qPrintable(fixes));

        // The user folder: the player under a .zym name, its companions
        // renamed alike, its textures beside it.
        const QDir data(m_dir.filePath(QStringLiteral("user/data")));
        QVERIFY(QDir().mkpath(data.filePath(QStringLiteral("models/player"))));
        QDirIterator files(m_dir.filePath(QStringLiteral("export")), QDir::Files, QDirIterator::Subdirectories);
        const QDir exportDir(m_dir.filePath(QStringLiteral("export")));
        bool model = false;
        while (files.hasNext()) {
            const QString path = files.next();
            QString relative = exportDir.relativeFilePath(path);
            const QString iqm = QStringLiteral("models/player/%1.iqm").arg(kName);
            if (relative.startsWith(iqm)) {
                relative.replace(0, iqm.size(), QStringLiteral("models/player/%1.zym").arg(kName));
                model = model || relative.endsWith(QLatin1String(".zym"));
            }
            QVERIFY(QDir().mkpath(QFileInfo(data.filePath(relative)).path()));
            QVERIFY2(QFile::copy(path, data.filePath(relative)), qPrintable(relative));
        }
        QVERIFY(model);
        const QString zym = data.filePath(QStringLiteral("models/player/%1.zym").arg(kName));
        QVERIFY(QFileInfo::exists(zym + QStringLiteral(".framegroups")));
        QVERIFY(QFileInfo::exists(zym + QStringLiteral("_0.skin")));
        // The control: the same player floating a third of its height (23
        // units) above the floor.
        ReadResult floating = readModelFile(exportDir.filePath(QStringLiteral("models/player/%1.iqm").arg(kName)));
        QVERIFY2(floating.ok(), qPrintable(floating.error ? floating.error->toString() : QString()));
        Similarity raise;
        raise.translation = QVector3D(0, 0, 23);
        transformModel(floating.model, raise);
        const QString floatZym = data.filePath(QStringLiteral("models/player/quarryfloat.zym"));
        QVERIFY(writeModelFile(floating.model, floatZym, QStringLiteral("iqm")).ok());
        for (const char *companion : {".framegroups", "_0.skin"})
            QVERIFY(QFile::copy(zym + QLatin1String(companion), floatZym + QLatin1String(companion)));
        for (const auto &[file, text] :
             {std::pair{QStringLiteral("quarry_place.cfg"), kPlace}, {QStringLiteral("quarry_shots.cfg"), kShots}}) {
            QFile cfg(data.filePath(file));
            QVERIFY(cfg.open(QIODevice::WriteOnly) && cfg.write(text) == text.size());
        }

        // A port of its own, should another game run beside it.
        const QString port = QString::number(27000 + QCoreApplication::applicationPid() % 2000);
        QProcess game;
        game.setProcessChannelMode(QProcess::MergedChannels);
        game.start(kXvfbRun, {QStringLiteral("-a"),
                              QStringLiteral("-s"),
                              QStringLiteral("-screen 0 640x480x24"),
                              kGame,
                              QStringLiteral("-nexuiz"),
                              QStringLiteral("-basedir"),
                              kBase,
                              QStringLiteral("-userdir"),
                              m_dir.filePath(QStringLiteral("user")),
                              QStringLiteral("-nosound"),
                              QStringLiteral("+port"),
                              port,
                              QStringLiteral("+vid_fullscreen"),
                              QStringLiteral("0"),
                              QStringLiteral("+vid_width"),
                              QStringLiteral("320"),
                              QStringLiteral("+vid_height"),
                              QStringLiteral("240"),
                              QStringLiteral("+_cl_playermodel"),
                              QStringLiteral("models/player/%1.zym").arg(kName),
                              QStringLiteral("+map"),
                              QStringLiteral("basement"),
                              QStringLiteral("+exec"),
                              QStringLiteral("quarry_shots.cfg")});
        QVERIFY2(game.waitForStarted(20000), qPrintable(game.errorString()));
        if (!game.waitForFinished(120000)) {
            game.kill();
            game.waitForFinished(5000);
            QFAIL("the game did not quit within 120 s");
        }
        m_log = QString::fromLocal8Bit(game.readAll());
        for (const auto &[image, shot] : {std::pair{&m_player, QStringLiteral("quarry_player.tga")},
                                          {&m_empty, QStringLiteral("quarry_empty.tga")},
                                          {&m_float, QStringLiteral("quarry_float.tga")},
                                          {&m_game, QStringLiteral("quarry_game.tga")}}) {
            *image = readScreenshot(data.filePath(shot));
            QVERIFY2(!image->isNull(), qPrintable(QStringLiteral("the game wrote no %1 (exit code %2):\n%3")
                                                      .arg(shot)
                                                      .arg(game.exitCode())
                                                      .arg(m_log.right(3000))));
        }
        const QString dir = qEnvironmentVariable("QUARRY_GAME_SHOTS");
        if (!dir.isEmpty())
            for (const auto &[image, name] :
                 {std::pair{&m_player, "player"}, {&m_empty, "empty"}, {&m_float, "float"}, {&m_game, "game"}})
                image->save(QDir(dir).filePath(QStringLiteral("darkplaces_%1.png").arg(QLatin1String(name))));
        QVERIFY2(m_log.contains(QLatin1String("is playing now")), qPrintable(m_log.right(3000)));
        m_playerShape = silhouette(m_player, m_empty, playerArea(m_player));
        m_gameShape = silhouette(m_game, m_empty, playerArea(m_game));
        m_floatShape = silhouette(m_float, m_empty, playerArea(m_float));
        // The harness sees a player at all: the game's own stands out of the empty spot.
        QVERIFY2(m_gameShape.pixels.size() > 500, qPrintable(QString::number(m_gameShape.pixels.size())));
    }

    // The game loads the player without a word against it, and draws it.
    void playerLoadsAndShows()
    {
        const QStringList failed = failures(m_log);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char('\n'))));
        qInfo("player: %lld pixels differ from the empty spot, the game's player %lld",
              qint64(m_playerShape.pixels.size()), qint64(m_gameShape.pixels.size()));
        QVERIFY2(m_playerShape.pixels.size() > 500, qPrintable(QString::number(m_playerShape.pixels.size())));
        const double differing = differingFraction(m_player, m_game, m_playerShape, m_gameShape);
        qInfo("player: %.3f of the players' pixels differ from the game's player", differing);
        QVERIFY2(differing > 0.5, qPrintable(QString::number(differing)));
    }

    // Its feet where the game's player's are: on the floor, not floating
    // a third of its height above it as the raised control does.
    void playerStandsOnTheFloor()
    {
        qInfo("lowest row: player %d, the game's %d, the floating control %d", m_playerShape.box.bottom(),
              m_gameShape.box.bottom(), m_floatShape.box.bottom());
        QVERIFY2(std::abs(m_playerShape.box.bottom() - m_gameShape.box.bottom()) <= kFloorRows,
                 qPrintable(QStringLiteral("lowest row %1, the game's player's %2")
                                .arg(m_playerShape.box.bottom())
                                .arg(m_gameShape.box.bottom())));
        // The harness tells a floating player: the control's feet are far above.
        QVERIFY2(m_floatShape.pixels.size() > 500, qPrintable(QString::number(m_floatShape.pixels.size())));
        QVERIFY2(m_gameShape.box.bottom() - m_floatShape.box.bottom() > kFloorRows,
                 qPrintable(QStringLiteral("the floating control's lowest row %1, the game's player's %2")
                                .arg(m_floatShape.box.bottom())
                                .arg(m_gameShape.box.bottom())));
    }

    // Seen from behind: its blue back shows, not its red front.
    void playerShowsItsBack()
    {
        qsizetype red = 0, blue = 0;
        for (const QPoint &p : std::as_const(m_playerShape.pixels)) {
            const QRgb c = m_player.pixel(p);
            red += qRed(c) > 2 * qBlue(c) && qRed(c) > 2 * qGreen(c) && qRed(c) > 24 ? 1 : 0;
            blue += qBlue(c) > 2 * qRed(c) && qBlue(c) > qGreen(c) * 3 / 2 && qBlue(c) > 24 ? 1 : 0;
        }
        qInfo("player: %lld blue pixels, %lld red", qint64(blue), qint64(red));
        QVERIFY2(blue > 100 && blue > 4 * red, qPrintable(QStringLiteral("blue %1, red %2").arg(blue).arg(red)));
    }
};

QTEST_GUILESS_MAIN(TestTargetDarkplaces)
#include "tst_target_darkplaces.moc"
