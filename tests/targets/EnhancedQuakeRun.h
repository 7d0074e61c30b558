// A QuakeSpasm fork that draws an "enhanced" model in place of a .mdl
// (Ironwail, vkQuake: tst_target_ironwail, tst_target_vkquake), built beside
// the project and named by an environment variable, run once under xvfb-run
// on the game folder QuakeGame.h makes with no Quake data. The engine's
// target writes progs/sample.mdl and the enhanced model, progs/sample.md5mesh
// and progs/sample.md5anim. The run gives each of the MD5's meshes the skin
// progs/SHADER_00_00.tga in one flat colour the .mdl's skin does not have
// (the sample's materials have colours and no texture files, which the .mdl
// bakes into its skin but the MD5 cannot hold), so that a shot tells which
// of the two was drawn. The demo shows the model with r_enhancedmodels 1 at
// its first frame and at the frame least like it, then the same with
// r_enhancedmodels 0 (which reloads the models as the .mdl alone), then no
// model, a shot of each. Checked: the engine plays the demo to its end and
// quits, its console (developer 1) without an error or warning but the ones
// the generated data causes; the model-less shot is the clear colour only;
// with enhanced models the model is in the flat colour and without them in
// the .mdl's skin colours and not the flat one; and in all four shots of
// the model its silhouette is that of Quarry's drawing of the .mdl read back
// at the frame the demo asks for (QuakeView.h), not of the other frame or of
// it upside down: the MD5's animation frames are the .mdl's.
#pragma once

#include "QuakeGame.h"
#include "QuakeView.h"

#include "io/TgaImage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace quarry::test {

// What differs from one engine to the other.
struct EnhancedEngine
{
    QString target; // the export target, e.g. "ironwail"
    QString binary; // the engine to run
    QString userFolder; // where it writes GAME/...: a folder in the user's home, or empty for the base folder
    QList<QRegularExpression> expected; // console lines with an error or warning it may print here
    QString settings; // console commands before the first shot
    // Whether it checks the registration marker's bytes (QuakeSpasm's table,
    // read from its binary) or only that gfx/pop.lmp is there (vkQuake:
    // common.c COM_CheckRegistered).
    bool markerChecked = true;
};

class EnhancedQuakeRun
{
public:
    static constexpr double kFitted = 0.85, kMargin = 0.1, kColoured = 0.7;
    static inline const QSize kShotSize{640, 480};
    static inline const QString kName = QStringLiteral("sample");
    // The enhanced model's skin: a colour no texel of the sample's skin is near.
    static inline const QColor kFlat{255, 0, 255};
    static constexpr int kSeconds = 90; // Mesa's software renderers start slowly

    // Exports, writes the game folder, runs the engine and takes its five
    // shots (QTest's macros fail the caller's test on a problem).
    void start(const EnhancedEngine &engine)
    {
        m_engine = engine;
        const QString xvfbRun = QStringLiteral("/usr/bin/xvfb-run");
        if (!QFileInfo(engine.binary).isExecutable())
            QFAIL(qPrintable(QStringLiteral("%1 is not an executable").arg(engine.binary)));
        if (!QFileInfo::exists(xvfbRun))
            QFAIL("xvfb-run is not installed (Debian package xvfb)");
        QVERIFY(m_dir.isValid());
        const bool keep = !qEnvironmentVariableIsEmpty("QUARRY_GAME_SHOTS");
        m_dir.setAutoRemove(!keep);
        if (keep)
            qInfo("game folder kept in %s", qPrintable(m_dir.path()));

        const QString out = m_dir.filePath(QStringLiteral("out"));
        const QString read = m_shown.exportSample(engine.target, kName, out);
        QVERIFY2(read.isEmpty(), qPrintable(read));
        const auto [other, least] = m_shown.leastLikeFirst(quakeView(kShotSize));
        m_otherFrame = other;
        QVERIFY2(least < kFitted - kMargin, qPrintable(QString::number(least)));

        const QString base = m_dir.filePath(QStringLiteral("base"));
        quakegame::GameData fork;
        fork.fork = true;
        const QString made = quakegame::writeGameData(base, engine.markerChecked ? engine.binary : QString(), fork);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        if (!engine.markerChecked)
            QVERIFY(quakegame::writeFile(base + QStringLiteral("/id1/gfx/pop.lmp"), QByteArray(256, '\0')));
        const QDir progs(out + QStringLiteral("/progs"));
        const QStringList written = progs.entryList(QDir::Files);
        for (const QString &file :
             {QStringLiteral("%1.mdl"), QStringLiteral("%1.md5mesh"), QStringLiteral("%1.md5anim")})
            QVERIFY2(written.contains(file.arg(kName)), qPrintable(written.join(QLatin1Char(' '))));
        for (const QString &file : written) {
            QFile in(progs.filePath(file));
            QVERIFY(in.open(QIODevice::ReadOnly));
            QVERIFY(quakegame::writeFile(base + QStringLiteral("/id1/progs/") + file, in.readAll()));
        }
        // Each mesh's skin (progs/SHADER_00_00) in the flat colour, in place
        // of the one written, if any: only the enhanced model has it.
        QFile mesh(progs.filePath(kName + QStringLiteral(".md5mesh")));
        QVERIFY(mesh.open(QIODevice::ReadOnly));
        static const QRegularExpression shader(QStringLiteral("^\\s*shader \"([^\"]+)\""),
                                               QRegularExpression::MultilineOption);
        QImage flat(64, 64, QImage::Format_RGB32);
        flat.fill(kFlat);
        int skins = 0;
        for (auto it = shader.globalMatch(QString::fromLatin1(mesh.readAll())); it.hasNext(); ++skins)
            QVERIFY(quakegame::writeFile(
                base + QStringLiteral("/id1/progs/%1_00_00.tga").arg(QFileInfo(it.next().captured(1)).fileName()),
                encodeBottomUpTga(flat)));
        QVERIFY2(skins > 0, "the md5mesh names no shader");

        const QString mdl = QStringLiteral("progs/%1.mdl").arg(kName);
        const QString settings =
            QStringLiteral("viewsize 120; fov 90; r_lerpmodels 0; r_lerpmove 0; crosshair 0; r_enhancedmodels 1")
            + engine.settings;
        const QString shotCommand = QStringLiteral("screenshot png");
        const quakegame::Placement at = m_shown.sent;
        const QByteArray demo = quakegame::demo({mdl},
                                                {{1, 0, at, settings, shotCommand},
                                                 {1, m_otherFrame, at, {}, shotCommand},
                                                 {1, 0, at, QStringLiteral("r_enhancedmodels 0"), shotCommand},
                                                 {1, m_otherFrame, at, {}, shotCommand},
                                                 {0, 0, {}, {}, shotCommand}},
                                                QStringLiteral("toggleconsole; quit"));
        QVERIFY(quakegame::writeFile(base + QStringLiteral("/id1/quarry.dem"), demo));
        // The engine writes to a folder of its own, GAME, which must also be
        // in the base folder (common.c COM_InitFilesystem: "No such game
        // directory").
        const QString game = QStringLiteral("quarrytest%1").arg(QCoreApplication::applicationPid());
        QVERIFY(QDir().mkpath(base + QLatin1Char('/') + game));

        const quakegame::EngineRun run = quakegame::runEngine(
            xvfbRun, engine.binary,
            {QStringLiteral("-basedir"), base, QStringLiteral("-game"), game, QStringLiteral("-nosound"),
             QStringLiteral("-window"), QStringLiteral("-width"), QString::number(kShotSize.width()),
             QStringLiteral("-height"), QString::number(kShotSize.height()), QStringLiteral("+developer"),
             QStringLiteral("1"), QStringLiteral("+playdemo"), QStringLiteral("quarry")},
            kSeconds);
        m_log = run.log;
        m_exitCode = run.exitCode;
        if (keep)
            QVERIFY(quakegame::writeFile(m_dir.filePath(QStringLiteral("console.log")), m_log.toUtf8()));
        m_shots = quakegame::takeShots(
            m_log, (engine.userFolder.isEmpty() ? base : engine.userFolder) + QLatin1Char('/') + game, keep);
        QVERIFY2(run.finished && m_exitCode != 124,
                 qPrintable(QStringLiteral("the engine did not quit within %1 s; the console:\n%2")
                                .arg(kSeconds)
                                .arg(m_log.right(3000))));
        QVERIFY2(m_shots.size() == 5, qPrintable(QStringLiteral("%1 shots written, not 5; the console:\n%2")
                                                     .arg(m_shots.size())
                                                     .arg(m_log.right(3000))));
        for (QImage &s : m_shots) {
            QCOMPARE(s.size(), kShotSize);
            s = s.convertToFormat(QImage::Format_RGB32);
        }
    }

    void loadsWithoutComplaint() const
    {
        QCOMPARE(m_exitCode, 0);
        QVERIFY2(m_log.contains(QLatin1String("CL_SignonReply: 4")), "the demo never reached the game");
        const QStringList failures = unexpectedFailures(m_log, m_engine.expected);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void emptyShotIsEmpty() const { QCOMPARE(strayPixels(empty()), qsizetype(0)); }

    // With enhanced models the flat colour of the MD5's skin is drawn;
    // without them the .mdl's skin, and not the flat colour.
    void drawsTheEnhancedModel() const
    {
        const ChaseView camera = quakeView(kShotSize);
        const QRect all(QPoint(0, 0), kShotSize);
        QImage flat(kShotSize, QImage::Format_RGB32);
        flat.fill(kFlat);
        for (int i = 0; i < 4; ++i) {
            const int frame = i % 2 == 0 ? 0 : m_otherFrame;
            const Silhouette shape = silhouette(m_shots[i], empty(), all);
            const double asFlat = colourAgreement(m_shots[i], shape, flat);
            const double asSkin = colourAgreement(
                m_shots[i], shape, frameColours(m_shown.model, m_shown.skin, frame, m_shown.placement, camera));
            qInfo("%s, frame %d: the flat colour in %.3f of the pixels, the .mdl's skin in %.3f",
                  i < 2 ? "enhanced" : ".mdl", frame, asFlat, asSkin);
            if (i < 2) {
                QVERIFY2(asFlat >= kColoured, qPrintable(QString::number(asFlat)));
            } else {
                QVERIFY2(asSkin >= kColoured, qPrintable(QString::number(asSkin)));
                QVERIFY2(asFlat < 1 - kColoured, qPrintable(QString::number(asFlat)));
            }
        }
    }

    void drawsTheFrames() const
    {
        const ChaseView camera = quakeView(kShotSize);
        for (int i = 0; i < 4; i += 2) {
            const FrameFits fits = frameFits(m_shown, m_otherFrame, camera, m_shots[i], m_shots[i + 1], empty());
            qInfo("%s: %s", i == 0 ? "enhanced" : ".mdl", qPrintable(fits.describe(m_otherFrame)));
            QVERIFY2(fits.pass(kFitted, kMargin), qPrintable(fits.describe(m_otherFrame)));
        }
    }

private:
    const QImage &empty() const { return m_shots[4]; }

    EnhancedEngine m_engine;
    QTemporaryDir m_dir;
    QString m_log;
    int m_exitCode = -1;
    ShownModel m_shown; // the .mdl read back
    int m_otherFrame = 0;
    QList<QImage> m_shots; // MD5 first, MD5 other, .mdl first, .mdl other, none
};

} // namespace quarry::test
