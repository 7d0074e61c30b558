// The players Quarry exports for the DarkPlaces family, in a real
// DarkPlaces client: Debian's darkplaces with Nexuiz's data (nexuiz-data;
// Nexuiz's and Xonotic's player box runs from -24 to 45) runs once under
// xvfb-run with a temporary user folder. Three players are exported with
// `--target xonotic` and nothing else, which brings each to the game's
// height, turns it to face +X and stands it on the floor: a 3ds Max Biped
// figure, shrunk a hundredfold as Cal3D's scale=0.01 leaves such a model,
// facing -Y with its feet on Z = 0; and Cal3D's samples from the corpus,
// cally (178 units tall, facing -Y, with no texture coordinates and no
// textures) and the paladin. Nexuiz's game code takes only .zym, .dpm, .md3 and .psk
// player names and DarkPlaces reads a model by its content, so each IQM is
// copied under a .zym name with its .framegroups and _0.skin. The client
// joins basement, the player is put on one fixed spot facing one way
// (prvm_edictset), the camera follows from behind (chase_active), and the
// shots are taken there, the player model switched between them: the
// figure, the spot with no player drawn (r_drawexteriormodel 0), the
// figure floating, cally, the paladin, and the game's own player (grunt).
// For each exported player: the console shows no failure for it; it shows (it
// differs from the spot without it, where a player a hundred times too
// small would not); it differs from the game's player; its feet are on the
// floor (the figure's where grunt's are, the samples' where Quarry's
// drawing of them has them; the floating control's are not); and its silhouette is that of Quarry's
// drawing, from the same camera (DarkplacesView.h), of its source placed
// by the test as a player standing on the spot seen from behind, not of
// the source turned, floating or upside down (the figure's back is blue
// and its front red besides; for the paladin only the first three). Every
// shot is upright: the players' feet where the camera sees the floor
// within a stride of the spot. A game that cannot start fails the suite.
#include "DarkplacesView.h"
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
const QSize kShotSize(320, 240);

// The spot: a corner of basement's open floor, looking along -Y and a
// little down (the pitch in `angles`, which fixangle sends to the view).
const QByteArray kPlace = "prvm_edictset server 1 origin \"272 300 -100\"\n"
                          "prvm_edictset server 1 angles \"25 270 0\"\n"
                          "prvm_edictset server 1 v_angle \"25 270 0\"\n"
                          "prvm_edictset server 1 fixangle 1\n";
// The camera there, as the client places it (kShots sets chase_back,
// chase_up and fov; Nexuiz's view height is 35, PL_VIEW_OFS).
constexpr double kPitch = 25, kYaw = 270, kViewHeight = 35, kChaseBack = 80, kChaseUp = 24, kFov = 110;

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
                          "defer 16.9 \"exec quarry_where.cfg\"\n"
                          "defer 17 \"screenshot quarry_player.tga\"\n"
                          "defer 17.5 \"r_drawexteriormodel 0\"\n"
                          "defer 18.5 \"screenshot quarry_empty.tga\"\n"
                          "defer 19 \"r_drawexteriormodel 1; playermodel models/player/quarryfloat.zym\"\n"
                          "defer 20.5 \"exec quarry_place.cfg\"\n"
                          "defer 21 \"screenshot quarry_float.tga\"\n"
                          "defer 21.5 \"playermodel models/player/quarrycally.zym\"\n"
                          "defer 23 \"exec quarry_place.cfg\"\n"
                          "defer 23.4 \"exec quarry_where.cfg\"\n"
                          "defer 23.5 \"screenshot quarry_cally.tga\"\n"
                          "defer 24 \"playermodel models/player/quarrypaladin.zym\"\n"
                          "defer 25.5 \"exec quarry_place.cfg\"\n"
                          "defer 25.9 \"exec quarry_where.cfg\"\n"
                          "defer 26 \"screenshot quarry_paladin.tga\"\n"
                          "defer 26.5 \"playermodel models/player/grunt.zym\"\n"
                          "defer 28 \"exec quarry_place.cfg\"\n"
                          "defer 28.5 \"screenshot quarry_game.tga\"\n"
                          "defer 29 \"quit\"\n";

// Where the player is when shot, in the console: the engine may have moved
// it from the spot set (onto the floor), and the camera follows it.
const QByteArray kWhere = "echo quarry origin\n"
                          "prvm_edictget server 1 origin\n";

// Where the player stands in the 320 x 240 shots: the lower middle, below
// the map's rotating item (rows 90 to 102), which differs between shots.
QRect playerArea(const QImage &image)
{
    return QRect(image.width() / 5, 108, image.width() * 3 / 5, image.height() - 108);
}

// How many rows the player's feet may be from the game's player's (whose
// feet move as it animates: mid-stride its nearer foot reaches about 8
// rows lower than the figure's; floating 23 units raises the feet about 15).
constexpr int kFloorRows = 12;

// How much of a player's silhouette in the game and Quarry's drawing of it
// must overlap (the game draws its weapon in the hand too), and by how
// much more than any wrong placing's.
constexpr double kFitted = 0.6, kFitMargin = 0.1;

// How far a player's foot may be from the spot along the floor: a walking
// player's stride (cally's back foot, walking in place, is about 20 units
// behind the spot, 24 rows below it); the legs are half the height of 69.
constexpr float kReach = 32;

// How many rows a player's lowest may be from that of Quarry's drawing of
// its source standing on the spot, at the frame that fits best (its feet
// moving as it walks; floating 23 units raises them about 15 rows).
constexpr int kDrawnRows = 6;

// The client's camera with the player at `origin`.
ChaseView viewFrom(const QVector3D &origin)
{
    return chaseView(origin, kPitch, kYaw, kViewHeight, kChaseBack, kChaseUp, kFov, kShotSize);
}

// Console lines that say the game failed to load or use the player `name`.
QStringList failures(const QString &log, const QString &name)
{
    static const QRegularExpression failing(
        QStringLiteral("fail|couldn't|could not|can't|cannot|warning|bad |unknown|error|not found"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList lines;
    for (const QString &line : log.split(QLatin1Char('\n')))
        if (line.contains(name, Qt::CaseInsensitive) && failing.match(line).hasMatch())
            lines << line.trimmed();
    return lines;
}

// The player's origins the console printed (kWhere), in order.
QList<QVector3D> origins(const QString &log)
{
    QList<QVector3D> found;
    const QStringList lines = log.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i)
        if (lines[i].trimmed() == QLatin1String("quarry origin")) {
            const QStringList xyz = lines[i + 1].simplified().remove(QLatin1Char('\'')).split(QLatin1Char(' '));
            if (xyz.size() == 3)
                found << QVector3D(xyz[0].toFloat(), xyz[1].toFloat(), xyz[2].toFloat());
        }
    return found;
}

// Copies an engine export into the game's data folder as the player
// `name`: the IQM under a .zym name, its companions renamed alike.
QString installPlayer(const QString &exportPath, const QDir &data, const QString &exported, const QString &name)
{
    const QDir exportDir(exportPath);
    QDirIterator files(exportPath, QDir::Files, QDirIterator::Subdirectories);
    bool model = false;
    while (files.hasNext()) {
        const QString path = files.next();
        QString relative = exportDir.relativeFilePath(path);
        const QString iqm = QStringLiteral("models/player/%1.iqm").arg(exported);
        if (relative.startsWith(iqm)) {
            relative.replace(0, iqm.size(), QStringLiteral("models/player/%1.zym").arg(name));
            model = model || relative.endsWith(QLatin1String(".zym"));
        }
        if (!QDir().mkpath(QFileInfo(data.filePath(relative)).path()) || !QFile::copy(path, data.filePath(relative)))
            return QStringLiteral("cannot copy %1").arg(relative);
    }
    const QString zym = data.filePath(QStringLiteral("models/player/%1.zym").arg(name));
    for (const char *companion : {"", ".framegroups", "_0.skin"})
        if (!model || !QFileInfo::exists(zym + QLatin1String(companion)))
            return QStringLiteral("the export has no %1%2").arg(zym, QLatin1String(companion));
    return {};
}

// The animation of an exported model that its .framegroups plays in the
// idle slot (the eighth line: Nexuiz's player stands idle), found by its
// first frame; -1 where none starts there.
int idleAnimation(const Model &model, const QString &framegroups)
{
    QFile file(framegroups);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = file.readAll().split('\n');
    if (lines.size() < 8)
        return -1;
    const int start = lines[7].simplified().split(' ').value(0).toInt();
    int first = 0;
    for (int a = 0; a < model.animations.size(); first += model.animations[a++].frameCount())
        if (first == start)
            return a;
    return -1;
}

// A sample character of the corpus, exported and shot in the game.
struct Sample
{
    QString name; // the player's name in the game
    QString source; // the corpus file
    QString shot;
    QImage image;
    Silhouette shape;
    Model exported; // as Quarry reads the export back
    Model expected; // the source placed by expectedPlayer
    int idle = -1; // the animation the game plays standing
    QVector3D origin; // where the game had the player when shot
    bool present = false;

    Sample(const QString &name, const QString &source, const QString &shot)
        : name(name)
        , source(source)
        , shot(shot)
    { }
};

} // namespace

class TestTargetDarkplaces : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_log;
    QList<QVector3D> m_origins;
    QImage m_player, m_empty, m_float, m_game;
    Silhouette m_playerShape, m_floatShape, m_gameShape;
    Model m_figureModel; // the export as Quarry reads it back
    Model m_figureExpected; // the source placed by expectedPlayer
    // Cal3D's sample characters, as read: cally 178 units tall with no
    // texture coordinates and no textures, the paladin 46; both face -Y.
    Sample m_cally{QStringLiteral("quarrycally"), QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/cally/cally.cfg"),
                   QStringLiteral("cally")};
    Sample m_paladin{QStringLiteral("quarrypaladin"),
                     QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg"), QStringLiteral("paladin")};

    // Exports the model for Xonotic into DIR/export-NAME and installs it as
    // the player NAME; returns the export's fix lines.
    QStringList exportPlayer(const Model &model, const QString &name, const QString &sourcePath, Model *exported)
    {
        TargetExportOptions options;
        options.outputDirectory = m_dir.filePath(QStringLiteral("export-") + name);
        options.name = name;
        options.sourcePath = sourcePath;
        const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("xonotic")), options);
        if (!result.ok()) {
            qWarning("%s", qPrintable(result.error));
            return {};
        }
        const QString installed = installPlayer(options.outputDirectory,
                                                QDir(m_dir.filePath(QStringLiteral("user/data"))), name, name);
        if (!installed.isEmpty()) {
            qWarning("%s", qPrintable(installed));
            return {};
        }
        ReadResult back = readModelFile(
            QDir(options.outputDirectory).filePath(QStringLiteral("models/player/%1.iqm").arg(name)));
        if (!back.ok())
            return {};
        *exported = back.model;
        return result.fixes;
    }

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
        const QDir data(m_dir.filePath(QStringLiteral("user/data")));
        QVERIFY(QDir().mkpath(data.filePath(QStringLiteral("models/player"))));
        QVERIFY(writeFigureTexture(m_dir.filePath(QStringLiteral("figure.png"))));
        m_figureExpected = expectedPlayer(biped(0.01f));
        const QString fixes = exportPlayer(biped(0.01f), kName, m_dir.filePath(QStringLiteral("figure.iqe")),
                                           &m_figureModel)
                                  .join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("player height of 69")) && fixes.contains(QLatin1String("it faced -Y"))
                     && fixes.contains(QLatin1String("lowest point at Z = -24")),
                 qPrintable(fixes));

        for (Sample *sample : {&m_cally, &m_paladin}) {
            sample->present = QFileInfo::exists(sample->source);
            if (!sample->present)
                continue;
            ReadResult read = readModelFile(sample->source);
            QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
            sample->expected = expectedPlayer(read.model);
            const QString sampleFixes =
                exportPlayer(read.model, sample->name, sample->source, &sample->exported).join(QLatin1Char('\n'));
            QVERIFY2(sampleFixes.contains(QLatin1String("player height of 69"))
                         && sampleFixes.contains(QLatin1String("it faced -Y")),
                     qPrintable(sampleFixes));
            QVERIFY2(sample != &m_cally || sampleFixes.contains(QLatin1String("texture coordinates (all 0)")),
                     qPrintable(sampleFixes));
            sample->idle = idleAnimation(
                sample->exported, data.filePath(QStringLiteral("models/player/%1.zym.framegroups").arg(sample->name)));
        }

        // The control: the figure floating a third of its height (23
        // units) above the floor.
        const QString zym = data.filePath(QStringLiteral("models/player/%1.zym").arg(kName));
        Model floating = m_figureModel;
        Similarity raise;
        raise.translation = QVector3D(0, 0, 23);
        transformModel(floating, raise);
        const QString floatZym = data.filePath(QStringLiteral("models/player/quarryfloat.zym"));
        QVERIFY(writeModelFile(floating, floatZym, QStringLiteral("iqm")).ok());
        for (const char *companion : {".framegroups", "_0.skin"})
            QVERIFY(QFile::copy(zym + QLatin1String(companion), floatZym + QLatin1String(companion)));
        for (const auto &[file, text] : {std::pair{QStringLiteral("quarry_place.cfg"), kPlace},
                                         {QStringLiteral("quarry_where.cfg"), kWhere},
                                         {QStringLiteral("quarry_shots.cfg"), kShots}}) {
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
                              QString::number(kShotSize.width()),
                              QStringLiteral("+vid_height"),
                              QString::number(kShotSize.height()),
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
        const QList<std::pair<QImage *, QString>> shots{
            {&m_player, QStringLiteral("player")}, {&m_empty, QStringLiteral("empty")},
            {&m_float, QStringLiteral("float")},   {&m_cally.image, m_cally.shot},
            {&m_paladin.image, m_paladin.shot},    {&m_game, QStringLiteral("game")}};
        for (const auto &[image, shot] : shots) {
            *image = readScreenshot(data.filePath(QStringLiteral("quarry_%1.tga").arg(shot)));
            QVERIFY2(!image->isNull(), qPrintable(QStringLiteral("the game wrote no quarry_%1.tga (exit code %2):\n%3")
                                                      .arg(shot)
                                                      .arg(game.exitCode())
                                                      .arg(m_log.right(3000))));
        }
        const QString dir = qEnvironmentVariable("QUARRY_GAME_SHOTS");
        if (!dir.isEmpty())
            for (const auto &[image, name] : shots)
                image->save(QDir(dir).filePath(QStringLiteral("darkplaces_%1.png").arg(name)));
        QVERIFY2(m_log.contains(QLatin1String("is playing now")), qPrintable(m_log.right(3000)));
        m_origins = origins(m_log);
        QVERIFY2(m_origins.size() == 3, qPrintable(m_log.right(3000)));
        for (const QVector3D &o : std::as_const(m_origins))
            qInfo("the player's origin when shot: %g %g %g", o.x(), o.y(), o.z());
        m_cally.origin = m_origins[1];
        m_paladin.origin = m_origins[2];
        m_playerShape = silhouette(m_player, m_empty, playerArea(m_player));
        m_gameShape = silhouette(m_game, m_empty, playerArea(m_game));
        m_floatShape = silhouette(m_float, m_empty, playerArea(m_float));
        for (Sample *sample : {&m_cally, &m_paladin})
            sample->shape = silhouette(sample->image, m_empty, playerArea(sample->image));
        // The harness sees a player at all: the game's own stands out of the
        // empty spot in the lower middle, where an upright view shows it
        // (upside down, it would be in the upper half).
        QVERIFY2(m_gameShape.pixels.size() > 500,
                 qPrintable(QStringLiteral("%1 pixels of the game's player in the lower middle of the shot")
                                .arg(m_gameShape.pixels.size())));
    }
    // The game loads the player without a word against it, and draws it.
    void playerLoadsAndShows()
    {
        const QStringList failed = failures(m_log, kName);
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
        // And against Quarry's drawing of the figure standing on the spot,
        // as the samples' feet are measured (standsSeenFromBehind): the
        // control's feet are far above the drawing's at its best frame.
        const Fit f = fit(m_figureExpected, -1, m_floatShape, playerArea(m_float), m_origins[0],
                          viewFrom(m_origins[0]));
        qInfo("the floating control's lowest row %d, Quarry's drawing of the figure standing %d",
              m_floatShape.box.bottom(), f.lowest);
        QVERIFY2(f.lowest - m_floatShape.box.bottom() > kDrawnRows,
                 qPrintable(QStringLiteral("the floating control's lowest row %1, Quarry's drawing's %2")
                                .arg(m_floatShape.box.bottom())
                                .arg(f.lowest)));
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

    // The figure as Quarry draws it from the game's camera on the spot:
    // the same shape, and not the shape of the figure turned a quarter,
    // raised or upside down (turned half, its boxes show the same shape:
    // playerShowsItsBack tells by its colours).
    void playerMatchesQuarrysDrawing()
    {
        const Fit f = fit(m_figureExpected, -1, m_playerShape, playerArea(m_player), m_origins[0],
                          viewFrom(m_origins[0]));
        report("figure", f);
        verifyFit(f, false);
    }

    // Cal3D's cally (no textures) and paladin: the game loads each
    // without a word against it, and draws it, not its own player.
    void callyLoadsAndShows() { loadsAndShows(m_cally); }
    void paladinLoadsAndShows() { loadsAndShows(m_paladin); }

    // Her feet on the floor where Quarry's drawing has them, and her shape
    // that of Quarry's drawing of her source from the same camera placed
    // as the game should show her (expectedPlayer): standing on the spot
    // seen from behind, not from the side or front, not floating.
    // (Not the paladin: its T-pose has nearly one silhouette from the front
    // and from behind, and the game draws it without its cape, which
    // Quarry's drawing has.)
    void callyStandsOnTheFloorSeenFromBehind() { standsSeenFromBehind(m_cally); }

    // Every shot upright: the players' feet at the rows where the camera
    // sees the floor within a stride of the spot (24 units below the
    // origin; 23 higher under the floating control), which an upside-down or rolled view would
    // put at the top of the picture, and their heads above their feet.
    void shotsAreUpright()
    {
        const ChaseView view = chaseView(m_origins[0], kPitch, kYaw, kViewHeight, kChaseBack, kChaseUp, kFov,
                                         kShotSize);
        QPointF floor, raised, horizon;
        QVERIFY(view.project(m_origins[0] - QVector3D(0, 0, 24), &floor));
        QVERIFY(view.project(m_origins[0] - QVector3D(0, 0, 1), &raised));
        // A point far ahead at the eye's height: the horizon's row.
        QVERIFY(view.project(view.eye + QVector3D(0, -10000, 0), &horizon));
        qInfo("the floor under the spot at row %.1f, the horizon at %.1f", floor.y(), horizon.y());
        QVERIFY2(floor.y() > kShotSize.height() / 2 && horizon.y() < floor.y(), "the spot out of the picture");
        // Where the camera sees the floor a stride ahead of the spot and
        // behind it: an upright player's lowest row lies between (upside
        // down it would be near row 47).
        QVector3D along = view.forward;
        along.setZ(0);
        along.normalize();
        QPointF ahead, behind;
        QVERIFY(view.project(m_origins[0] - QVector3D(0, 0, 24) + kReach * along, &ahead));
        QVERIFY(view.project(m_origins[0] - QVector3D(0, 0, 24) - kReach * along, &behind));
        qInfo("the floor a stride ahead at row %.1f, behind at %.1f", ahead.y(), behind.y());
        QList<std::pair<QString, const Silhouette *>> players{{QStringLiteral("figure"), &m_playerShape},
                                                              {QStringLiteral("game's player"), &m_gameShape}};
        for (const Sample *sample : {&m_cally, &m_paladin})
            if (sample->present)
                players << std::pair{sample->shot, &sample->shape};
        for (const auto &[name, shape] : std::as_const(players)) {
            qInfo("%s: lowest row %d, top row %d", qPrintable(name), shape->box.bottom(), shape->box.top());
            QVERIFY2(shape->box.bottom() >= ahead.y() && shape->box.bottom() <= behind.y()
                         && shape->box.top() < floor.y() - 40,
                     qPrintable(QStringLiteral("%1: rows %2 to %3, the floor at %4 (%5 to %6 a stride either way)")
                                    .arg(name)
                                    .arg(shape->box.top())
                                    .arg(shape->box.bottom())
                                    .arg(floor.y())
                                    .arg(ahead.y())
                                    .arg(behind.y())));
        }
        QVERIFY2(std::abs(m_floatShape.box.bottom() - raised.y()) <= kFloorRows,
                 qPrintable(QStringLiteral("the floating control's lowest row %1, 23 units up at %2")
                                .arg(m_floatShape.box.bottom())
                                .arg(raised.y())));
    }

private:
    void loadsAndShows(const Sample &s)
    {
        if (!s.present)
            QSKIP(qPrintable(QStringLiteral("the corpus is absent (%1)").arg(s.source)));
        const QStringList failed = failures(m_log, s.name);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char('\n'))));
        qInfo("%s: %lld pixels differ from the empty spot", qPrintable(s.shot), qint64(s.shape.pixels.size()));
        QVERIFY2(s.shape.pixels.size() > 500, qPrintable(QString::number(s.shape.pixels.size())));
        const double differing = differingFraction(s.image, m_game, s.shape, m_gameShape);
        qInfo("%s: %.3f of the players' pixels differ from the game's player", qPrintable(s.shot), differing);
        QVERIFY2(differing > 0.5, qPrintable(QString::number(differing)));
    }

    void standsSeenFromBehind(const Sample &s)
    {
        if (!s.present)
            QSKIP(qPrintable(QStringLiteral("the corpus is absent (%1)").arg(s.source)));
        QVERIFY2(sameAnimation(s.expected, s.exported, s.idle) >= 0,
                 "no animation of the source is the one the idle slot plays");
        const Fit f = fit(s.expected, sameAnimation(s.expected, s.exported, s.idle), s.shape, playerArea(s.image),
                          s.origin, viewFrom(s.origin));
        report(qPrintable(s.shot), f);
        // Her feet where Quarry's drawing of her has them at the frame that
        // fits best (the game's player's stride is not hers: she walks in
        // place in every slot, shot at whatever frame the clock reached).
        qInfo("lowest row: %s %d, Quarry's drawing %d, the game's player %d", qPrintable(s.shot), s.shape.box.bottom(),
              f.lowest, m_gameShape.box.bottom());
        QVERIFY2(
            std::abs(s.shape.box.bottom() - f.lowest) <= kDrawnRows,
            qPrintable(QStringLiteral("lowest row %1, Quarry's drawing's %2").arg(s.shape.box.bottom()).arg(f.lowest)));
        verifyFit(f, true);
    }

    static void report(const char *name, const Fit &f)
    {
        qInfo("%s against Quarry's drawing: %.2f standing on the spot from behind (lowest row %d); turned a "
              "quarter %.2f, half %.2f, floating %.2f, upside down %.2f",
              name, f.right, f.lowest, f.profile, f.facing, f.floating, f.upsideDown);
    }

    // `shapeShowsBack`: whether the silhouette tells the back from the
    // front (the figure's boxes are alike both ways; its colours tell).
    static void verifyFit(const Fit &f, bool shapeShowsBack)
    {
        QVERIFY2(f.right > kFitted, qPrintable(QString::number(f.right)));
        for (const double wrong : {f.profile, shapeShowsBack ? f.facing : 0.0, f.floating, f.upsideDown})
            QVERIFY2(f.right > wrong + kFitMargin,
                     qPrintable(QStringLiteral("%1 against a wrong placing's %2").arg(f.right).arg(wrong)));
    }
};

QTEST_GUILESS_MAIN(TestTargetDarkplaces)
#include "tst_target_darkplaces.moc"
