// Retiming a shipped Quake III player by script (scaleKeys, setClipLoops,
// changeSpeed, save) as a user would, then reading the saved lower.md3
// with the saved animation.cfg the way the game's CG_ParseAnimationFile
// reads them (parsed here, not by Quarry): the edited parsed play as edited,
// every other slot plays its stored frames byte for byte, and the parts
// that were not edited are untouched.
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <cstring>

namespace {

struct Slot
{
    qint64 first = 0;
    qint64 count = 0;
    qint64 loop = 0;
    double fps = 0;
};

const char *const kSlots[25] = {"BOTH_DEATH1", "BOTH_DEAD1",    "BOTH_DEATH2",  "BOTH_DEAD2",    "BOTH_DEATH3",
                                "BOTH_DEAD3",  "TORSO_GESTURE", "TORSO_ATTACK", "TORSO_ATTACK2", "TORSO_DROP",
                                "TORSO_RAISE", "TORSO_STAND",   "TORSO_STAND2", "LEGS_WALKCR",   "LEGS_WALK",
                                "LEGS_RUN",    "LEGS_BACK",     "LEGS_SWIM",    "LEGS_JUMP",     "LEGS_LAND",
                                "LEGS_JUMPB",  "LEGS_LANDB",    "LEGS_IDLE",    "LEGS_IDLECR",   "LEGS_TURN"};

// As cgame reads animation.cfg: tokens separated by bytes at or below
// ' ', "//" comments to the end of the line, the keywords and their
// arguments, then four numbers a slot; the LEGS_ first frames less
// LEGS_WALKCR's minus TORSO_GESTURE's.
QList<Slot> readAnimationConfig(const QByteArray &text)
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
    while (t < tokens.size()) {
        const QByteArray &k = tokens[t];
        if (k == "footsteps" || k == "sex")
            t += 2;
        else if (k == "headoffset")
            t += 4;
        else if (k == "fixedlegs" || k == "fixedtorso")
            t += 1;
        else if (!k.isEmpty() && (std::isdigit(quint8(k[0])) || k[0] == '-'))
            break;
        else
            ++t;
    }
    QList<Slot> parsed;
    for (int s = 0; s < 25 && t + 3 < tokens.size(); ++s, t += 4)
        parsed.append(
            {tokens[t].toLongLong(), tokens[t + 1].toLongLong(), tokens[t + 2].toLongLong(), tokens[t + 3].toDouble()});
    if (parsed.size() == 25) {
        const qint64 skip = parsed[13].first - parsed[6].first;
        for (int s = 13; s < 25; ++s)
            parsed[s].first -= skip;
    }
    return parsed;
}

qint32 i32(const QByteArray &d, qint64 at)
{
    quint32 v = 0;
    if (at >= 0 && at + 4 <= d.size())
        std::memcpy(&v, d.constData() + at, 4);
    return qint32(qFromLittleEndian(v));
}

// Frame f of an MD3: its vertex records of every surface, its tags'
// numbers and its bounds, as stored.
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

} // namespace

class TestMd3Retime : public QObject
{
    Q_OBJECT

private slots:
    void retimedSlotsPlayAsEditedAndTheOthersAsStored_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("archive");
        const QString tremulous = QStringLiteral(QUARRY_CORPUS_DIR)
                                  + QStringLiteral("/real/md3/tremulous/models/tremulous/players/human_base");
        if (QFileInfo::exists(tremulous))
            QTest::newRow("tremulous human_base") << tremulous << QString();
        const QString pak0 = QStringLiteral("/usr/share/games/openarena/baseoa/pak0.pk3");
        if (QFileInfo::exists(pak0))
            QTest::newRow("openarena sarge") << QStringLiteral("models/players/sarge") << pak0;
        if (QTest::currentDataTag() == nullptr && !QFileInfo::exists(tremulous) && !QFileInfo::exists(pak0))
            QSKIP("no Quake III player here (../shared/corpus/real or Debian's openarena)");
    }
    void retimedSlotsPlayAsEditedAndTheOthersAsStored()
    {
        QFETCH(QString, folder);
        QFETCH(QString, archive);
        QTemporaryDir dir;
        QString player = dir.filePath(QStringLiteral("player"));
        QVERIFY(QDir().mkpath(player));
        if (archive.isEmpty()) {
            for (const QString &name : QDir(folder).entryList(QDir::Files))
                QVERIFY(QFile::copy(QDir(folder).filePath(name), QDir(player).filePath(name)));
        } else {
            QProcess unzip;
            unzip.start(QStringLiteral("unzip"), {QStringLiteral("-qq"), QStringLiteral("-o"), archive,
                                                  folder + QStringLiteral("/*"), QStringLiteral("-d"), dir.path()});
            QVERIFY(unzip.waitForFinished(60000));
            QCOMPARE(unzip.exitCode(), 0);
            player = dir.filePath(folder);
        }
        const QString lower = QDir(player).filePath(QStringLiteral("lower.md3"));
        const QString cfg = QDir(player).filePath(QStringLiteral("animation.cfg"));
        const QString upper = QDir(player).filePath(QStringLiteral("upper.md3"));
        const QByteArray lowerBefore = bytes(lower), cfgBefore = bytes(cfg), upperBefore = bytes(upper);
        const QDateTime upperTime = QFileInfo(upper).lastModified();
        const QList<Slot> before = readAnimationConfig(cfgBefore);
        QCOMPARE(before.size(), qsizetype(25));

        const QString script = dir.filePath(QStringLiteral("retime.py"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import quarry, sys\n"
                   "doc = quarry.open(sys.argv[1])\n"
                   "doc.run('scaleKeys', animation='LEGS_RUN', factor=0.5)\n"
                   "doc.run('setClipLoops', animation='LEGS_IDLE', loop=False)\n"
                   "doc.run('changeSpeed', animation='LEGS_WALK', fps=25)\n"
                   "doc.save(sys.argv[1])\n");
        file.close();
        QProcess quarry;
        quarry.start(QStringLiteral(QUARRY_BINARY), {QStringLiteral("script"), script, lower});
        QVERIFY(quarry.waitForFinished(120000));
        QVERIFY2(quarry.exitCode() == 0, quarry.readAllStandardError().constData());

        const QByteArray lowerAfter = bytes(lower);
        const QList<Slot> after = readAnimationConfig(bytes(cfg));
        QCOMPARE(after.size(), qsizetype(25));
        QCOMPARE(bytes(upper), upperBefore);
        QCOMPARE(QFileInfo(upper).lastModified(), upperTime);
        const qint32 framesAfter = i32(lowerAfter, 76);
        const int run = 15, idle = 22, walk = 14;
        QVERIFY2(
            after[run].count < before[run].count,
            qPrintable(QStringLiteral("LEGS_RUN: %1 frames, before %2").arg(after[run].count).arg(before[run].count)));
        QCOMPARE(after[idle].loop, qint64(0));
        QCOMPARE(after[walk].fps, 25.0);
        QCOMPARE(after[walk].count, before[walk].count);
        for (int s = 0; s < 25; ++s) {
            if (s >= 6 && s < 13)
                continue; // TORSO_ parsed play upper.md3, unchanged
            const Slot &a = before[s], &b = after[s];
            QVERIFY2(b.first >= 0 && b.first + b.count <= framesAfter,
                     qPrintable(QStringLiteral("%1 plays frames %2 to %3 of %4")
                                    .arg(kSlots[s])
                                    .arg(b.first)
                                    .arg(b.first + b.count - 1)
                                    .arg(framesAfter)));
            if (s == run)
                continue;
            QCOMPARE(b.count, a.count);
            if (s != idle)
                QCOMPARE(b.loop, a.loop);
            if (s != walk)
                QCOMPARE(b.fps, a.fps);
            for (qint64 f = 0; f < a.count; ++f)
                QVERIFY2(frameBytes(lowerAfter, b.first + f) == frameBytes(lowerBefore, a.first + f),
                         qPrintable(QStringLiteral("%1 frame %2 (stored %3, now %4) differs")
                                        .arg(kSlots[s])
                                        .arg(f)
                                        .arg(a.first + f)
                                        .arg(b.first + f)));
        }
    }
};

QTEST_GUILESS_MAIN(TestMd3Retime)
#include "tst_md3_retime.moc"
