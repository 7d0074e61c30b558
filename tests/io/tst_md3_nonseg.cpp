// Tremulous's one-model players: nonseg.md3 beside an animation.cfg that
// says `nonsegmented`, whose 26 lines are the NSPA_ slots read with no
// frames skipped. Opened, its slots are clips named after them; a plain
// save writes nothing; a retime by script changes only the retimed slot's
// frames and the numbers of its line (and the first frames of the lines
// after it), and every other slot plays its stored frames byte for byte
// when the saved cfg is read as Tremulous's CG_ParseAnimationFile reads it
// (parsed here, not by Quarry).
#include "Md3Fixture.h"
#include "io/Formats.h"
#include "io/md3/Md3Sidecar.h"
#include "io/md3/Quake3Animations.h"

#include <QDateTime>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <cstring>

using namespace quarry;
using quarry::test::md3Fixture;

namespace {

constexpr int kFrames = 20;

struct Slot
{
    qint64 first = 0;
    qint64 count = 0;
    qint64 loop = 0;
    double fps = 0;
};

// first count looping fps per NSPA_ slot, over 20 frames: runs, walks,
// jumps, attacks and deaths share their frames.
const Slot kSlots[quake3::kNonSegAnimations] = {
    {0, 2, 2, 10},  {2, 2, 0, 10},  {4, 3, 3, 15},  {7, 3, 3, 20},  {7, 3, 3, 20},  {7, 3, 3, 20},  {4, 3, 3, 15},
    {7, 3, 3, 20},  {4, 3, 3, 15},  {10, 1, 1, 10}, {11, 1, 0, 10}, {12, 1, 0, 10}, {11, 1, 0, 10}, {12, 1, 0, 10},
    {4, 3, 3, 15},  {13, 2, 0, 15}, {15, 1, 0, 15}, {13, 2, 0, 15}, {16, 1, 0, 15}, {16, 1, 0, 15}, {17, 2, 0, 10},
    {18, 1, 0, 10}, {17, 2, 0, 10}, {18, 1, 0, 10}, {17, 2, 0, 10}, {19, 1, 0, 10}};

// Tremulous 1.2's NSPA_CHARGE, after NSPA_RUNBACK: NSPA_ATTACK2's frame
// (level4's); the other aliens' files give it no frames (`0 0 0 30`).
const Slot kCharge = {15, 1, 1, 20};
const Slot kNoCharge = {0, 0, 0, 30};

// The slots of the 26 lines, or 1.2's 27.
QList<Slot> slotList(bool charge, bool noFrames = false)
{
    QList<Slot> list(std::begin(kSlots), std::end(kSlots));
    if (charge)
        list.insert(quake3::kNonSegChargeSlot, noFrames ? kNoCharge : kCharge);
    return list;
}

QByteArray nonSegConfig(int lines = quake3::kNonSegAnimations, bool charge = false, bool noFrames = false)
{
    const QList<Slot> all = slotList(charge, noFrames);
    QByteArray text = "// animation config file for a Tremulous alien\r\n\r\n"
                      "nonsegmented\r\nfootsteps flesh\r\nheadoffset 0 0 0\r\nsex n\r\n\r\n"
                      "// first frame, num frames, looping frames, frames per second\r\n\r\n";
    for (int s = 0; s < lines; ++s)
        text += QByteArray::number(all[s].first) + '\t' + QByteArray::number(all[s].count) + '\t'
                + QByteArray::number(all[s].loop) + '\t' + QByteArray::number(all[s].fps) + "\t\t// "
                + quake3::nonSegAnimationName(s, charge) + "\r\n";
    return text;
}

// As Tremulous's cgame reads a nonsegmented animation.cfg: tokens split at
// bytes at or below ' ', "//" comments to the end of the line, the
// keywords (footsteps and sex with a value, headoffset with three), then
// four numbers a slot, 26 slots (Tremulous 1.2: 27), no frames skipped.
QList<Slot> readNonSegConfig(const QByteArray &text, int count)
{
    QList<QByteArray> tokens;
    for (QByteArray line : text.split('\n')) {
        if (const qsizetype c = line.indexOf("//"); c >= 0)
            line.truncate(c);
        qsizetype i = 0;
        while (i < line.size()) {
            while (i < line.size() && quint8(line[i]) <= ' ')
                ++i;
            const qsizetype b = i;
            while (i < line.size() && quint8(line[i]) > ' ')
                ++i;
            if (i > b)
                tokens.append(line.mid(b, i - b));
        }
    }
    qsizetype t = 0;
    bool nonSegmented = false;
    while (t < tokens.size()) {
        const QByteArray k = tokens[t].toLower();
        if (k == "footsteps" || k == "sex")
            t += 2;
        else if (k == "headoffset")
            t += 4;
        else if (k[0] >= '0' && k[0] <= '9')
            break;
        else {
            nonSegmented = nonSegmented || k == "nonsegmented";
            ++t;
        }
    }
    QList<Slot> parsed;
    for (int s = 0; nonSegmented && s < count && t + 3 < tokens.size(); ++s, t += 4)
        parsed.append(
            {tokens[t].toLongLong(), tokens[t + 1].toLongLong(), tokens[t + 2].toLongLong(), tokens[t + 3].toDouble()});
    return parsed;
}

qint32 i32(const QByteArray &d, qint64 at)
{
    quint32 v = 0;
    if (at >= 0 && at + 4 <= d.size())
        std::memcpy(&v, d.constData() + at, 4);
    return qint32(qFromLittleEndian(v));
}

// Frame f of an MD3 as stored: its bounds, its tags' numbers and every
// surface's vertex records.
QByteArray frameBytes(const QByteArray &d, qint64 f)
{
    QByteArray out = d.mid(i32(d, 92) + f * 56, 40);
    const qint32 tags = i32(d, 80);
    for (qint32 t = 0; t < tags; ++t)
        out += d.mid(i32(d, 96) + (f * tags + t) * 112 + 64, 48);
    qint64 at = i32(d, 100);
    for (qint32 s = 0; s < i32(d, 84); ++s) {
        const qint32 verts = i32(d, at + 80);
        out += d.mid(at + i32(d, at + 100) + f * verts * 8, verts * 8);
        at += i32(d, at + 104);
    }
    return out;
}

QByteArray bytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Runs a script on `model` (sys.argv[1]); its error output when it fails.
QString runScript(const QTemporaryDir &dir, const QString &model, const QByteArray &body, QByteArray *output = nullptr)
{
    const QString script = dir.filePath(QStringLiteral("edit.py"));
    if (!writeFile(script, "import quarry, sys\ndoc = quarry.open(sys.argv[1])\n" + body))
        return QStringLiteral("cannot write the script");
    QProcess quarry;
    quarry.start(QStringLiteral(QUARRY_BINARY), {QStringLiteral("script"), script, model});
    if (!quarry.waitForFinished(120000))
        return QStringLiteral("the script did not finish");
    if (output)
        *output = quarry.readAllStandardOutput();
    if (quarry.exitCode() != 0)
        return QString::fromUtf8(quarry.readAllStandardError());
    return {};
}

QString joined(const QList<Diagnostic> &list)
{
    QStringList out;
    for (const Diagnostic &d : list)
        out << d.toString();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestMd3NonSeg : public QObject
{
    Q_OBJECT

private slots:
    void opensTheSlotsAsClips_data()
    {
        QTest::addColumn<bool>("charge");
        QTest::newRow("Tremulous 1.1, 26 lines") << false;
        QTest::newRow("Tremulous 1.2, 27 lines") << true;
    }
    void opensTheSlotsAsClips()
    {
        QFETCH(bool, charge);
        const QList<Slot> all = slotList(charge);
        QTemporaryDir dir;
        const QString md3 = dir.filePath(QStringLiteral("nonseg.md3"));
        QVERIFY(writeFile(md3, md3Fixture(kFrames)));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("animation.cfg")), nonSegConfig(int(all.size()), charge)));
        const ReadResult r = readModelFile(md3);
        QVERIFY2(r.warnings.isEmpty(), qPrintable(joined(r.warnings)));
        QCOMPARE(r.model.animations.size(), all.size());
        for (int s = 0; s < all.size(); ++s) {
            const QString name = QLatin1String(quake3::nonSegAnimationName(s, charge));
            const auto a = std::find_if(r.model.animations.cbegin(), r.model.animations.cend(),
                                        [&](const Animation &x) { return x.name == name; });
            QVERIFY2(a != r.model.animations.cend(), qPrintable(name));
            QCOMPARE(qint64(std::max(1, a->frameCount())), all[s].count);
            QCOMPARE(a->fps, all[s].fps);
            QCOMPARE(a->loop, all[s].loop > 0);
            // Its frames are the file's frames of its line.
            const Md3Sidecar read = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"),
                                                                nonSegConfig(int(all.size()), charge),
                                                                Quake3PlayerPart::NonSegmented, kFrames);
            const auto clip = std::find_if(read.clips.cbegin(), read.clips.cend(),
                                           [&](const Md3Clip &c) { return c.name == name; });
            QVERIFY(clip != read.clips.cend());
            QCOMPARE(clip->first, all[s].first);
        }
        if (charge) {
            // NSPA_CHARGE of no frames, as most 1.2 aliens': no clip, a note, no warning.
            QVERIFY(writeFile(dir.filePath(QStringLiteral("animation.cfg")), nonSegConfig(27, true, true)));
            const ReadResult none = readModelFile(md3);
            QVERIFY2(none.warnings.isEmpty(), qPrintable(joined(none.warnings)));
            QCOMPARE(none.model.animations.size(), all.size() - 1);
            QVERIFY2(joined(none.notes).contains(QLatin1String("NSPA_CHARGE (line 15)")),
                     qPrintable(joined(none.notes)));
            for (const Animation &a : none.model.animations)
                QVERIFY(a.name != QLatin1String("NSPA_CHARGE"));
            return;
        }
        // The level of detail reads it too; lower.md3 beside it does not
        // (the game plays the three parts with a cfg that does not say
        // nonsegmented).
        QCOMPARE(quake3PlayerPart(QStringLiteral("x/NonSeg_1.md3")), Quake3PlayerPart::NonSegmented);
        const QString lod = dir.filePath(QStringLiteral("nonseg_1.md3"));
        QVERIFY(writeFile(lod, md3Fixture(kFrames)));
        QCOMPARE(readModelFile(lod).model.animations.size(), qsizetype(quake3::kNonSegAnimations));
        const QString lower = dir.filePath(QStringLiteral("lower.md3"));
        QVERIFY(writeFile(lower, md3Fixture(kFrames)));
        QCOMPARE(readModelFile(lower).model.animations.size(), qsizetype(1));
        // Quake III's cfg beside nonseg.md3 is not its own.
        const Md3Sidecar q3 = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"),
                                                          QByteArray(nonSegConfig()).replace("nonsegmented", ""),
                                                          Quake3PlayerPart::NonSegmented, kFrames);
        QVERIFY(q3.clips.isEmpty());
        QVERIFY(q3.warnings.isEmpty());
    }

    void malformedConfigWarnsWithFileAndLine()
    {
        // Cut after NSPA_DEAD2's line; a word where a number goes.
        const QByteArray cut = nonSegConfig(24);
        const QByteArray word = QByteArray(nonSegConfig()).replace("11\t1\t0\t10", "11\tx\t0\t10");
        for (const QByteArray &text : {cut, word}) {
            QTemporaryDir dir;
            const QString md3 = dir.filePath(QStringLiteral("nonseg.md3"));
            QVERIFY(writeFile(md3, md3Fixture(kFrames)));
            QVERIFY(writeFile(dir.filePath(QStringLiteral("animation.cfg")), text));
            const ReadResult r = readModelFile(md3);
            QCOMPARE(r.warnings.size(), qsizetype(1));
            QVERIFY(r.warnings[0].file.endsWith(QLatin1String("animation.cfg")));
            QVERIFY2(r.warnings[0].line > 9, qPrintable(r.warnings[0].toString()));
            QCOMPARE(r.model.animations.size(), qsizetype(1));
        }
        // Every prefix of the file: clips inside the frames or a warning.
        const QByteArray full = nonSegConfig();
        for (qsizetype n = 0; n <= full.size(); n += 7) {
            const Md3Sidecar s = md3ClipsFromAnimationConfig(QStringLiteral("animation.cfg"), full.left(n),
                                                             Quake3PlayerPart::NonSegmented, kFrames);
            for (const Md3Clip &c : s.clips)
                QVERIFY(c.first >= 0 && c.count >= 1 && c.first + c.count <= kFrames);
        }
    }

    void retimeWritesOnlyTheSlotsNumbers_data()
    {
        QTest::addColumn<bool>("charge");
        QTest::addColumn<bool>("noFrames");
        QTest::newRow("Tremulous 1.1, 26 lines") << false << false;
        QTest::newRow("Tremulous 1.2, 27 lines") << true << false;
        QTest::newRow("Tremulous 1.2, NSPA_CHARGE of no frames") << true << true;
    }
    void retimeWritesOnlyTheSlotsNumbers()
    {
        QFETCH(bool, charge);
        QFETCH(bool, noFrames);
        const int count = charge ? quake3::kNonSegChargeAnimations : quake3::kNonSegAnimations;
        QTemporaryDir dir;
        const QString md3 = dir.filePath(QStringLiteral("nonseg.md3"));
        const QString lod = dir.filePath(QStringLiteral("nonseg_1.md3"));
        const QString cfg = dir.filePath(QStringLiteral("animation.cfg"));
        QVERIFY(writeFile(md3, md3Fixture(kFrames)));
        QVERIFY(writeFile(lod, md3Fixture(kFrames)));
        QVERIFY(writeFile(cfg, nonSegConfig(count, charge, noFrames)));
        const QByteArray md3Before = bytes(md3), cfgBefore = bytes(cfg);

        // A plain save writes nothing new.
        QString error = runScript(dir, md3, "doc.save(sys.argv[1])\n");
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(bytes(md3), md3Before);
        QCOMPARE(bytes(cfg), cfgBefore);

        QByteArray output;
        error = runScript(dir, md3,
                          "doc.run('scaleKeys', animation='NSPA_GESTURE', factor=2)\n"
                          "doc.save(sys.argv[1])\n"
                          "print(doc.message)\n",
                          &output);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(output.contains("animation.cfg") && output.contains("nonseg_1.md3"), output.constData());
        const QByteArray md3After = bytes(md3), cfgAfter = bytes(cfg);
        const QList<Slot> before = readNonSegConfig(cfgBefore, count), after = readNonSegConfig(cfgAfter, count);
        QCOMPARE(before.size(), qsizetype(count));
        QCOMPARE(after.size(), qsizetype(count));
        const int gesture = 1;
        QVERIFY2(after[gesture].count > before[gesture].count, cfgAfter.constData());
        const qint32 framesAfter = i32(md3After, 76);
        QCOMPARE(framesAfter, qint32(kFrames + after[gesture].count - before[gesture].count));
        // Every other slot: its numbers but the first frame, and its stored frames.
        for (int s = 0; s < count; ++s) {
            if (s == gesture)
                continue;
            const Slot &a = before[s], &b = after[s];
            QCOMPARE(b.count, a.count);
            QCOMPARE(b.loop, a.loop);
            QCOMPARE(b.fps, a.fps);
            QVERIFY(b.first >= 0 && b.first + b.count <= framesAfter);
            for (qint64 f = 0; f < a.count; ++f)
                QVERIFY2(frameBytes(md3After, b.first + f) == frameBytes(md3Before, a.first + f),
                         qPrintable(QStringLiteral("%1 frame %2 differs")
                                        .arg(QLatin1String(quake3::nonSegAnimationName(s, charge)))
                                        .arg(f)));
        }
        // The text: every line as it was but the numbers of the slots'
        // lines (the retimed one's count, the first frames after it).
        const QList<QByteArray> linesBefore = cfgBefore.split('\n'), linesAfter = cfgAfter.split('\n');
        QCOMPARE(linesAfter.size(), linesBefore.size());
        for (qsizetype i = 0; i < linesBefore.size(); ++i) {
            const QByteArray &a = linesBefore[i], &b = linesAfter[i];
            if (a == b)
                continue;
            const qsizetype comment = a.indexOf("//");
            QVERIFY2(comment > 0 && b.mid(b.indexOf("//")) == a.mid(comment), b.constData());
            const bool own = a.contains("NSPA_GESTURE");
            QVERIFY2(own || a.split('\t').mid(1) == b.split('\t').mid(1), b.constData());
        }
        // The level of detail follows: as many frames, its own stored ones.
        const QByteArray lodAfter = bytes(lod);
        QCOMPARE(i32(lodAfter, 76), framesAfter);
        for (int s = 0; s < count; ++s)
            for (qint64 f = 0; s != gesture && f < before[s].count; ++f)
                QVERIFY(frameBytes(lodAfter, after[s].first + f) == frameBytes(md3Before, before[s].first + f));
    }

    // Tremulous's own level0 (../shared/corpus/real, 144 frames, no
    // animation.cfg shipped there) with a hand-written nonsegmented cfg:
    // NSPA_RUN halved, NSPA_STAND's loop off, NSPA_WALK at 25 frames a
    // second; every other slot as stored.
    void realAlienRetimed()
    {
        const QString source = QStringLiteral(QUARRY_CORPUS_DIR)
                               + QStringLiteral("/real/md3/tremulous/models/tremulous/players/level0/nonseg.md3");
        if (!QFileInfo::exists(source))
            QSKIP("no Tremulous alien here (../shared/corpus/real)");
        QTemporaryDir dir;
        const QString md3 = dir.filePath(QStringLiteral("nonseg.md3"));
        const QString cfg = dir.filePath(QStringLiteral("animation.cfg"));
        QVERIFY(QFile::copy(source, md3));
        const qint32 frames = i32(bytes(md3), 76);
        QCOMPARE(frames, 144);
        // Five frames a slot, NSPA_DEAD3 the rest.
        QByteArray text = "nonsegmented // Tremulous\nfootsteps flesh\n\n";
        for (int s = 0; s < quake3::kNonSegAnimations; ++s) {
            const int count = s + 1 == quake3::kNonSegAnimations ? frames - 5 * s : 5;
            text += QByteArray::number(5 * s) + "  " + QByteArray::number(count) + "  " + (s < 10 ? "5" : "0")
                    + "  20  // " + quake3::kNonSegAnimationNames[s] + '\n';
        }
        QVERIFY(writeFile(cfg, text));
        const QByteArray md3Before = bytes(md3);
        // The lines before NSPA_RUN's: only the numbers edited change.
        const QList<QByteArray> linesBefore = text.split('\n');
        const QString error = runScript(dir, md3,
                                        "doc.run('scaleKeys', animation='NSPA_RUN', factor=0.5)\n"
                                        "doc.run('setClipLoops', animation='NSPA_STAND', loop=False)\n"
                                        "doc.run('changeSpeed', animation='NSPA_WALK', fps=25)\n"
                                        "doc.save(sys.argv[1])\n");
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QByteArray md3After = bytes(md3);
        const QList<QByteArray> linesAfter = bytes(cfg).split('\n');
        QCOMPARE(linesAfter.size(), linesBefore.size());
        QCOMPARE(linesAfter.mid(0, 3), linesBefore.mid(0, 3));
        QCOMPARE(linesAfter[3], QByteArray("0  5  0  20  // NSPA_STAND"));
        QCOMPARE(linesAfter[4], linesBefore[4]);
        QCOMPARE(linesAfter[5], QByteArray("10  5  5  25  // NSPA_WALK"));
        const QList<Slot> before = readNonSegConfig(text, quake3::kNonSegAnimations),
                          after = readNonSegConfig(bytes(cfg), quake3::kNonSegAnimations);
        QCOMPARE(after.size(), before.size());
        const int stand = 0, walk = 2, run = 3;
        QVERIFY(after[run].count < before[run].count);
        QCOMPARE(after[stand].loop, qint64(0));
        QCOMPARE(after[walk].fps, 25.0);
        QCOMPARE(i32(md3After, 76), qint32(frames - before[run].count + after[run].count));
        for (int s = 0; s < quake3::kNonSegAnimations; ++s) {
            if (s == run)
                continue;
            QCOMPARE(after[s].count, before[s].count);
            QCOMPARE(after[s].loop, s == stand ? 0 : before[s].loop);
            QCOMPARE(after[s].fps, s == walk ? 25.0 : before[s].fps);
            for (qint64 f = 0; f < before[s].count; ++f)
                QVERIFY2(frameBytes(md3After, after[s].first + f) == frameBytes(md3Before, before[s].first + f),
                         qPrintable(QStringLiteral("%1 frame %2 differs")
                                        .arg(QLatin1String(quake3::kNonSegAnimationNames[s]))
                                        .arg(f)));
        }
    }
};

QTEST_GUILESS_MAIN(TestMd3NonSeg)
#include "tst_md3_nonseg.moc"
