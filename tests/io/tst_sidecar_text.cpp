// The text of an MD3's sidecar read as the games read it: every byte at or
// below ' ' is whitespace (a DOS Ctrl-Z, control bytes), the text ends at a
// NUL with a warning naming the file and line, and animation.cfg settings
// Quake III does not know are skipped with their lines (Turtle Arena's,
// Tremulous's). The inputs the fuzz targets once hung on
// (tests/fuzz/regressions/animationcfg) open.
#include "Md3Fixture.h"

#include "io/Formats.h"
#include "io/Framegroups.h"
#include "io/md3/Md3Sidecar.h"
#include "io/md3/Quake3Animations.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace quarry;
using namespace quarry::test;

namespace {

// The fixture's frames; the regressions' animation.cfg numbers fit them.
constexpr int kFrames = 10;
// A read of a few hundred bytes that takes longer is a loop that does not end.
constexpr qint64 kReadLimitMs = 5000;

const QString kCorpus = QStringLiteral(QUARRY_CORPUS_DIR);

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

bool mentions(const QList<Diagnostic> &list, const QString &text)
{
    return std::any_of(list.cbegin(), list.cend(),
                       [&](const Diagnostic &d) { return d.toString().contains(text, Qt::CaseInsensitive); });
}

QString joined(const QList<Diagnostic> &list)
{
    QStringList lines;
    for (const Diagnostic &d : list)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

// The clips as "NAME first+count@fps" lines, to compare two reads.
QStringList clipList(const Md3Sidecar &s)
{
    QStringList out;
    for (const Md3Clip &c : s.clips)
        out << QStringLiteral("%1 %2+%3@%4%5").arg(c.name).arg(c.first).arg(c.count).arg(c.fps).arg(c.loop ? "L" : "");
    return out;
}

QStringList animationList(const Model &m)
{
    QStringList out;
    for (const Animation &a : m.animations)
        out << QStringLiteral("%1 %2@%3").arg(a.name).arg(a.frameCount()).arg(a.fps);
    return out;
}

// `part` (lower.md3 ...) of the fixture's frames with `cfg` beside it as
// animation.cfg, read as a file; *ms gets the time the read took.
ReadResult readPart(const QTemporaryDir &dir, const QString &part, const QByteArray &cfg, qint64 *ms = nullptr)
{
    writeBytes(dir.filePath(part), md3Fixture(kFrames));
    writeBytes(dir.filePath(QStringLiteral("animation.cfg")), cfg);
    QElapsedTimer timer;
    timer.start();
    ReadResult r = readModelFile(dir.filePath(part));
    if (ms)
        *ms = timer.elapsed();
    return r;
}

QByteArray regression(const char *name)
{
    return readBytes(QStringLiteral(QUARRY_SOURCE_DIR "/tests/fuzz/regressions/animationcfg/") + QLatin1String(name));
}

// An animation.cfg in the game's order with Quake III's settings and
// `extra` lines before the numbers: `entry(slot)` gives its numbers.
QByteArray animationConfig(const std::function<QByteArray(int)> &entry, const QByteArray &extra = {})
{
    QByteArray text = "// animation config file\nsex f\nfootsteps boot\n" + extra + "headoffset 0 0 0\n\n";
    for (int s = 0; s < quake3::kRequiredAnimations; ++s)
        text += entry(s) + "\t// slot " + QByteArray::number(s) + "\n";
    return text;
}

// BOTH_ 0-5, TORSO_ 6-9, LEGS_ numbered from 10 (6-9 in lower.md3).
QByteArray fittingEntry(int s)
{
    if (s < 6)
        return QByteArray::number(s) + (s % 2 == 0 ? " 2 0 25" : " 1 0 25");
    if (s < 13)
        return QByteArray::number(6 + (s - 6) / 2) + " 1 0 15";
    return QByteArray::number(10 + (s - 13) / 3) + " 1 1 20";
}

} // namespace

class TestSidecarText : public QObject
{
    Q_OBJECT

private slots:
    void controlBytesAreWhitespace()
    {
        // Each byte the game skips, between two numbers of a line and at
        // the end of the file: the same clips as without it, no warning.
        const QByteArray plain = animationConfig(fittingEntry);
        const Md3Sidecar expected = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), plain,
                                                                Quake3PlayerPart::Lower, kFrames);
        QVERIFY2(expected.warnings.isEmpty(), qPrintable(joined(expected.warnings)));
        QVERIFY(expected.clips.size() > 5);
        const qsizetype at = plain.indexOf("\t// slot 14") - 3; // between LEGS_WALK's numbers
        QCOMPARE(plain[at], ' ');
        for (int b = 1; b <= 32; ++b) {
            if (b == '\n')
                continue;
            for (const QByteArray &text : {QByteArray(plain).insert(at, char(b)), plain + char(b)}) {
                QElapsedTimer timer;
                timer.start();
                const Md3Sidecar s = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), text,
                                                                 Quake3PlayerPart::Lower, kFrames);
                QVERIFY2(timer.elapsed() < kReadLimitMs, qPrintable(QStringLiteral("byte %1").arg(b)));
                QVERIFY2(s.warnings.isEmpty(),
                         qPrintable(QStringLiteral("byte %1: %2").arg(b).arg(joined(s.warnings))));
                QCOMPARE(clipList(s), clipList(expected));
            }
        }
        // The same in a .framegroups file.
        const QByteArray groups = "0 5 12.5 1 // idle\n5 5 30 0 // jump\n";
        const Md3Sidecar g = md3ClipsFromFramegroups(QStringLiteral("m.framegroups"), groups, kFrames);
        QCOMPARE(g.clips.size(), 2);
        for (int b = 1; b <= 32; ++b) {
            if (b == '\n')
                continue;
            const Md3Sidecar s = md3ClipsFromFramegroups(QStringLiteral("m.framegroups"),
                                                         QByteArray(groups).insert(8, char(b)) + char(b), kFrames);
            QVERIFY2(s.warnings.isEmpty(), qPrintable(QStringLiteral("byte %1: %2").arg(b).arg(joined(s.warnings))));
            QCOMPARE(clipList(s), clipList(g));
        }
    }

    void nulEndsTheText()
    {
        // animation.cfg: the text ends at the NUL, as the game reads it; a
        // NUL past the last entry loses nothing but is still said.
        const QByteArray plain = animationConfig(fittingEntry);
        const qsizetype line14 = plain.indexOf("\t// slot 5");
        const Md3Sidecar cut = md3ClipsFromAnimationConfig(
            QStringLiteral("animation.cfg"), QByteArray(plain).insert(line14, '\0'), Quake3PlayerPart::Lower, kFrames);
        QVERIFY(cut.clips.isEmpty());
        QVERIFY2(cut.warnings.size() == 2, qPrintable(joined(cut.warnings)));
        QCOMPARE(cut.warnings[0].file, QStringLiteral("animation.cfg"));
        QCOMPARE(cut.warnings[0].line, 11); // four lines of settings, a blank one, slots 0-5
        QVERIFY2(cut.warnings[0].message.contains(QLatin1String("NUL")), qPrintable(cut.warnings[0].message));
        const Md3Sidecar tail = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), plain + '\0' + "junk",
                                                            Quake3PlayerPart::Lower, kFrames);
        QCOMPARE(tail.warnings.size(), 1);
        QCOMPARE(tail.warnings[0].line, 31);
        QVERIFY(!tail.clips.isEmpty());
        // .framegroups: the groups before the NUL's line are read.
        const Md3Sidecar groups = md3ClipsFromFramegroups(
            QStringLiteral("m.framegroups"), QByteArray("0 5 12.5 1 // idle\n5 5 30 0 // jump\0 more\n", 42), kFrames);
        QCOMPARE(groups.clips.size(), 2);
        QCOMPARE(groups.warnings.size(), 1);
        QCOMPARE(groups.warnings[0].line, 2);
        QVERIFY(groups.warnings[0].message.contains(QLatin1String("NUL")));
    }

    void regressionsOpen()
    {
        // The inputs the fuzz targets hung on (a control byte inside a
        // line, a DOS Ctrl-Z after the last line): every clip, no warning.
        const QByteArray ctrlZ = regression("ctrl-z-after-the-last-line.cfg");
        const QByteArray control = regression("control-byte-inside-a-line.cfg");
        QVERIFY(ctrlZ.endsWith('\x1a'));
        QVERIFY(control.contains('\x01'));
        for (const QString &part : {QStringLiteral("lower.md3"), QStringLiteral("upper.md3")}) {
            QTemporaryDir clean;
            const ReadResult expected = readPart(clean, part, QByteArray(ctrlZ).replace("\r\n", "\n").chopped(1));
            QVERIFY2(expected.warnings.isEmpty(), qPrintable(joined(expected.warnings)));
            QVERIFY(expected.model.animations.size() > 5);
            for (const QByteArray &cfg : {ctrlZ, control}) {
                QTemporaryDir dir;
                qint64 ms = 0;
                const ReadResult r = readPart(dir, part, cfg, &ms);
                QVERIFY2(ms < kReadLimitMs, qPrintable(QString::number(ms)));
                QVERIFY(r.ok());
                QVERIFY2(r.warnings.isEmpty(), qPrintable(joined(r.warnings)));
                QCOMPARE(animationList(r.model), animationList(expected.model));
            }
        }
        // A NUL inside TORSO_DROP's line (line 18): the file cannot be read
        // whole, said with its name and line; the model opens, its frames
        // one animation.
        QTemporaryDir dir;
        const ReadResult r = readPart(dir, QStringLiteral("upper.md3"), regression("nul-inside-a-line.cfg"));
        QVERIFY(r.ok());
        QVERIFY2(!r.warnings.isEmpty(), "no warning");
        QVERIFY(r.warnings[0].file.endsWith(QLatin1String("animation.cfg")));
        QCOMPARE(r.warnings[0].line, 18);
        QVERIFY2(r.warnings[0].message.contains(QLatin1String("NUL")), qPrintable(r.warnings[0].message));
        QCOMPARE(r.model.animations.size(), 1);
        QCOMPARE(r.model.animations[0].frameCount(), kFrames);
    }

    void unknownSettingsSkipTheirLines()
    {
        // Settings other games add, with numbers on their lines that
        // Quake III's loader would take for the first frame: skipped with
        // their lines, named in a note; the entries and their lines right.
        const QByteArray extra = "default_weapon wp_sais\nboundingbox -15 -15 -24 15 15 32\nsoundpath raph\n"
                                 "speed 300\nprefcolor1 12 // purple\nfixedlegs\n";
        const QByteArray cfg = animationConfig(fittingEntry, extra);
        const Md3Sidecar plain = md3ClipsFromAnimationConfig(
            QStringLiteral("animation.cfg"), animationConfig(fittingEntry), Quake3PlayerPart::Upper, kFrames);
        const Md3Sidecar s = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), cfg, Quake3PlayerPart::Upper,
                                                         kFrames);
        QVERIFY2(s.warnings.isEmpty(), qPrintable(joined(s.warnings)));
        QCOMPARE(clipList(s), clipList(plain));
        QCOMPARE(s.clips.first().line, 12); // slot 0, after the settings and a blank line
        for (const char *word : {"boundingbox (line 5)", "soundpath (line 6)", "speed (line 7)", "prefcolor1"})
            QVERIFY2(mentions(s.notes, QLatin1String(word)), qPrintable(joined(s.notes)));
        QVERIFY(!mentions(s.notes, QStringLiteral("fixedlegs")));
        // Many of them: ten named, then an ellipsis.
        QByteArray many;
        for (int i = 0; i < 1000; ++i)
            many += "setting" + QByteArray::number(i) + " 1 2 3\n";
        const Md3Sidecar m = md3ClipsFromAnimationConfig(
            QStringLiteral("animation.cfg"), animationConfig(fittingEntry, many), Quake3PlayerPart::Upper, kFrames);
        QVERIFY2(m.warnings.isEmpty(), qPrintable(joined(m.warnings)));
        QCOMPARE(clipList(m), clipList(plain));
        QVERIFY2(mentions(m.notes, QStringLiteral("setting9 (line 13), …")), qPrintable(joined(m.notes)));
        QVERIFY(!mentions(m.notes, QStringLiteral("setting10 ")));
        // A damaged entry after them is blamed on its own line.
        const QByteArray bad = QByteArray(cfg).replace("6 1 0 15\t// slot 7", "6 x 0 15\t// slot 7");
        const Md3Sidecar b = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), bad, Quake3PlayerPart::Upper,
                                                         kFrames);
        QCOMPARE(b.warnings.size(), 1);
        QCOMPARE(b.warnings[0].line, 12 + 7);
        QVERIFY2(b.warnings[0].message.contains(QLatin1String("TORSO_ATTACK")), qPrintable(b.warnings[0].message));
    }

    void realAnimationConfigs_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<int>("slotCount"); // Quake III's 25, and Team Arena's gestures where given
        QTest::newRow("tremulous human_base")
            << QStringLiteral("/real/md3/tremulous/models/tremulous/players/human_base") << 25;
        QTest::newRow("turtle arena raph_v9")
            << QStringLiteral("/real/md3/turtle-arena-archive-0.2/base/models/players/raph_v9") << 31;
    }
    void realAnimationConfigs()
    {
        // A real player's animation.cfg beside its real lower.md3 and
        // upper.md3: all its slots, no warning; with a
        // Ctrl-Z after its last line (and CR LF line ends, as a DOS
        // editor writes them) the same clips; with a NUL inside a line a
        // warning naming the file and the line, and the model opens.
        QFETCH(QString, folder);
        QFETCH(int, slotCount);
        const QDir source(kCorpus + folder);
        if (!source.exists())
            QSKIP(qPrintable(QStringLiteral("%1 is absent").arg(source.path())));
        const QByteArray cfg = readBytes(source.filePath(QStringLiteral("animation.cfg")));
        QVERIFY(!cfg.isEmpty());
        QSet<QString> named;
        for (const QString &part : {QStringLiteral("lower.md3"), QStringLiteral("upper.md3")}) {
            const ReadResult original = readModelFile(source.filePath(part));
            QVERIFY2(original.ok(), qPrintable(original.error ? original.error->toString() : QString()));
            QVERIFY2(original.warnings.isEmpty(), qPrintable(joined(original.warnings)));
            QVERIFY(original.model.animations.size() > 10);
            for (const Animation &a : original.model.animations)
                named.insert(a.name);
            // Slots sharing a range are named in a note.
            for (const Diagnostic &n : original.notes)
                for (const char *name : quake3::kAnimationNames)
                    if (n.message.contains(QStringLiteral("%1 (as").arg(QLatin1String(name))))
                        named.insert(QLatin1String(name));
            const QByteArray frames = readBytes(source.filePath(part));
            QTemporaryDir dos;
            QVERIFY(writeBytes(dos.filePath(part), frames));
            QVERIFY(writeBytes(dos.filePath(QStringLiteral("animation.cfg")),
                               QByteArray(cfg).replace("\r\n", "\n").replace("\n", "\r\n") + '\x1a'));
            const ReadResult ctrlZ = readModelFile(dos.filePath(part));
            QVERIFY2(ctrlZ.warnings.isEmpty(), qPrintable(joined(ctrlZ.warnings)));
            QCOMPARE(animationList(ctrlZ.model), animationList(original.model));
            // Four bytes of BOTH_DEATH3's line become 20 00 00 00.
            QByteArray damaged = cfg;
            const qsizetype at = damaged.indexOf("BOTH_DEATH3") - 6;
            const qint64 line = damaged.first(at).count('\n') + 1;
            damaged.replace(at, 4, QByteArray("\x20\x00\x00\x00", 4));
            QTemporaryDir nul;
            QVERIFY(writeBytes(nul.filePath(part), frames));
            QVERIFY(writeBytes(nul.filePath(QStringLiteral("animation.cfg")), damaged));
            qint64 ms = 0;
            QElapsedTimer timer;
            timer.start();
            const ReadResult cut = readModelFile(nul.filePath(part));
            ms = timer.elapsed();
            QVERIFY2(ms < kReadLimitMs, qPrintable(QString::number(ms)));
            QVERIFY(cut.ok());
            QVERIFY2(!cut.warnings.isEmpty(), "no warning");
            QVERIFY(cut.warnings[0].file.endsWith(QLatin1String("animation.cfg")));
            QCOMPARE(cut.warnings[0].line, line);
            QVERIFY(cut.warnings[0].message.contains(QLatin1String("NUL")));
            QCOMPARE(cut.model.animations.size(), 1);
        }
        QStringList missing;
        for (int s = 0; s < slotCount; ++s)
            if (!named.contains(QLatin1String(quake3::kAnimationNames[s])))
                missing << QLatin1String(quake3::kAnimationNames[s]);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
        QCOMPARE(named.size(), slotCount);
    }

    void turtleArenasSettingsAreNamed()
    {
        // raph_v9's animation.cfg: default_weapon, boundingbox and
        // soundpath before the numbers; BOTH_DEATH1 on line 12.
        const QString path = kCorpus
                             + QStringLiteral(
                                 "/real/md3/turtle-arena-archive-0.2/base/models/players/raph_v9/animation.cfg");
        if (!QFileInfo::exists(path))
            QSKIP(qPrintable(QStringLiteral("%1 is absent").arg(path)));
        const Md3Sidecar s = md3ClipsFromAnimationConfig(path, readBytes(path), Quake3PlayerPart::Upper, 1000);
        QVERIFY2(s.warnings.isEmpty(), qPrintable(joined(s.warnings)));
        for (const char *word : {"default_weapon (line 5)", "boundingbox (line 6)", "soundpath (line 7)"})
            QVERIFY2(mentions(s.notes, QLatin1String(word)), qPrintable(joined(s.notes)));
        QCOMPARE(s.clips.first().name, QStringLiteral("BOTH_DEATH1"));
        QCOMPARE(s.clips.first().line, 12);
        QCOMPARE(s.clips.first().count, 16);
        QCOMPARE(s.clips.last().name, QStringLiteral("TORSO_NEGATIVE"));
        QCOMPARE(s.clips.last().first, 131);
    }
};

QTEST_GUILESS_MAIN(TestSidecarText)
#include "tst_sidecar_text.moc"
