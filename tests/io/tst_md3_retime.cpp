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

// The player's folder under `dir`: copied from `folder`, or taken out of
// the OpenArena archive `archive` (its folder `folder`).
QString playerCopy(const QTemporaryDir &dir, const QString &folder, const QString &archive)
{
    QString player = dir.filePath(QStringLiteral("player"));
    if (!QDir().mkpath(player))
        return {};
    if (archive.isEmpty()) {
        for (const QString &name : QDir(folder).entryList(QDir::Files))
            if (!QFile::copy(QDir(folder).filePath(name), QDir(player).filePath(name)))
                return {};
        return player;
    }
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-qq"), QStringLiteral("-o"), archive,
                                          folder + QStringLiteral("/*"), QStringLiteral("-d"), dir.path()});
    if (!unzip.waitForFinished(60000) || unzip.exitCode() != 0)
        return {};
    return dir.filePath(folder);
}

// Runs a script on `model` (its path is sys.argv[1]); the error output
// when it fails, else empty.
QString runScript(const QTemporaryDir &dir, const QString &model, const QByteArray &body, QByteArray *output = nullptr)
{
    const QString script = dir.filePath(QStringLiteral("edit.py"));
    QFile file(script);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write the script");
    file.write("import quarry, sys\ndoc = quarry.open(sys.argv[1])\n" + body);
    file.close();
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
        const QString player = playerCopy(dir, folder, archive);
        QVERIFY(!player.isEmpty());
        const QString lower = QDir(player).filePath(QStringLiteral("lower.md3"));
        const QString cfg = QDir(player).filePath(QStringLiteral("animation.cfg"));
        const QString upper = QDir(player).filePath(QStringLiteral("upper.md3"));
        const QByteArray lowerBefore = bytes(lower), cfgBefore = bytes(cfg), upperBefore = bytes(upper);
        const QDateTime upperTime = QFileInfo(upper).lastModified();
        const QList<Slot> before = readAnimationConfig(cfgBefore);
        QCOMPARE(before.size(), qsizetype(25));

        // The levels of detail beside lower.md3, where the player has them.
        QStringList lods;
        QList<QByteArray> lodsBefore;
        for (const char *name : {"lower_1.md3", "lower_2.md3"})
            if (QFileInfo::exists(QDir(player).filePath(QLatin1String(name)))) {
                lods << QDir(player).filePath(QLatin1String(name));
                lodsBefore << bytes(lods.last());
            }
        QByteArray output;
        const QString error = runScript(dir, lower,
                                        "doc.run('scaleKeys', animation='LEGS_RUN', factor=0.5)\n"
                                        "doc.run('setClipLoops', animation='LEGS_IDLE', loop=False)\n"
                                        "doc.run('changeSpeed', animation='LEGS_WALK', fps=25)\n"
                                        "doc.save(sys.argv[1])\n"
                                        "print(doc.message)\n",
                                        &output);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // Save names every file it wrote.
        QVERIFY2(output.contains("lower.md3") && output.contains("animation.cfg"), output.constData());
        for (const QString &lod : std::as_const(lods))
            QVERIFY2(output.contains(QFileInfo(lod).fileName().toUtf8()), output.constData());

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
        // Each level of detail has the part's new frames, every slot but the
        // retimed one its own stored frames where the part's moved, and its
        // own vertices (as many as before, not the part's).
        for (qsizetype l = 0; l < lods.size(); ++l) {
            const QByteArray lodAfter = bytes(lods[l]);
            QCOMPARE(i32(lodAfter, 76), framesAfter);
            QCOMPARE(i32(lodAfter, 84), i32(lodsBefore[l], 84));
            QVERIFY(lodAfter.size() < lowerAfter.size());
            for (int s = 0; s < 25; ++s) {
                if ((s >= 6 && s < 13) || s == run)
                    continue;
                for (qint64 f = 0; f < before[s].count; ++f)
                    QVERIFY2(frameBytes(lodAfter, after[s].first + f) == frameBytes(lodsBefore[l], before[s].first + f),
                             qPrintable(QStringLiteral("%1: %2 frame %3 differs")
                                            .arg(QFileInfo(lods[l]).fileName(), kSlots[s])
                                            .arg(f)));
            }
        }
    }

    // OpenArena's kyonshi: LEGS_TURN plays LEGS_WALK's frames. It is a clip
    // of its own: its loop flag changes alone, in its line alone.
    void slotSharingFramesIsItsOwnClip()
    {
        const QString archive = QStringLiteral("/usr/share/games/openarena/baseoa/pak2-players.pk3");
        if (!QFileInfo::exists(archive))
            QSKIP("Debian's openarena-081-players is not installed");
        QTemporaryDir dir;
        const QString player = playerCopy(dir, QStringLiteral("models/players/kyonshi"), archive);
        QVERIFY(!player.isEmpty());
        const QString lower = QDir(player).filePath(QStringLiteral("lower.md3"));
        const QString cfg = QDir(player).filePath(QStringLiteral("animation.cfg"));
        const QByteArray lowerBefore = bytes(lower), cfgBefore = bytes(cfg);
        const QList<Slot> before = readAnimationConfig(cfgBefore);
        QCOMPARE(before.size(), qsizetype(25));
        const int walk = 14, turn = 24;
        QCOMPARE(before[turn].first, before[walk].first);
        QCOMPARE(before[turn].count, before[walk].count);
        QVERIFY(before[turn].loop > 0);
        QByteArray output;
        const QString error = runScript(dir, lower,
                                        "print([a.name for a in doc.animations].count('LEGS_TURN'))\n"
                                        "doc.run('setClipLoops', animation='LEGS_TURN', loop=False)\n"
                                        "doc.save(sys.argv[1])\n",
                                        &output);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(output.trimmed(), QByteArray("1"));
        // One line changed: LEGS_TURN's looping frames, now 0.
        const QList<QByteArray> linesBefore = cfgBefore.split('\n'), linesAfter = bytes(cfg).split('\n');
        QCOMPARE(linesAfter.size(), linesBefore.size());
        QList<qsizetype> changed;
        for (qsizetype i = 0; i < linesBefore.size(); ++i)
            if (linesBefore[i] != linesAfter[i])
                changed.append(i);
        QCOMPARE(changed.size(), qsizetype(1));
        QVERIFY2(linesAfter[changed[0]].contains("LEGS_TURN"), linesAfter[changed[0]].constData());
        const QList<Slot> after = readAnimationConfig(bytes(cfg));
        QCOMPARE(after[turn].loop, qint64(0));
        QCOMPARE(after[walk].loop, before[walk].loop);
        QCOMPARE(after[turn].first, before[turn].first);
        // The frames stay where they were.
        const QByteArray lowerAfter = bytes(lower);
        QCOMPARE(i32(lowerAfter, 76), i32(lowerBefore, 76));
        for (qint64 f = 0; f < i32(lowerBefore, 76); ++f)
            QVERIFY2(frameBytes(lowerAfter, f) == frameBytes(lowerBefore, f), qPrintable(QString::number(f)));
    }

    // TORSO_ATTACK's 6 frames are what the first-person weapon is synced
    // to: a retime that changes them is applied with a warning; one that
    // keeps them (a new rate) says nothing.
    void fixedLengthSlotWarns()
    {
        const QString archive = QStringLiteral("/usr/share/games/openarena/baseoa/pak2-players.pk3");
        if (!QFileInfo::exists(archive))
            QSKIP("Debian's openarena-081-players is not installed");
        QTemporaryDir dir;
        const QString player = playerCopy(dir, QStringLiteral("models/players/kyonshi"), archive);
        QVERIFY(!player.isEmpty());
        QByteArray output;
        const QString error = runScript(
            dir, QDir(player).filePath(QStringLiteral("upper.md3")),
            "read = len(doc.warnings)\n"
            "doc.run('changeSpeed', animation='TORSO_ATTACK', fps=20)\n"
            "print(len(doc.warnings) - read)\n"
            "doc.run('scaleKeys', animation='TORSO_ATTACK', factor=2)\n"
            "print(doc.message)\n"
            "print(doc.warnings[-1])\n"
            "print([a.frame_count for a in doc.animations if a.name == 'TORSO_ATTACK'][0])\n",
            &output);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<QByteArray> lines = output.trimmed().split('\n');
        QCOMPARE(lines.size(), qsizetype(4));
        QCOMPARE(lines[0], QByteArray("0"));
        QVERIFY2(lines[1].contains("TORSO_ATTACK is 11 frames long now: the game requires 6"), lines[1].constData());
        QVERIFY2(lines[2].contains("TORSO_ATTACK is 11 frames long now"), lines[2].constData());
        QCOMPARE(lines[3], QByteArray("11"));
    }
};

QTEST_GUILESS_MAIN(TestMd3Retime)
#include "tst_md3_retime.moc"
