// The quakespasm target's model in the real engine: Debian's quakespasm,
// run once under xvfb-run on a game folder made by the test with no Quake
// data (QuakeSpasmGame.h: a font-less gfx.wad, the palette, an empty
// level and a demo), loads progs/sample.mdl that `--target quakespasm`
// writes from the sample model and draws it. The demo shows the model at
// its first frame, at the frame least like it, and not at all, with a screenshot of each.
// Checked: the engine plays the demo to its end and quits; its console
// (with developer 1, which shows the loader's warnings) has no error or
// warning but the ones the generated data causes (status bar pictures
// missing from gfx.wad, no translation file, a level without textures);
// the frame-less shot is the clear colour only (nothing else drawn, no
// stand-in); and in each of the two shots of the model its silhouette is
// that of Quarry's drawing of the .mdl read back (its frame posed, from
// the engine's camera: the eye 22 units up looking along +X, fov 90 at
// 4:3), and not of its other frame or of it upside down. Skipped where
// quakespasm or xvfb-run is not installed.
#include "DarkplacesView.h"
#include "GameShots.h"
#include "QuakeSpasmGame.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kEngine = QStringLiteral("/usr/games/quakespasm");
const QString kXvfbRun = QStringLiteral("/usr/bin/xvfb-run");
const QString kName = QStringLiteral("sample");
const QSize kShotSize(640, 480);
// How long the engine may run (coreutils' timeout ends it, where
// xvfb-run would leave it running).
constexpr int kSeconds = 60;
// Quake's view height (DEFAULT_VIEWHEIGHT): the eye above the viewer's origin.
constexpr double kViewHeight = 22;

// How much of the game's silhouette and Quarry's drawing must overlap, and
// by how much more than a wrong drawing's.
constexpr double kFitted = 0.85, kMargin = 0.1;

// Console lines that say something failed or is amiss.
const QRegularExpression kFailing(
    QStringLiteral("error|warning|fail|couldn't|could not|can't|cannot|not found|too many|invalid|bad |corrupt"),
    QRegularExpression::CaseInsensitiveOption);
// The ones the generated data causes, and what causes them: gfx.wad has
// only the font (wad.c reports each status bar picture it lacks); there is
// no localization/loc_english.txt; the level has no textures; the virtual
// display has no vertical sync.
const QList<QRegularExpression> kExpected{
    QRegularExpression(QStringLiteral("^W_GetLumpinfo: \\w+ not found$")),
    QRegularExpression(QStringLiteral("^Couldn't load 'localization/loc_english.txt'$")),
    QRegularExpression(QStringLiteral("^Mod_LoadTextures: no textures in bsp file$")),
    QRegularExpression(QStringLiteral("Warning: vertical sync not supported")),
};

QStringList unexpectedFailures(const QString &log)
{
    QStringList lines;
    for (const QString &raw : log.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (!kFailing.match(line).hasMatch())
            continue;
        bool expected = false;
        for (const QRegularExpression &e : kExpected)
            expected = expected || e.match(line).hasMatch();
        if (!expected)
            lines << line;
    }
    return lines;
}

// The animation and time at which a model read from an MDL shows the
// frame QuakeC numbers `frame`: its animations hold the frames in order.
std::pair<int, double> frameTime(const Model &model, int frame)
{
    for (int a = 0; a < model.animations.size(); ++a) {
        const int count = model.animations[a].frameCount();
        if (frame < count)
            return {a, frame / model.animations[a].fps};
        frame -= count;
    }
    return {-1, 0.0};
}

int frameCount(const Model &model)
{
    int count = 0;
    for (const Animation &a : model.animations)
        count += a.frameCount();
    return count;
}

// Quarry's drawing of `model` at QuakeC frame `frame`, placed by
// `placement`, filled white on black as `view` sees it.
QImage frameMask(const Model &model, int frame, const QMatrix4x4 &placement, const ChaseView &view)
{
    const auto [animation, time] = frameTime(model, frame);
    MorphWeights weights;
    if (animation >= 0)
        weights = animationMorphWeights(model, model.animations[animation], float(time));
    QList<QMatrix4x4> skinning;
    if (!model.skeleton.isEmpty())
        skinning = skinningMatrices(model.skeleton, worldMatrices(model.skeleton, localPose(model, animation, time)));
    QImage mask(view.size, QImage::Format_Grayscale8);
    mask.fill(0);
    QPainter painter(&mask);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    for (int m = 0; m < model.meshes.size(); ++m) {
        Mesh posed = model.meshes[m];
        if (weights.contains(m))
            posed.positions = morphedPositions(model.meshes[m], weights.value(m));
        if (posed.isSkinned() && !skinning.isEmpty())
            posed.positions = skinMesh(posed, skinning).positions;
        QList<QPointF> pixels(posed.positions.size());
        QList<bool> shown(posed.positions.size());
        for (qsizetype i = 0; i < posed.positions.size(); ++i)
            shown[i] = view.project(placement.map(posed.positions[i]), &pixels[i]);
        for (const Triangle &t : posed.triangles)
            if (t[0] < quint32(shown.size()) && t[1] < quint32(shown.size()) && t[2] < quint32(shown.size())
                && shown[t[0]] && shown[t[1]] && shown[t[2]])
                painter.drawPolygon(QPolygonF({pixels[t[0]], pixels[t[1]], pixels[t[2]]}));
    }
    return mask;
}

// The pixels a mask fills.
Silhouette maskShape(const QImage &mask)
{
    Silhouette s;
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x)
            if (qGray(mask.pixel(x, y)) > 127) {
                s.pixels << QPoint(x, y);
                s.box |= QRect(x, y, 1, 1);
            }
    return s;
}

float onEighths(float v)
{
    return std::round(v * 8) / 8; // a coordinate as protocol 15 sends it
}

} // namespace

class TestTargetQuakeSpasm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_gameName; // the engine's folder for what it writes, in the user's home
    QString m_log;
    int m_exitCode = -1;
    Model m_model; // the .mdl read back
    int m_otherFrame = 0; // the frame least like frame 0 from the camera
    QMatrix4x4 m_placement;
    quakespasm::Placement m_sent;
    QImage m_first, m_last, m_empty;

    ChaseView view() const { return chaseView({}, 0, 0, kViewHeight, 0, 0, 90, kShotSize); }

    double fitOf(const QImage &shot, const QImage &mask) const
    {
        const QRect all(QPoint(0, 0), kShotSize);
        return overlap(silhouette(shot, m_empty, all), mask, all);
    }

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(kEngine))
            QSKIP("quakespasm is not installed (Debian package quakespasm; ./build.sh test installs it)");
        if (!QFileInfo::exists(kXvfbRun))
            QSKIP("xvfb-run is not installed (Debian package xvfb)");
        QVERIFY(m_dir.isValid());
        if (!qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS")) {
            m_dir.setAutoRemove(false);
            qInfo("game folder kept in %s", qPrintable(m_dir.path()));
        }

        // The sample model exported for QuakeSpasm at the height of Quake's
        // player, and read back.
        TargetExportOptions options;
        options.outputDirectory = m_dir.filePath(QStringLiteral("out"));
        options.name = kName;
        options.singleModel = true;
        options.conversion.height = 56; // Quake's player: 56 units from its feet to the top of its box
        const TargetExportResult exported = exportForTarget(makeSampleModel(),
                                                            *findEngineTarget(QStringLiteral("quakespasm")), options);
        QVERIFY2(exported.ok(), qPrintable(exported.error));
        const QString mdl = QStringLiteral("progs/%1.mdl").arg(kName);
        const QString written = m_dir.filePath(QStringLiteral("out/") + mdl);
        const ReadResult back = readModelFile(written);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->message : QString()));
        m_model = back.model;

        // The model's middle 1.3 heights in front of the eye, facing it.
        const Bounds b = modelBounds(m_model);
        const QVector3D c = b.center();
        const float distance = 1.3f * std::max({b.size().x(), b.size().y(), b.size().z()});
        m_sent.origin = QVector3D(onEighths(distance + c.x()), onEighths(c.y()), onEighths(float(kViewHeight) - c.z()));
        m_sent.yaw = 180;
        m_placement.translate(m_sent.origin);
        m_placement.rotate(m_sent.yaw, 0, 0, 1);
        const QImage first = frameMask(m_model, 0, m_placement, view());
        const QRect all(QPoint(0, 0), kShotSize);
        const Silhouette firstShape = maskShape(first);
        double least = 1;
        for (int f = 1; f < frameCount(m_model); ++f)
            if (const double o = overlap(firstShape, frameMask(m_model, f, m_placement, view()), all); o < least) {
                least = o;
                m_otherFrame = f;
            }
        QVERIFY2(least < kFitted - kMargin,
                 qPrintable(QStringLiteral("no frame of the sample differs enough from its first (%1)").arg(least)));

        // The game folder and its demo; the engine writes to its own
        // folder in the user's home (~/.quakespasm/GAME), one of our own.
        const QString base = m_dir.filePath(QStringLiteral("base"));
        const QString made = quakespasm::writeGameData(base, kEngine);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QFile model(written);
        QVERIFY(model.open(QIODevice::ReadOnly));
        QVERIFY(quakespasm::writeFile(base + QStringLiteral("/id1/") + mdl, model.readAll()));
        const QString settings = QStringLiteral("viewsize 120; fov 90; r_lerpmodels 0; r_lerpmove 0; crosshair 0");
        const QByteArray demo = quakespasm::demo(mdl, m_sent, {{0, settings}, {m_otherFrame, {}}, {-1, {}}});
        QVERIFY(quakespasm::writeFile(base + QStringLiteral("/id1/quarry.dem"), demo));
        m_gameName = QStringLiteral("quarrytest%1").arg(QCoreApplication::applicationPid());

        QProcess game;
        game.setProcessChannelMode(QProcess::MergedChannels);
        game.start(kXvfbRun, {QStringLiteral("-a"),
                              QStringLiteral("-s"),
                              QStringLiteral("-screen 0 640x480x24"),
                              QStringLiteral("timeout"),
                              QStringLiteral("-k"),
                              QStringLiteral("5"),
                              QString::number(kSeconds),
                              kEngine,
                              QStringLiteral("-basedir"),
                              base,
                              QStringLiteral("-game"),
                              m_gameName,
                              QStringLiteral("-nosound"),
                              QStringLiteral("-window"),
                              QStringLiteral("-width"),
                              QString::number(kShotSize.width()),
                              QStringLiteral("-height"),
                              QString::number(kShotSize.height()),
                              QStringLiteral("+developer"),
                              QStringLiteral("1"),
                              QStringLiteral("+playdemo"),
                              QStringLiteral("quarry")});
        QVERIFY2(game.waitForStarted(20000), qPrintable(game.errorString()));
        const bool finished = game.waitForFinished((kSeconds + 30) * 1000);
        if (!finished) {
            game.kill();
            game.waitForFinished(5000);
        }
        m_log = QString::fromLocal8Bit(game.readAll());
        m_exitCode = finished && game.exitStatus() == QProcess::NormalExit ? game.exitCode() : -1;

        // The shots, in the order the console says it wrote them.
        QDir user(QDir::homePath() + QStringLiteral("/.quakespasm/") + m_gameName);
        static const QRegularExpression wrote(QStringLiteral("^Wrote (spasm\\d+\\.png)"),
                                              QRegularExpression::MultilineOption);
        QList<QImage> shots;
        for (auto it = wrote.globalMatch(m_log); it.hasNext();)
            shots << QImage(user.filePath(it.next().captured(1)));
        if (qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS"))
            user.removeRecursively();
        else
            qInfo("the engine's shots kept in %s", qPrintable(user.path()));
        QVERIFY2(finished && m_exitCode != 124,
                 qPrintable(QStringLiteral("the engine did not quit within %1 s; the console:\n%2")
                                .arg(kSeconds)
                                .arg(m_log.right(3000))));
        QVERIFY2(
            shots.size() == 3,
            qPrintable(
                QStringLiteral("%1 shots written, not 3; the console:\n%2").arg(shots.size()).arg(m_log.right(3000))));
        for (const QImage &shot : std::as_const(shots))
            QCOMPARE(shot.size(), kShotSize);
        m_first = shots[0].convertToFormat(QImage::Format_RGB32);
        m_last = shots[1].convertToFormat(QImage::Format_RGB32);
        m_empty = shots[2].convertToFormat(QImage::Format_RGB32);
    }

    // The engine read the model and played the demo through without an
    // error or warning of its own.
    void loadsWithoutComplaint()
    {
        QCOMPARE(m_exitCode, 0);
        QVERIFY2(m_log.contains(QLatin1String("CL_SignonReply: 4")), "the demo never reached the game");
        const QStringList failures = unexpectedFailures(m_log);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Without the model, the shot is the clear colour alone: whatever
    // differs from it in the other shots is the model.
    void emptyShotIsEmpty()
    {
        const QRgb clear = m_empty.pixel(0, 0);
        qsizetype other = 0;
        for (int y = 0; y < m_empty.height(); ++y)
            for (int x = 0; x < m_empty.width(); ++x)
                other += differs(m_empty.pixel(x, y), clear, kFaint) ? 1 : 0;
        QCOMPARE(other, qsizetype(0));
    }

    // Each shot of the model is Quarry's drawing of the frame shown, not of
    // the other frame and not upside down.
    void drawsTheFrames()
    {
        const ChaseView camera = view();
        const QImage first = frameMask(m_model, 0, m_placement, camera);
        const QImage last = frameMask(m_model, m_otherFrame, m_placement, camera);
        const QRect all(QPoint(0, 0), kShotSize);
        const Silhouette firstShape = silhouette(m_first, m_empty, all);
        const Silhouette lastShape = silhouette(m_last, m_empty, all);
        QVERIFY2(firstShape.pixels.size() > 1000,
                 qPrintable(QStringLiteral("%1 pixels of the model drawn").arg(firstShape.pixels.size())));
        const double firstFit = overlap(firstShape, first, all), firstOther = overlap(firstShape, last, all);
        const double lastFit = overlap(lastShape, last, all), lastOther = overlap(lastShape, first, all);
        const double flipped = overlap(firstShape, first.mirrored(false, true), all);
        qInfo("frame 0: fits %.3f (frame %d: %.3f, upside down %.3f); frame %d: fits %.3f (frame 0: %.3f)", firstFit,
              m_otherFrame, firstOther, flipped, m_otherFrame, lastFit, lastOther);
        QVERIFY2(firstFit >= kFitted, qPrintable(QString::number(firstFit)));
        QVERIFY2(lastFit >= kFitted, qPrintable(QString::number(lastFit)));
        QVERIFY2(firstFit > firstOther + kMargin, qPrintable(QString::number(firstOther)));
        QVERIFY2(lastFit > lastOther + kMargin, qPrintable(QString::number(lastOther)));
        QVERIFY2(firstFit > flipped + kMargin, qPrintable(QString::number(flipped)));
    }
};

QTEST_GUILESS_MAIN(TestTargetQuakeSpasm)
#include "tst_target_quakespasm.moc"
