// A Quake III player's fixed-length slots: cgame's first-person weapon is
// synced to TORSO_ATTACK and TORSO_ATTACK2 (6 frames), TORSO_DROP (5) and
// TORSO_RAISE (4), so the export resamples the clips that play them to
// those lengths, at the rates OpenArena's own players play them (15, 15,
// 20, 20), unless --keep-slot-lengths. animation.cfg is read here as
// cgame's CG_ParseAnimationFile reads it (tokens split at every byte at
// or below a space, // comments skipped, the LEGS_ entries moved back by
// LEGS_WALKCR's first frame minus TORSO_GESTURE's), and every slot's
// frames must lie within the part that plays them.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/TargetExport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

struct SlotFrames
{
    int first = 0;
    int count = 0;
    int loop = 0;
    double fps = 0;
};

// COM_Parse's tokens: whitespace is every byte at or below ' '; // and
// /* */ comments are skipped.
QList<QByteArray> tokens(const QByteArray &text)
{
    QList<QByteArray> list;
    qsizetype i = 0;
    while (i < text.size()) {
        if (uchar(text[i]) <= ' ') {
            ++i;
        } else if (text.mid(i, 2) == "//") {
            while (i < text.size() && text[i] != '\n')
                ++i;
        } else if (text.mid(i, 2) == "/*") {
            const qsizetype end = text.indexOf("*/", i + 2);
            i = end < 0 ? text.size() : end + 2;
        } else {
            const qsizetype start = i;
            while (i < text.size() && uchar(text[i]) > ' ')
                ++i;
            list << text.mid(start, i - start);
        }
    }
    return list;
}

// The 25 animations as CG_ParseAnimationFile makes them; empty where it
// would fail ("Error parsing animation file").
QList<SlotFrames> parseAnimationConfig(const QByteArray &text)
{
    const QList<QByteArray> words = tokens(text);
    qsizetype i = 0;
    // The keywords before the numbers, with their arguments.
    while (i < words.size() && !(words[i][0] >= '0' && words[i][0] <= '9')) {
        const QByteArray &word = words[i];
        i += word == "footsteps" || word == "sex" ? 2 : word == "headoffset" ? 4 : 1;
    }
    QList<SlotFrames> slotFrames;
    int skip = 0;
    for (int s = 0; s < 25; ++s, i += 4) {
        if (i + 3 >= words.size())
            return {};
        SlotFrames f;
        f.first = words[i].toInt();
        if (s == 13) // LEGS_WALKCR
            skip = f.first - slotFrames[6].first; // TORSO_GESTURE
        if (s >= 13)
            f.first -= skip;
        f.count = std::abs(words[i + 1].toInt());
        f.loop = words[i + 2].toInt();
        f.fps = words[i + 3].toDouble();
        slotFrames << f;
    }
    return slotFrames;
}

// Every frame of an MD3 as one animation, as the game numbers them.
int md3Frames(const QString &path)
{
    ReadOptions allFrames;
    allFrames.options.insert(QStringLiteral("md3.sidecar"), false);
    const ReadResult read = readModelFile(path, allFrames);
    return read.ok() && !read.model.animations.isEmpty() ? read.model.animations[0].frameCount() : -1;
}

// The exported player's slots, checked against its parts' frames: the
// BOTH_ and TORSO_ slots within upper.md3, the BOTH_ and LEGS_ ones within
// lower.md3.
QList<SlotFrames> playerSlots(const QString &folder)
{
    QFile cfg(QDir(folder).filePath(QStringLiteral("animation.cfg")));
    if (!cfg.open(QIODevice::ReadOnly))
        return {};
    const QList<SlotFrames> slotFrames = parseAnimationConfig(cfg.readAll());
    const int upper = md3Frames(QDir(folder).filePath(QStringLiteral("upper.md3")));
    const int lower = md3Frames(QDir(folder).filePath(QStringLiteral("lower.md3")));
    for (int s = 0; s < slotFrames.size(); ++s) {
        const SlotFrames &f = slotFrames[s];
        const int frames = s < 6 ? std::min(upper, lower) : s < 13 ? upper : lower;
        if (f.first < 0 || f.count < 1 || f.first + f.count > frames) {
            qWarning("slot %d: frames %d-%d, the part has %d", s, f.first, f.first + f.count - 1, frames);
            return {};
        }
    }
    return slotFrames;
}

TargetExportResult exportPlayer(const Model &model, const QString &dir, const QString &source, bool keepLengths)
{
    TargetExportOptions options;
    options.outputDirectory = dir;
    options.name = QStringLiteral("hero");
    options.sourcePath = source;
    options.conversion.height = 56;
    options.keepSlotLengths = keepLengths;
    return exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")), options);
}

} // namespace

class TestTargetPlayerSlots : public QObject
{
    Q_OBJECT

private slots:
    // A figure with a 2 s attack at 30 frames a second (61 frames): the
    // attack slots play 6 of them at 15 a second, the drop and raise
    // slots (the attack too, as their fallback) 5 and 4 at 20.
    void fixedLengthsHeld()
    {
        Model model = biped();
        Animation attack = swayAnimation(3, 2.0);
        attack.name = QStringLiteral("attack");
        attack.fps = 30;
        Animation idle = swayAnimation(2, 1.0);
        idle.name = QStringLiteral("idle");
        model.animations = {idle, attack};
        QCOMPARE(model.animations[1].frameCount(), 61);
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(model, dir.path(), dir.filePath(QStringLiteral("a.iqe")), false);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("TORSO_ATTACK plays \"attack\" (61 frames, 2.00 s) resampled to 6 frames "
                                              "at 15 frames a second")),
                 qPrintable(fixes));
        const QList<SlotFrames> slotFrames = playerSlots(dir.filePath(QStringLiteral("models/players/hero")));
        QCOMPARE(slotFrames.size(), 25);
        QCOMPARE(slotFrames[7].count, 6);
        QCOMPARE(slotFrames[8].count, 6);
        QCOMPARE(slotFrames[7].first, slotFrames[8].first); // one copy for both attack slots
        QCOMPARE(slotFrames[7].fps, 15.0);
        QCOMPARE(slotFrames[7].loop, 0);
        QCOMPARE(slotFrames[9].count, 5);
        QCOMPARE(slotFrames[9].fps, 20.0);
        QCOMPARE(slotFrames[10].count, 4);
        QCOMPARE(slotFrames[10].fps, 20.0);

        // --keep-slot-lengths: the attack's 61 frames, at its own rate.
        QTemporaryDir kept;
        QVERIFY(exportPlayer(model, kept.path(), kept.filePath(QStringLiteral("a.iqe")), true).ok());
        const QList<SlotFrames> keptSlots = playerSlots(kept.filePath(QStringLiteral("models/players/hero")));
        QCOMPARE(keptSlots.size(), 25);
        QCOMPARE(keptSlots[7].count, 61);
        QCOMPARE(keptSlots[7].fps, 30.0);
    }

    // The check counts the frames as the export will write them: a 40 s
    // attack at 30 frames a second (1,201 frames) held to 6 fits
    // upper.md3's 1,024; kept (--keep-slot-lengths) it does not.
    void checkHonoursKeptLengths()
    {
        Model model = biped();
        Animation attack = swayAnimation(3, 40.0);
        attack.name = QStringLiteral("attack");
        attack.fps = 30;
        Animation idle = swayAnimation(2, 1.0);
        idle.name = QStringLiteral("idle");
        model.animations = {idle, attack};
        QCOMPARE(model.animations[1].frameCount(), 1201);
        const EngineTarget &target = *findEngineTarget(QStringLiteral("ioquake3"));
        auto upperFrames = [&](bool keep) {
            TargetCheckOptions options;
            options.keepSlotLengths = keep;
            for (const TargetFinding &f : checkTarget(model, target.limits, options))
                if (f.kind == TargetFinding::Kind::Frames && f.message.contains(QLatin1String("upper.md3")))
                    return f.actual;
            return qint64(0); // no finding: within the limit
        };
        QCOMPARE(upperFrames(false), qint64(0));
        QVERIFY2(upperFrames(true) > 1201, qPrintable(QString::number(upperFrames(true))));
        // The frame files as the check lays them out.
        const QList<TargetFrameFile> held = target.limits.frameFiles(model, QString(), false);
        const QList<TargetFrameFile> kept = target.limits.frameFiles(model, QString(), true);
        QCOMPARE(held.size(), 2);
        QCOMPARE(kept.size(), 2);
        QVERIFY(targetFileFrames(model, held[1], 0) < 1024);
        QVERIFY(targetFileFrames(model, kept[1], 0) > 1201);
    }

    // The Cal3D paladin: its 7.9 s arrow shot (237 frames) plays
    // TORSO_ATTACK in 6 frames.
    void paladinSlots()
    {
        const QString cfg = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");
        if (!QFileInfo::exists(cfg))
            QSKIP("the corpus (../shared/corpus) is not there");
        const ReadResult read = readModelFile(cfg);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QTemporaryDir dir;
        const TargetExportResult result = exportPlayer(read.model, dir.path(), cfg, false);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("TORSO_ATTACK plays \"paladin_shoot_arrow\" (237 frames, 7.87 s) "
                                              "resampled to 6 frames")),
                 qPrintable(fixes));
        const QList<SlotFrames> slotFrames = playerSlots(dir.filePath(QStringLiteral("models/players/hero")));
        QCOMPARE(slotFrames.size(), 25);
        QCOMPARE(slotFrames[7].count, 6); // TORSO_ATTACK
        QCOMPARE(slotFrames[8].count, 6); // TORSO_ATTACK2
        QCOMPARE(slotFrames[9].count, 5); // TORSO_DROP
        QCOMPARE(slotFrames[10].count, 4); // TORSO_RAISE
        QTemporaryDir kept;
        QVERIFY(exportPlayer(read.model, kept.path(), cfg, true).ok());
        const QList<SlotFrames> keptSlots = playerSlots(kept.filePath(QStringLiteral("models/players/hero")));
        QCOMPARE(keptSlots.size(), 25);
        QCOMPARE(keptSlots[7].count, 237);
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerSlots)
#include "tst_target_player_slots.moc"
