// An Unvanquished MD5 player as the game's cgame loads it: body.md5mesh,
// character.cfg beside it and one .md5anim per animation under the names
// the cgame gives its slots (a hand-written fixture in that layout). The
// clips loop as the game's slots do; a plain save writes nothing; a retime
// rewrites only its .md5anim (character.cfg holds nothing a clip's edit
// changes and is never written); what no file can keep (a loop flag, a
// clip the game does not load) is a warning; a damaged character.cfg gives
// warnings naming its lines.
#include "Md5Fixtures.h"

#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/md5/Md5Character.h"
#include "model/Document.h"
#include "model/GameSlots.h"
#include "model/operations/Operation.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

QByteArray bytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// As Unvanquished's human_naked/character.cfg is laid out.
const QByteArray kHumanCfg = R"(// character config file

sex	m

modifiers
{
	Segmented
	HandDelta
}

footsteps	default

// the first and last torso bones
legBones
{
	hips
	thigh.R
}

torsoControlBone spine
modelScale 4.5
)";

const QByteArray kAlienCfg = "// character config file for a dretch\n\nsex\tn\n\nfootsteps none\nmodelScale 1\n";

struct Player
{
    QTemporaryDir dir;
    QString mesh, cfg;
    QStringList anims;
    QMap<QString, QByteArray> before;

    explicit Player(const QByteArray &cfgText, const QStringList &clips)
    {
        mesh = dir.filePath(QStringLiteral("body.md5mesh"));
        cfg = dir.filePath(QStringLiteral("character.cfg"));
        writeFile(mesh, kMd5Mesh);
        writeFile(cfg, cfgText);
        for (const QString &clip : clips) {
            anims << dir.filePath(clip + QStringLiteral(".md5anim"));
            writeFile(anims.last(), QByteArray(kMd5Anim).replace("frameRate 24", "frameRate 60"));
        }
        for (const QString &f : QDir(dir.path()).entryList(QDir::Files))
            before.insert(f, bytes(dir.filePath(f)));
    }
    ReadResult read() const
    {
        ReadOptions options;
        options.companions = companionsBeside(mesh);
        return readModelFile(mesh, options);
    }
    int index(const Model &m, const QString &name) const
    {
        for (int i = 0; i < m.animations.size(); ++i)
            if (m.animations[i].name == name)
                return i;
        return -1;
    }
    // The files whose bytes differ from the fixture's.
    QStringList changed() const
    {
        QStringList list;
        for (const QString &f : QDir(dir.path()).entryList(QDir::Files))
            if (!before.contains(f) || bytes(dir.filePath(f)) != before.value(f))
                list << f;
        return list;
    }
};

QString text(const QList<Diagnostic> &list)
{
    QStringList lines;
    for (const Diagnostic &d : list)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestMd5Character : public QObject
{
    Q_OBJECT

private slots:
    void humanClipsLoopAsTheGameLoopsThem()
    {
        Player p(kHumanCfg, {QStringLiteral("idle"), QStringLiteral("run"), QStringLiteral("die")});
        const ReadResult read = p.read();
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QVERIFY2(read.warnings.isEmpty(), qPrintable(text(read.warnings)));
        const Model &m = read.model;
        QCOMPARE(m.animations.size(), 3);
        QVERIFY(m.animations[p.index(m, QStringLiteral("idle"))].loop);
        QVERIFY(m.animations[p.index(m, QStringLiteral("run"))].loop);
        QVERIFY(!m.animations[p.index(m, QStringLiteral("die"))].loop);
        QCOMPARE(
            m.animations[p.index(m, QStringLiteral("run"))].extras.value(QLatin1String(kAnimationGameSlots)).toString(),
            QStringLiteral("LEGS_RUN"));
        QVERIFY2(text(read.notes).contains(QStringLiteral("a human")), qPrintable(text(read.notes)));
    }

    void alienTableFromSexN()
    {
        Player p(kAlienCfg, {QStringLiteral("walk"), QStringLiteral("attack"), QStringLiteral("step")});
        const ReadResult read = p.read();
        QVERIFY(read.ok());
        const Model &m = read.model;
        QVERIFY(m.animations[p.index(m, QStringLiteral("walk"))].loop);
        QVERIFY(!m.animations[p.index(m, QStringLiteral("attack"))].loop);
        // step.md5anim is a human's LEGS_TURN: an alien's cgame loads no step.
        QVERIFY(!m.animations[p.index(m, QStringLiteral("step"))].extras.contains(QLatin1String(kAnimationGameSlots)));
        QVERIFY2(text(read.notes).contains(QStringLiteral("step.md5anim")), qPrintable(text(read.notes)));
    }

    void savesWriteOnlyWhatChanged()
    {
        Player p(kHumanCfg, {QStringLiteral("idle"), QStringLiteral("run"), QStringLiteral("die")});
        const ReadResult read = p.read();
        QVERIFY(read.ok());
        Document doc;
        doc.resetModel(read.model, p.mesh, formatForWriting(p.mesh));

        // Opened and saved: nothing written, every byte as it was.
        WriteResult saved = writeModelFile(doc.model(), p.mesh, formatForWriting(p.mesh));
        QVERIFY2(saved.ok(), qPrintable(saved.error ? saved.error->toString() : QString()));
        QVERIFY2(saved.written.isEmpty(), qPrintable(saved.written.join(QStringLiteral(", "))));
        QVERIFY2(saved.warnings.isEmpty(), qPrintable(text(saved.warnings)));
        QCOMPARE(p.changed(), QStringList());

        // run retimed: run.md5anim alone changes; character.cfg never.
        const OperationResult sped = runOperation(
            doc, QStringLiteral("changeSpeed"),
            {{QStringLiteral("animation"), QStringLiteral("run")}, {QStringLiteral("fps"), 75.0}});
        QVERIFY2(sped.ok, qPrintable(sped.message));
        saved = writeModelFile(doc.model(), p.mesh, formatForWriting(p.mesh));
        QVERIFY(saved.ok());
        QCOMPARE(p.changed(), QStringList{QStringLiteral("run.md5anim")});
        QVERIFY(bytes(p.dir.filePath(QStringLiteral("run.md5anim"))).contains("frameRate 75"));

        // A loop flag no file keeps: a warning naming the clip and slot,
        // and no file changes for it.
        const OperationResult looped = runOperation(
            doc, QStringLiteral("setClipLoops"),
            {{QStringLiteral("animation"), QStringLiteral("die")}, {QStringLiteral("loop"), true}});
        QVERIFY2(looped.ok, qPrintable(looped.message));
        saved = writeModelFile(doc.model(), p.mesh, formatForWriting(p.mesh));
        QVERIFY(saved.ok());
        QVERIFY2(text(saved.warnings).contains(QStringLiteral("\"die\" (BOTH_DEATH1) once")),
                 qPrintable(text(saved.warnings)));
        QCOMPARE(p.changed(), QStringList{QStringLiteral("run.md5anim")});

        // New clips: one the game loads gets its file quietly, one it does
        // not load gets its file and a warning.
        for (const char *name : {"jump", "dance"})
            QVERIFY(runOperation(doc, QStringLiteral("addClip"),
                                 {{QStringLiteral("name"), QLatin1String(name)}, {QStringLiteral("fps"), 60.0}})
                        .ok);
        saved = writeModelFile(doc.model(), p.mesh, formatForWriting(p.mesh));
        QVERIFY(saved.ok());
        QVERIFY(QFileInfo::exists(p.dir.filePath(QStringLiteral("jump.md5anim"))));
        QVERIFY(QFileInfo::exists(p.dir.filePath(QStringLiteral("dance.md5anim"))));
        QVERIFY2(text(saved.warnings).contains(QStringLiteral("no dance.md5anim")), qPrintable(text(saved.warnings)));
        QVERIFY2(!text(saved.warnings).contains(QStringLiteral("jump.md5anim")), qPrintable(text(saved.warnings)));
        QCOMPARE(bytes(p.cfg), kHumanCfg);
    }

    // What the game would complain of in character.cfg: warnings naming
    // the file and line; the model still opens.
    void damagedCharacterConfig_data()
    {
        QTest::addColumn<QByteArray>("cfg");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<QString>("says");
        QTest::newRow("sex without a value")
            << QByteArray("// x\nfootsteps none\nsex") << qint64(3) << QStringLiteral("no value");
        QTest::newRow("block without {") << QByteArray("sex m\nlegBones\nhips\n}\n") << qint64(3)
                                         << QStringLiteral("wants \"{\"");
        QTest::newRow("block not closed")
            << QByteArray("sex m\n\nhandBones {\nhand.R\n") << qint64(3) << QStringLiteral("not closed");
        QTest::newRow("NUL") << QByteArray("sex m\n\0sex n\n", 13) << qint64(2) << QStringLiteral("NUL");
    }

    void damagedCharacterConfig()
    {
        QFETCH(QByteArray, cfg);
        QFETCH(qint64, line);
        QFETCH(QString, says);
        const Md5Character c = readMd5CharacterConfig(QStringLiteral("character.cfg"), cfg);
        QVERIFY(!c.alien);
        QVERIFY2(!c.warnings.isEmpty(), "no warning");
        QCOMPARE(c.warnings[0].file, QStringLiteral("character.cfg"));
        QCOMPARE(c.warnings[0].line, line);
        QVERIFY2(c.warnings[0].message.contains(says), qPrintable(c.warnings[0].message));
        // Through the reader: a warning, and the model.
        Player p(cfg, {QStringLiteral("run")});
        const ReadResult read = p.read();
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QVERIFY2(text(read.warnings).contains(QStringLiteral("character.cfg:%1:").arg(line)),
                 qPrintable(text(read.warnings)));
    }

    // Every prefix of a real layout and a few byte soups: no crash, no hang.
    void prefixesAndSoups()
    {
        const QByteArray all = kHumanCfg + "handBones\n{\n\ttag_weapon\n}\nheadoffset 1 2\nfixedlegs\n";
        for (qsizetype n = 0; n <= all.size(); ++n)
            readMd5CharacterConfig(QStringLiteral("c"), all.first(n));
        QByteArray soup;
        for (int i = 0; i < 4096; ++i)
            soup.append(char("{}/*\"\n\t x"[i * 7 % 10]));
        const Md5Character c = readMd5CharacterConfig(QStringLiteral("c"), soup);
        for (const Diagnostic &d : c.warnings)
            QVERIFY(!d.message.isEmpty());
        QVERIFY(!readMd5CharacterConfig(QStringLiteral("c"), QByteArray(30000, ' ')).warnings.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMd5Character)
#include "tst_md5_character.moc"
