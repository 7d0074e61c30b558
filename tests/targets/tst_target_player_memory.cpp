// A Quake III player's parts against the game's memory in the check
// (quarry check --target ioquake3, the Export dialog's findings): the
// finding says what the export will do, the same rate and the same line,
// since both come from one plan (io/md3/Md3PlayerFrames
// planQuake3PlayerFrames); with the rate given it cannot be fixed and
// names the rate that fits.
#include "CliRunner.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/md3/Md3PlayerFrames.h"
#include "io/targets/TargetExport.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kDokuro = QStringLiteral(QUARRY_CORPUS_DIR "/cal3d/DokuroChan.cfg");

const EngineTarget &ioquake3()
{
    return *findEngineTarget(QStringLiteral("ioquake3"));
}

QList<TargetFinding> memoryFindings(const Model &model, const QString &format, double fps = 0)
{
    TargetExportOptions options;
    options.playerFormat = format;
    options.conversion.fps = fps;
    return checkPlayerMemory(model, targetForExport(ioquake3(), options), options);
}

// The export's line saying how it fitted the frames, or empty.
QString exportedFit(const Model &model, const QString &format, const QString &dir)
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("hero");
    options.sourcePath = dir + QStringLiteral("/hero.iqe");
    options.playerFormat = format;
    const TargetExportResult result = exportForTarget(model, ioquake3(), options);
    if (!result.ok())
        return QStringLiteral("error: ") + result.error;
    const QStringList fits = result.fixes.filter(QStringLiteral("frames fitted to ioquake3's memory"));
    return fits.value(0);
}

// The rate in "animations at N frames a second" or "--fps N".
int rateIn(const QString &text, const QString &pattern)
{
    const QRegularExpressionMatch m = QRegularExpression(pattern).match(text);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

// The figure walking for `seconds` at 30 frames a second.
Model longWalk(double seconds)
{
    Model model = biped();
    Animation walk;
    walk.name = QStringLiteral("walk");
    walk.fps = 30;
    walk.duration = seconds;
    JointTrack t;
    t.joint = 1;
    t.translations = {Vec3Key{0, {0, 0, 28}}, Vec3Key{float(seconds), {0, 0, 30}}};
    walk.tracks << t;
    model.animations << walk;
    return model;
}

} // namespace

class TestTargetPlayerMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A small player fits: no finding, at its own rate or at a given one.
    void smallPlayerFits()
    {
        const Model model = longWalk(4);
        QVERIFY(memoryFindings(model, QStringLiteral("md3")).isEmpty());
        QVERIFY(memoryFindings(model, QStringLiteral("iqm")).isEmpty());
        QVERIFY(memoryFindings(model, QStringLiteral("iqm"), 60).isEmpty());
        // Not a player target, or its one-model form: none.
        TargetExportOptions single;
        single.singleModel = true;
        QVERIFY(checkPlayerMemory(longWalk(2000), ioquake3(), single).isEmpty());
        QVERIFY(checkPlayerMemory(longWalk(2000), *findEngineTarget(QStringLiteral("xonotic")), {}).isEmpty());
    }

    // A 1,000 s clip as IQM parts: past half the hunk at 30 frames a
    // second. The check's remedy is the export's own fix line, word for
    // word; at --fps 30 it cannot be fixed and names that rate.
    void longClipAsIqm()
    {
        const Model model = longWalk(1000);
        const QList<TargetFinding> own = memoryFindings(model, QStringLiteral("iqm"));
        QCOMPARE(own.size(), 1);
        const TargetFinding &f = own[0];
        QCOMPARE(f.kind, TargetFinding::Kind::PlayerMemory);
        QCOMPARE(targetFindingKindName(f.kind), QStringLiteral("playerMemory"));
        QVERIFY(f.fixable);
        QCOMPARE(f.allowed, kQuake3PlayerHunkBudget);
        QVERIFY2(f.actual > kQuake3PlayerHunkBudget, qPrintable(QString::number(f.actual)));
        QTemporaryDir dir;
        const QString fit = exportedFit(model, QStringLiteral("iqm"), dir.path());
        QVERIFY2(fit.startsWith(QLatin1String("frames fitted")), qPrintable(fit));
        QCOMPARE(f.remedy, fit);
        QVERIFY2(f.message.contains(fit), qPrintable(f.message));
        const int rate = rateIn(fit, QStringLiteral("animations at (\\d+) frames a second"));
        QVERIFY(rate > 0 && rate < 30);

        const QList<TargetFinding> given = memoryFindings(model, QStringLiteral("iqm"), 30);
        QCOMPARE(given.size(), 1);
        QVERIFY(!given[0].fixable);
        QVERIFY(hasUnfixable(given));
        QCOMPARE(rateIn(given[0].remedy, QStringLiteral("--fps (\\d+) \\(or lower\\) fits")), rate);
        // At the rate named, nothing to say.
        QVERIFY(memoryFindings(model, QStringLiteral("iqm"), rate).isEmpty());
        QCOMPARE(memoryFindings(model, QStringLiteral("iqm"), rate + 1).size(), 1);
    }

    // The sample avatar: its 162 s capture at 30 frames a second takes more
    // than the game can spare as MD3 or IQM parts. The check says which rate
    // the export picks (and the export picks it), and at --fps 30 names the
    // same rate for the IQM parts.
    void dokuroChan()
    {
        if (!QFileInfo::exists(kDokuro))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(kDokuro);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        for (const QString &format : {QStringLiteral("md3"), QStringLiteral("iqm")}) {
            QElapsedTimer clock;
            clock.start();
            const QList<TargetFinding> own = memoryFindings(read.model, format);
            qInfo("%s: the check took %lld ms", qPrintable(format), clock.elapsed());
            QCOMPARE(own.size(), 1);
            qInfo("%s", qPrintable(own[0].message));
            QVERIFY(own[0].fixable);
            QTemporaryDir dir;
            const QString fit = exportedFit(read.model, format, dir.path());
            QCOMPARE(own[0].remedy, fit);
            if (format == QLatin1String("iqm")) {
                const int rate = rateIn(fit, QStringLiteral("animations at (\\d+) frames a second"));
                QVERIFY(rate > 0 && rate < 30);
                const QList<TargetFinding> given = memoryFindings(read.model, format, 30);
                QCOMPARE(given.size(), 1);
                qInfo("%s", qPrintable(given[0].message));
                QVERIFY(!given[0].fixable);
                QCOMPARE(rateIn(given[0].remedy, QStringLiteral("--fps (\\d+) \\(or lower\\) fits")), rate);
            }
        }
    }

    // quarry check prints it, in JSON too (the sample's clips in no slot
    // are another finding's error), and as an error where the rate is given.
    void checkCommand()
    {
        if (!QFileInfo::exists(kDokuro))
            QSKIP("the corpus (../shared/corpus) is not there");
        const CliRun fitted = runQuarry({QStringLiteral("check"), kDokuro, QStringLiteral("--target"),
                                         QStringLiteral("ioquake3"), QStringLiteral("--player-format"),
                                         QStringLiteral("iqm"), QStringLiteral("--json")},
                                        CliOptions().withoutDisplay());
        const QJsonArray findings =
            QJsonDocument::fromJson(fitted.out.toUtf8()).object().value(QStringLiteral("findings")).toArray();
        QJsonObject memory;
        for (const QJsonValue &f : findings)
            if (f.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("playerMemory"))
                memory = f.toObject();
        QVERIFY2(!memory.isEmpty(), qPrintable(fitted.out + fitted.err));
        QVERIFY(memory.value(QStringLiteral("fixable")).toBool());
        QVERIFY2(memory.value(QStringLiteral("remedy")).toString().startsWith(QLatin1String("frames fitted")),
                 qPrintable(memory.value(QStringLiteral("remedy")).toString()));
        const CliRun given = runQuarry({QStringLiteral("check"), kDokuro, QStringLiteral("--target"),
                                        QStringLiteral("ioquake3"), QStringLiteral("--player-format"),
                                        QStringLiteral("iqm"), QStringLiteral("--fps"), QStringLiteral("30")},
                                       CliOptions().withoutDisplay());
        QCOMPARE(given.exitCode, 1);
        QVERIFY2(given.out.contains(QLatin1String("error: Player memory (estimated): at --fps 30")),
                 qPrintable(given.out));
        const CliRun wrong = runQuarry({QStringLiteral("check"), kDokuro, QStringLiteral("--target"),
                                        QStringLiteral("ioquake3"), QStringLiteral("--player-format"),
                                        QStringLiteral("mdl")},
                                       CliOptions().withoutDisplay());
        QCOMPARE(wrong.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerMemory)
#include "tst_target_player_memory.moc"
