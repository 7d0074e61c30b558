// The quakespasm target's model in the real engine: Debian's quakespasm,
// run once under xvfb-run on a game folder made by the test with no Quake
// data (QuakeGame.h: a font-less gfx.wad, the palette, an empty level and
// a demo), loads progs/sample.mdl that `--target quakespasm` writes from
// the sample model and draws it. The demo shows the model at its first
// frame, at the frame least like it, and not at all, with a screenshot of
// each. Checked: the engine plays the demo to its end and quits; its
// console (with developer 1, which shows the loader's warnings) has no
// error or warning but the ones the generated data causes (status bar
// pictures missing from gfx.wad, no translation file, a level without
// textures); the model-less shot is the clear colour only (nothing else
// drawn, no stand-in); the model shows its skin's colours where Quarry's
// drawing has them (not mirrored); and in each of the two shots of the model its
// silhouette is that of Quarry's drawing of the .mdl read back (its frame
// posed, from the engine's camera: QuakeView.h), and not of its other
// frame or of it upside down. Skipped where quakespasm or xvfb-run is not
// installed.
#include "QuakeGame.h"
#include "QuakeView.h"

#include "io/Formats.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

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

// How much of the game's silhouette and Quarry's drawing must overlap, and
// by how much more than a wrong drawing's.
constexpr double kFitted = 0.85, kMargin = 0.1;
// How many of the model's pixels must have the hue of its skin there.
constexpr double kColoured = 0.7;

// The console lines with an error or warning (kFailing) that the
// generated data causes, and what causes them: gfx.wad has
// only the font (wad.c reports each status bar picture it lacks); there is
// no localization/loc_english.txt; the level has no textures; the virtual
// display has no vertical sync.
const QList<QRegularExpression> kExpected{
    QRegularExpression(QStringLiteral("^W_GetLumpinfo: \\w+ not found$")),
    QRegularExpression(QStringLiteral("^Couldn't load 'localization/loc_english.txt'$")),
    QRegularExpression(QStringLiteral("^Mod_LoadTextures: no textures in bsp file$")),
    QRegularExpression(QStringLiteral("Warning: vertical sync not supported")),
};

} // namespace

class TestTargetQuakeSpasm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_gameName; // the engine's folder for what it writes, in the user's home
    QString m_log;
    int m_exitCode = -1;
    ShownModel m_shown; // the .mdl read back
    int m_otherFrame = 0; // the frame least like frame 0 from the camera
    QImage m_first, m_other, m_empty;

private slots:
    void initTestCase()
    {
        if (const QString missing = quakegame::engineMissing(kEngine, QStringLiteral("quakespasm"), kXvfbRun, m_dir);
            !missing.isEmpty())
            QFAIL(qPrintable(missing));

        // The sample model exported for QuakeSpasm and read back.
        const QString read = m_shown.exportSample(QStringLiteral("quakespasm"), kName,
                                                  m_dir.filePath(QStringLiteral("out")));
        QVERIFY2(read.isEmpty(), qPrintable(read));
        const QString mdl = QStringLiteral("progs/%1.mdl").arg(kName);
        const QString written = m_dir.filePath(QStringLiteral("out/") + mdl);
        const auto [other, least] = m_shown.leastLikeFirst(quakeView(kShotSize));
        m_otherFrame = other;
        QVERIFY2(least < kFitted - kMargin,
                 qPrintable(QStringLiteral("no frame of the sample differs enough from its first (%1)").arg(least)));

        // The game folder and its demo; the engine writes to its own
        // folder in the user's home (~/.quakespasm/GAME), one of our own.
        const QString base = m_dir.filePath(QStringLiteral("base"));
        const QString made = quakegame::writeGameData(base, kEngine);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QFile model(written);
        QVERIFY(model.open(QIODevice::ReadOnly));
        QVERIFY(quakegame::writeFile(base + QStringLiteral("/id1/") + mdl, model.readAll()));
        const QString settings = QStringLiteral("viewsize 120; fov 90; r_lerpmodels 0; r_lerpmove 0; crosshair 0");
        const QString shot = QStringLiteral("screenshot png");
        const QByteArray demo = quakegame::demo(
            {mdl},
            {{1, 0, m_shown.sent, settings, shot}, {1, m_otherFrame, m_shown.sent, {}, shot}, {0, 0, {}, {}, shot}});
        QVERIFY(quakegame::writeFile(base + QStringLiteral("/id1/quarry.dem"), demo));
        m_gameName = QStringLiteral("quarrytest%1").arg(QCoreApplication::applicationPid());

        const quakegame::QuakeSpasmRun run = quakegame::runQuakeSpasm(kXvfbRun, kEngine, base, m_gameName, kShotSize, 3,
                                                                      kSeconds);
        m_log = run.run.log;
        m_exitCode = run.run.exitCode;
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        const QList<QImage> &shots = run.shots;
        m_first = shots[0];
        m_other = shots[1];
        m_empty = shots[2];
    }

    // The engine read the model and played the demo through without an
    // error or warning of its own.
    void loadsWithoutComplaint()
    {
        QCOMPARE(m_exitCode, 0);
        QVERIFY2(m_log.contains(QLatin1String("CL_SignonReply: 4")), "the demo never reached the game");
        const QStringList failures = unexpectedFailures(m_log, kExpected);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Without the model, the shot is the clear colour alone: whatever
    // differs from it in the other shots is the model.
    void emptyShotIsEmpty() { QCOMPARE(strayPixels(m_empty), qsizetype(0)); }

    // Each shot of the model is Quarry's drawing of the frame shown, not of
    // the other frame and not upside down.
    // The model is drawn in its skin's colours, where they are on it.
    void drawsTheSkin()
    {
        const ChaseView camera = quakeView(kShotSize);
        const Silhouette shape = silhouette(m_first, m_empty, QRect(QPoint(0, 0), kShotSize));
        const double right = colourAgreement(m_first, shape,
                                             frameColours(m_shown.model, m_shown.skin, 0, m_shown.placement, camera));
        const double mirrored = colourAgreement(
            m_first, shape, frameColours(m_shown.model, m_shown.skin, 0, m_shown.placement, camera, true));
        qInfo("colours agree in %.3f of the pixels (the skin mirrored: %.3f)", right, mirrored);
        QVERIFY2(right >= kColoured, qPrintable(QString::number(right)));
        QVERIFY2(right > mirrored + kMargin, qPrintable(QString::number(mirrored)));
    }

    void drawsTheFrames()
    {
        const FrameFits fits = frameFits(m_shown, m_otherFrame, quakeView(kShotSize), m_first, m_other, m_empty);
        qInfo("%s", qPrintable(fits.describe(m_otherFrame)));
        QVERIFY2(fits.pass(kFitted, kMargin), qPrintable(fits.describe(m_otherFrame)));
    }
};

QTEST_GUILESS_MAIN(TestTargetQuakeSpasm)
#include "tst_target_quakespasm.moc"
