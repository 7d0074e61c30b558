// The Quake III players Quarry exports, in the real game: Debian's
// openarena (ioquake3 with OpenArena's free data) runs under xvfb-run with
// a temporary home folder holding the exported player in baseoa, loads the
// map oa_dm1 with `+set model NAME/default`, puts the player on a fixed
// spot (setviewpos), looks from behind in third person and takes a
// screenshot. The game draws its own default player (sarge) in place of one
// it refuses, so each shot is compared with the same shot of sarge, and of
// a player too small to see (the background): the console shows no failure
// for the model, its skins, icon, animation.cfg or textures; the player
// differs from sarge where it stands; its feet are on the floor where
// sarge's are; and it shows its back (the synthetic figure's back is blue,
// its front red). A game that cannot start fails the suite.
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

// The shot: third person from behind, the player where setviewpos puts it
// in a corridor of oa_dm1, looking along +Y, nothing else drawn over it. A
// teleported player is thrown forward (TeleportPlayer): from there it
// slides into the same place every time. Twice, in case the first came
// before the player was in the game.
const char *kShotConfig = "set cg_thirdPerson 1\n"
                          "set cg_thirdPersonRange 90\n"
                          "set cg_thirdPersonAngle 0\n"
                          "set cg_draw2D 0\n"
                          "set cg_shadows 0\n"
                          "set con_notifytime 0\n"
                          "wait 100\n"
                          "setviewpos -656 932 90 90\n"
                          "wait 100\n"
                          "setviewpos -656 932 90 90\n"
                          "wait 150\n"
                          "screenshot quarry\n"
                          "wait 5\n"
                          "quit\n";

// The game's screenshot: an uncompressed TGA (type 2, 24 or 32 bits, no
// TGA 2.0 footer, which Qt's reader insists on).
QImage readScreenshot(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray data = file.readAll();
    if (data.size() < 18 || data[2] != 2)
        return {};
    const auto byte = [&](int i) { return int(quint8(data[i])); };
    const int width = byte(12) | byte(13) << 8, height = byte(14) | byte(15) << 8, bytes = byte(16) / 8;
    const bool topDown = (byte(17) & 0x20) != 0;
    const qsizetype start = 18 + byte(0);
    if ((bytes != 3 && bytes != 4) || data.size() < start + qsizetype(width) * height * bytes)
        return {};
    QImage image(width, height, QImage::Format_RGB32);
    for (int row = 0; row < height; ++row) {
        const int y = topDown ? row : height - 1 - row;
        for (int x = 0; x < width; ++x) {
            const qsizetype at = start + (qsizetype(row) * width + x) * bytes;
            image.setPixel(x, y, qRgb(byte(int(at + 2)), byte(int(at + 1)), byte(int(at))));
        }
    }
    return image;
}

struct GameShot
{
    QImage image;
    QString log;
    QString error; // the game did not run
};

GameShot runGame(const QString &home, const QString &player)
{
    GameShot shot;
    const QDir base(home + QStringLiteral("/baseoa"));
    QDir().mkpath(base.path());
    QFile config(base.filePath(QStringLiteral("quarry_shot.cfg")));
    if (!config.open(QIODevice::WriteOnly) || config.write(kShotConfig) < 0) {
        shot.error = QStringLiteral("cannot write %1").arg(config.fileName());
        return shot;
    }
    config.close();
    QProcess game;
    game.setProcessChannelMode(QProcess::MergedChannels);
    auto set = [](const char *cvar, const QString &value) {
        return QStringList{QStringLiteral("+set"), QLatin1String(cvar), value};
    };
    QStringList arguments{QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 640x480x24"), kGame};
    arguments << set("fs_homepath", home) << set("cl_renderer", QStringLiteral("opengl1"))
              << set("r_mode", QStringLiteral("-1")) << set("r_customwidth", QStringLiteral("640"))
              << set("r_customheight", QStringLiteral("480")) << set("r_fullscreen", QStringLiteral("0"))
              << set("sv_pure", QStringLiteral("0")) << set("logfile", QStringLiteral("2"))
              << set("s_initsound", QStringLiteral("0")) << set("in_nograb", QStringLiteral("1"))
              << set("com_introplayed", QStringLiteral("1")) << set("model", player + QStringLiteral("/default"))
              << set("headmodel", player + QStringLiteral("/default")) << QStringLiteral("+devmap")
              << QStringLiteral("oa_dm1") << QStringLiteral("+exec") << QStringLiteral("quarry_shot.cfg");
    game.start(kXvfbRun, arguments);
    if (!game.waitForStarted(20000)) {
        shot.error = QStringLiteral("%1 did not start: %2").arg(kXvfbRun, game.errorString());
        return shot;
    }
    if (!game.waitForFinished(90000)) {
        game.kill();
        game.waitForFinished(5000);
        shot.error = QStringLiteral("the game did not quit within 90 s");
        return shot;
    }
    const QString output = QString::fromLocal8Bit(game.readAll());
    QFile log(base.filePath(QStringLiteral("qconsole.log")));
    if (log.open(QIODevice::ReadOnly))
        shot.log = QString::fromUtf8(log.readAll());
    shot.image = readScreenshot(base.filePath(QStringLiteral("screenshots/quarry.tga")));
    if (shot.image.isNull())
        shot.error = QStringLiteral("the game wrote no screenshot (exit code %1):\n%2")
                         .arg(game.exitCode())
                         .arg(output.right(3000));
    return shot;
}

// Console lines that say the game failed to load or use the player.
QStringList failures(const QString &log, const QString &player)
{
    static const QRegularExpression failing(
        QStringLiteral("fail|couldn't|could not|can't|cannot|warning|bad |unknown|top-down|error"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList lines;
    for (const QString &line : log.split(QLatin1Char('\n')))
        if ((line.contains(player, Qt::CaseInsensitive) && failing.match(line).hasMatch())
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

bool differs(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b)) > 60;
}

struct Silhouette
{
    QList<QPoint> pixels;
    QRect box;
};

// The pixels of the player area where `shot` differs from `background`.
Silhouette silhouette(const QImage &shot, const QImage &background)
{
    Silhouette s;
    const QRect area = playerArea(shot);
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (differs(shot.pixel(x, y), background.pixel(x, y))) {
                s.pixels << QPoint(x, y);
                s.box |= QRect(x, y, 1, 1);
            }
    return s;
}

// The fraction of the pixels in either silhouette where the two shots differ.
double differingFraction(const QImage &a, const QImage &b, const Silhouette &sa, const Silhouette &sb)
{
    QSet<quint64> either;
    for (const QPoint &p : sa.pixels)
        either.insert(quint64(p.x()) << 32 | quint64(p.y()));
    for (const QPoint &p : sb.pixels)
        either.insert(quint64(p.x()) << 32 | quint64(p.y()));
    if (either.isEmpty())
        return 0;
    qsizetype different = 0;
    for (quint64 key : std::as_const(either)) {
        const int x = int(key >> 32), y = int(key & 0xffffffff);
        different += differs(a.pixel(x, y), b.pixel(x, y)) ? 1 : 0;
    }
    return double(different) / double(either.size());
}

// Exports `model` as the player `name` into the game home's baseoa.
TargetExportResult exportPlayer(const Model &model, const QString &home, const QString &name, const QString &sourcePath,
                                float height = 0)
{
    TargetExportOptions options;
    options.outputDirectory = home + QStringLiteral("/baseoa");
    options.name = name;
    options.sourcePath = sourcePath;
    options.conversion.height = height;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

// Saves a shot as PNG under $QUARRY_GAME_SHOTS, when set (for looking at).
void keep(const GameShot &shot, const QString &name)
{
    const QString dir = qEnvironmentVariable("QUARRY_GAME_SHOTS");
    if (!dir.isEmpty() && !shot.image.isNull())
        shot.image.save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TestTargetGame : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    GameShot m_background; // a player too small to see: the spot without one
    GameShot m_sarge; // the game's own default player
    Silhouette m_sargeShape;

    QString home(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(kGame),
                 "openarena is not installed: ./build.sh test installs it (Debian package openarena)");
        QVERIFY2(QFileInfo::exists(kXvfbRun), "xvfb-run is not installed (Debian package xvfb)");
        QVERIFY(m_dir.isValid());
        // Looking at the shots ($QUARRY_GAME_SHOTS): the game folders stay too.
        if (!qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS")) {
            m_dir.setAutoRemove(false);
            qInfo("game folders kept in %s", qPrintable(m_dir.path()));
        }
        QVERIFY(writeFigureTexture(m_dir.filePath(QStringLiteral("figure.png"))));
        const QString source = m_dir.filePath(QStringLiteral("figure.iqe"));
        const TargetExportResult tiny = exportPlayer(biped(0.01f, true), home("background"),
                                                     QStringLiteral("quarrytiny"), source);
        QVERIFY2(tiny.ok(), qPrintable(tiny.error));
        m_background = runGame(home("background"), QStringLiteral("quarrytiny"));
        QVERIFY2(m_background.error.isEmpty(), qPrintable(m_background.error));
        QVERIFY2(failures(m_background.log, QStringLiteral("quarrytiny")).isEmpty(),
                 qPrintable(failures(m_background.log, QStringLiteral("quarrytiny")).join(QLatin1Char('\n'))));
        keep(m_background, QStringLiteral("background"));
        m_sarge = runGame(home("sarge"), QStringLiteral("sarge"));
        QVERIFY2(m_sarge.error.isEmpty(), qPrintable(m_sarge.error));
        keep(m_sarge, QStringLiteral("sarge"));
        QCOMPARE(m_sarge.image.size(), m_background.image.size());
        // The harness sees a player at all: sarge stands out of the background.
        m_sargeShape = silhouette(m_sarge.image, m_background.image);
        QVERIFY2(m_sargeShape.pixels.size() > 2000, qPrintable(QString::number(m_sargeShape.pixels.size())));
    }

    // The figure faces -Y with its feet on Z = 0, as modelled: exported, it
    // faces +X on the game's floor, so the camera behind the player sees its
    // blue back, and its feet where sarge's are.
    void figureStandsOnTheFloorFacingAway()
    {
        const QString source = m_dir.filePath(QStringLiteral("figure.iqe"));
        const TargetExportResult result = exportPlayer(biped(), home("figure"), QStringLiteral("quarryfigure"), source);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.files.contains(QStringLiteral("models/players/quarryfigure/icon_default.tga")));
        const GameShot shot = runGame(home("figure"), QStringLiteral("quarryfigure"));
        QVERIFY2(shot.error.isEmpty(), qPrintable(shot.error));
        keep(shot, QStringLiteral("figure"));
        const QStringList failed = failures(shot.log, QStringLiteral("quarryfigure"));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char('\n'))));
        const Silhouette shape = silhouette(shot.image, m_background.image);
        QVERIFY2(shape.pixels.size() > 1000, qPrintable(QString::number(shape.pixels.size())));
        const double differing = differingFraction(shot.image, m_sarge.image, shape, m_sargeShape);
        QVERIFY2(differing > 0.3, qPrintable(QString::number(differing)));
        // On the floor: the feet's lowest row where sarge's is.
        QVERIFY2(std::abs(shape.box.bottom() - m_sargeShape.box.bottom()) <= 8,
                 qPrintable(QStringLiteral("figure's lowest row %1, sarge's %2")
                                .arg(shape.box.bottom())
                                .arg(m_sargeShape.box.bottom())));
        // Facing away: its back (blue) shows, not its front (red).
        qsizetype red = 0, blue = 0;
        for (const QPoint &p : shape.pixels) {
            const QRgb c = shot.image.pixel(p);
            red += qRed(c) > 2 * qBlue(c) && qRed(c) > 2 * qGreen(c) && qRed(c) > 24 ? 1 : 0;
            blue += qBlue(c) > 2 * qRed(c) && qBlue(c) > qGreen(c) * 3 / 2 && qBlue(c) > 24 ? 1 : 0;
        }
        QVERIFY2(blue > 300 && blue > 4 * red, qPrintable(QStringLiteral("blue %1, red %2").arg(blue).arg(red)));
    }

    // A player the game refuses (its icon taken away) is drawn as sarge,
    // without a word on the console: the picture is sarge's, which the
    // comparison above catches.
    void refusedPlayerShowsAsSarge()
    {
        const QString source = m_dir.filePath(QStringLiteral("figure.iqe"));
        const TargetExportResult result = exportPlayer(biped(), home("refused"), QStringLiteral("quarryrefused"),
                                                       source);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(
            QFile::remove(home("refused") + QStringLiteral("/baseoa/models/players/quarryrefused/icon_default.tga")));
        const GameShot shot = runGame(home("refused"), QStringLiteral("quarryrefused"));
        QVERIFY2(shot.error.isEmpty(), qPrintable(shot.error));
        const Silhouette shape = silhouette(shot.image, m_background.image);
        const double differing = differingFraction(shot.image, m_sarge.image, shape, m_sargeShape);
        QVERIFY2(differing < 0.3, qPrintable(QString::number(differing)));
    }

    // The Cal3D paladin (a 3ds Max Biped avatar, facing -Y, 0.5 scale in its
    // .cfg) exported at a height of 56: the game loads it, its textures
    // right way up, and it stands where sarge stands.
    void paladinPlays()
    {
        const QString cfg = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");
        if (!QFileInfo::exists(cfg))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(cfg);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        const TargetExportResult result = exportPlayer(read.model, home("paladin"), QStringLiteral("quarrypaladin"),
                                                       cfg, 56.0f);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY2(result.fixes.join(QLatin1Char('\n')).contains(QLatin1String("it faced -Y")),
                 qPrintable(result.fixes.join(QLatin1Char('\n'))));
        const GameShot shot = runGame(home("paladin"), QStringLiteral("quarrypaladin"));
        QVERIFY2(shot.error.isEmpty(), qPrintable(shot.error));
        keep(shot, QStringLiteral("paladin"));
        const QStringList failed = failures(shot.log, QStringLiteral("quarrypaladin"));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char('\n'))));
        const Silhouette shape = silhouette(shot.image, m_background.image);
        QVERIFY2(shape.pixels.size() > 1000, qPrintable(QString::number(shape.pixels.size())));
        const double differing = differingFraction(shot.image, m_sarge.image, shape, m_sargeShape);
        QVERIFY2(differing > 0.3, qPrintable(QString::number(differing)));
        QVERIFY2(std::abs(shape.box.bottom() - m_sargeShape.box.bottom()) <= 8,
                 qPrintable(QStringLiteral("paladin's lowest row %1, sarge's %2")
                                .arg(shape.box.bottom())
                                .arg(m_sargeShape.box.bottom())));
    }
};

QTEST_GUILESS_MAIN(TestTargetGame)
#include "tst_target_game.moc"
