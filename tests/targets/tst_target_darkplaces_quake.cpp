// The Quake targets' MDL and the Quake II targets' MD2 in the DarkPlaces
// client (Debian's darkplaces), which loads both: run once under xvfb-run
// on the game folder tst_target_quakespasm makes (QuakeGame.h: no Quake
// data; DarkPlaces brings its own palette and font), with a temporary
// user folder. The sample model is exported with `--target quakespasm`
// (progs/sample.mdl) and with `--target yquake2` as a plain model
// (models/sample/tris.md2 with its PCX skin); the demo shows the MDL at
// its first frame and at the frame least like it, the MD2 the same, and
// no model, with a screenshot of each. Checked: the client plays the demo
// to its end and quits; its console (developer 1) has no error naming an
// exported file and no fatal error; the model-less shot is one
// colour; each model shows its skin's colours where Quarry's drawing has
// them; and each shot of a model has the silhouette of Quarry's drawing
// of that file read back at that frame (QuakeView.h), not of its other
// frame or of it upside down. Skipped where darkplaces or xvfb-run is not
// installed.
#include "QuakeGame.h"
#include "QuakeView.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"
#include "model/ops/SampleModel.h"

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
const QString kXvfbRun = QStringLiteral("/usr/bin/xvfb-run");
const QSize kShotSize(640, 480);
// How long the client may run (coreutils' timeout ends it, where
// xvfb-run would leave it running).
constexpr int kSeconds = 90;

// How much of the game's silhouette and Quarry's drawing must overlap, and
// by how much more than a wrong drawing's.
constexpr double kFitted = 0.85, kMargin = 0.1;
// How many of the model's pixels must have the hue of its skin there.
constexpr double kColoured = 0.7;

// The console lines that say the client failed on one of the exported
// files (kFailing on a line naming it), or failed outright. The client
// reports each of its own pictures and fonts that the made-up folder
// lacks, which come and go with the timing, so lines not naming an
// exported file are not looked at otherwise.
QStringList failures(const QString &log)
{
    static const QRegularExpression exported(QStringLiteral("sample\\.mdl|models/sample/"));
    static const QRegularExpression fatal(QStringLiteral("Host_Error|Quake Error|Sys_Error"));
    QStringList lines;
    for (const QString &raw : log.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if ((exported.match(line).hasMatch() && kFailing.match(line).hasMatch()) || fatal.match(line).hasMatch())
            lines << line;
    }
    return lines;
}

// A model exported for a target, copied into the game folder.
struct Exported
{
    QString path; // in the game, as the demo precaches it
    ShownModel shown;
    int otherFrame = 0;
    QImage first, other; // the client's shots
};

} // namespace

class TestTargetDarkplacesQuake : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_log;
    int m_exitCode = -1;
    Exported m_mdl, m_md2;
    QImage m_empty;

    // Exports the sample model for `target` into the game folder `id1`;
    // `model` is the file the game loads, relative to it.
    void exportInto(const QString &target, bool singleModel, const QString &id1, const QString &model, Exported *out)
    {
        TargetExportOptions options;
        options.outputDirectory = m_dir.filePath(target);
        options.name = QStringLiteral("sample");
        options.singleModel = singleModel;
        options.conversion.height = 56; // Quake's player: 56 units from its feet to the top of its box
        const TargetExportResult exported = exportForTarget(makeSampleModel(), *findEngineTarget(target), options);
        QVERIFY2(exported.ok(), qPrintable(exported.error));
        for (const QString &file : exported.files) {
            QFile in(QDir(options.outputDirectory).filePath(file));
            QVERIFY(in.open(QIODevice::ReadOnly));
            QVERIFY(quakegame::writeFile(QDir(id1).filePath(file), in.readAll()));
        }
        out->path = model;
        const QString read = out->shown.read(QDir(id1).filePath(model));
        QVERIFY2(read.isEmpty(), qPrintable(read));
        const auto [other, least] = out->shown.leastLikeFirst(quakeView(kShotSize));
        out->otherFrame = other;
        QVERIFY2(least < kFitted - kMargin,
                 qPrintable(QStringLiteral("no frame of %1 differs enough from its first (%2)").arg(model).arg(least)));
    }

    void checkFrames(const Exported &e)
    {
        const ChaseView camera = quakeView(kShotSize);
        const QImage first = frameMask(e.shown.model, 0, e.shown.placement, camera);
        const QImage other = frameMask(e.shown.model, e.otherFrame, e.shown.placement, camera);
        const QRect all(QPoint(0, 0), kShotSize);
        const Silhouette firstShape = silhouette(e.first, m_empty, all);
        const Silhouette otherShape = silhouette(e.other, m_empty, all);
        QVERIFY2(firstShape.pixels.size() > 1000,
                 qPrintable(QStringLiteral("%1 pixels of the model drawn").arg(firstShape.pixels.size())));
        const double firstFit = overlap(firstShape, first, all), firstOther = overlap(firstShape, other, all);
        const double otherFit = overlap(otherShape, other, all), otherFirst = overlap(otherShape, first, all);
        const double flipped = overlap(firstShape, first.mirrored(false, true), all);
        const double right = colourAgreement(e.first, firstShape,
                                             frameColours(e.shown.model, e.shown.skin, 0, e.shown.placement, camera));
        const double mirrored = colourAgreement(
            e.first, firstShape, frameColours(e.shown.model, e.shown.skin, 0, e.shown.placement, camera, true));
        qInfo("%s colours agree in %.3f of the pixels (the skin mirrored: %.3f)", qPrintable(e.path), right, mirrored);
        QVERIFY2(right >= kColoured, qPrintable(QString::number(right)));
        QVERIFY2(right > mirrored + kMargin, qPrintable(QString::number(mirrored)));
        qInfo("%s frame 0: fits %.3f (frame %d: %.3f, upside down %.3f); frame %d: fits %.3f (frame 0: %.3f)",
              qPrintable(e.path), firstFit, e.otherFrame, firstOther, flipped, e.otherFrame, otherFit, otherFirst);
        QVERIFY2(firstFit >= kFitted, qPrintable(QString::number(firstFit)));
        QVERIFY2(otherFit >= kFitted, qPrintable(QString::number(otherFit)));
        QVERIFY2(firstFit > firstOther + kMargin, qPrintable(QString::number(firstOther)));
        QVERIFY2(otherFit > otherFirst + kMargin, qPrintable(QString::number(otherFirst)));
        QVERIFY2(firstFit > flipped + kMargin, qPrintable(QString::number(flipped)));
    }

private slots:
    void initTestCase()
    {
        if (const QString missing = quakegame::engineMissing(kGame, QStringLiteral("darkplaces"), kXvfbRun, m_dir);
            !missing.isEmpty())
            QFAIL(qPrintable(missing));
        const QString base = m_dir.filePath(QStringLiteral("base"));
        const QString id1 = base + QStringLiteral("/id1");
        const QString made = quakegame::writeGameData(base, {});
        QVERIFY2(made.isEmpty(), qPrintable(made));
        exportInto(QStringLiteral("quakespasm"), true, id1, QStringLiteral("progs/sample.mdl"), &m_mdl);
        exportInto(QStringLiteral("yquake2"), true, id1, QStringLiteral("models/sample/tris.md2"), &m_md2);

        const QString settings = QStringLiteral("viewsize 120; fov 90; crosshair 0; showfps 0; r_fullbright 1");
        const auto shot = [](const QString &name) { return QStringLiteral("screenshot quarry_%1.png").arg(name); };
        const QByteArray demo = quakegame::demo(
            {m_mdl.path, m_md2.path}, {{1, 0, m_mdl.shown.sent, settings, shot(QStringLiteral("mdl0"))},
                                       {1, m_mdl.otherFrame, m_mdl.shown.sent, {}, shot(QStringLiteral("mdl1"))},
                                       {2, 0, m_md2.shown.sent, {}, shot(QStringLiteral("md20"))},
                                       {2, m_md2.otherFrame, m_md2.shown.sent, {}, shot(QStringLiteral("md21"))},
                                       {0, 0, {}, {}, shot(QStringLiteral("empty"))}});
        QVERIFY(quakegame::writeFile(id1 + QStringLiteral("/quarry.dem"), demo));

        const QString user = m_dir.filePath(QStringLiteral("user"));
        const quakegame::EngineRun run = quakegame::runEngine(
            kXvfbRun, kGame,
            {QStringLiteral("-basedir"), base, QStringLiteral("-userdir"), user, QStringLiteral("-nosound"),
             QStringLiteral("+vid_fullscreen"), QStringLiteral("0"), QStringLiteral("+vid_width"),
             QString::number(kShotSize.width()), QStringLiteral("+vid_height"), QString::number(kShotSize.height()),
             QStringLiteral("+developer"), QStringLiteral("1"), QStringLiteral("+playdemo"), QStringLiteral("quarry")},
            kSeconds);
        m_log = run.log;
        m_exitCode = run.exitCode;
        QVERIFY2(run.finished && m_exitCode != 124,
                 qPrintable(QStringLiteral("the client did not quit within %1 s; the console:\n%2")
                                .arg(kSeconds)
                                .arg(m_log.right(3000))));
        const QList<std::pair<QImage *, QString>> shots{{&m_mdl.first, QStringLiteral("mdl0")},
                                                        {&m_mdl.other, QStringLiteral("mdl1")},
                                                        {&m_md2.first, QStringLiteral("md20")},
                                                        {&m_md2.other, QStringLiteral("md21")},
                                                        {&m_empty, QStringLiteral("empty")}};
        for (const auto &[image, name] : shots) {
            const QString path = user + QStringLiteral("/id1/quarry_%1.png").arg(name);
            *image = QImage(path).convertToFormat(QImage::Format_RGB32);
            QVERIFY2(image->size() == kShotSize,
                     qPrintable(QStringLiteral("no shot %1; the console:\n%2").arg(path, m_log.right(3000))));
        }
    }

    void loadsWithoutComplaint()
    {
        QCOMPARE(m_exitCode, 0);
        QVERIFY2(m_log.contains(QLatin1String("CL_SignonReply: 4")), "the demo never reached the game");
        const QStringList failed = failures(m_log);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char('\n'))));
    }

    void emptyShotIsEmpty()
    {
        const QRgb clear = m_empty.pixel(0, 0);
        qsizetype other = 0;
        for (int y = 0; y < m_empty.height(); ++y)
            for (int x = 0; x < m_empty.width(); ++x)
                other += differs(m_empty.pixel(x, y), clear, kFaint) ? 1 : 0;
        QCOMPARE(other, qsizetype(0));
    }

    void drawsTheMdl() { checkFrames(m_mdl); }
    void drawsTheMd2() { checkFrames(m_md2); }
};

QTEST_GUILESS_MAIN(TestTargetDarkplacesQuake)
#include "tst_target_darkplaces_quake.moc"
