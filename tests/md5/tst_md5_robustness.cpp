// Damaged MD5 files: every truncation and seeded byte flips of the
// hand-written mesh and animation read to a model or to an error that
// names the file and a line; counts larger than the file can hold are
// refused before anything is allocated.
#include "Md5Fixtures.h"

#include "io/md5/Md5Reader.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kPath = QStringLiteral("damaged.md5mesh");

void checkError(const ReadResult &r, qint64 lines)
{
    if (r.ok())
        return;
    QVERIFY(!r.error->message.isEmpty());
    QCOMPARE(r.error->file, kPath);
    QVERIFY2(r.error->line >= 1 && r.error->line <= lines + 1, qPrintable(r.error->toString()));
}

} // namespace

class TestMd5Robustness : public QObject
{
    Q_OBJECT

private slots:
    void everyTruncation()
    {
        for (const QByteArray &text : {kMd5Mesh, kMd5Anim}) {
            const qint64 lines = text.count('\n') + 1;
            for (qsizetype n = 0; n < text.size(); ++n) {
                const QByteArray cut = text.left(n);
                checkError(readMd5Mesh(kPath, cut, {}), lines);
                checkError(readMd5Anim(kPath, cut, {}), lines);
            }
        }
    }

    void byteFlips()
    {
        QRandomGenerator random(35);
        for (const QByteArray &text : {kMd5Mesh, kMd5Anim}) {
            const qint64 lines = text.count('\n') + 1;
            for (int round = 0; round < 3000; ++round) {
                QByteArray damaged = text;
                for (int k = 0; k < 3; ++k)
                    damaged[random.bounded(int(damaged.size()))] = char(random.bounded(256));
                checkError(readMd5Mesh(kPath, damaged, {}), lines);
                checkError(readMd5Anim(kPath, damaged, {}), lines);
            }
        }
    }

    void errorsNameTheLine_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<bool>("mesh");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        QTest::newRow("version") << QByteArray("MD5Version 10") << QByteArray("MD5Version 11") << true << 1
                                 << "version 11";
        QTest::newRow("huge numverts") << QByteArray("numverts 3") << QByteArray("numverts 2000000000") << true << 16
                                       << "more than the file can hold";
        QTest::newRow("weight joint") << QByteArray("weight 1 1 1") << QByteArray("weight 1 7 1") << true << 26
                                      << "joint 7 of 2";
        QTest::newRow("triangle vertex") << QByteArray("tri 0 0 2 1") << QByteArray("tri 0 0 9 1") << true << 22
                                         << "vertex 9 of 3";
        QTest::newRow("parent") << QByteArray("\"tip\"\t0 (") << QByteArray("\"tip\"\t5 (") << true << 9
                                << "not an earlier joint";
        QTest::newRow("huge frames") << QByteArray("numFrames 3") << QByteArray("numFrames 99999999") << false << 4
                                     << "more than the file can hold";
        QTest::newRow("flags") << QByteArray("-1 32 0") << QByteArray("-1 96 0") << false << 10 << "flags 96";
        QTest::newRow("frame values") << QByteArray("\t0.3826834\n") << QByteArray("\n") << false << 31
                                      << "frame 1 has 0 values";
        QTest::newRow("word") << QByteArray("frameRate 24") << QByteArray("frameRate fast") << false << 6
                              << "a number expected";
    }

    void errorsNameTheLine()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(bool, mesh);
        QFETCH(int, line);
        QFETCH(QString, says);
        QByteArray text = mesh ? kMd5Mesh : kMd5Anim;
        QVERIFY(text.contains(from));
        text.replace(from, to);
        const ReadResult r = mesh ? readMd5Mesh(kPath, text, {}) : readMd5Anim(kPath, text, {});
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(says), qPrintable(r.error->toString()));
        QCOMPARE(r.error->line, qint64(line));
    }

    // Files past a megabyte have their frames read on every core: the same
    // keys as one core reads (a comment among the frames keeps them on
    // one), and a fault still named at its line.
    void largeFilesReadOnTheCores()
    {
        const int frames = 40000;
        QByteArray head = "MD5Version 10\nnumFrames " + QByteArray::number(frames)
                          + "\nnumJoints 1\nframeRate 30\nnumAnimatedComponents 3\n"
                            "hierarchy {\n\t\"root\" -1 7 0\n}\nbaseframe {\n\t( 0 0 0 ) ( 0 0 0 )\n}\n";
        const qint64 headLines = head.count('\n');
        QByteArray body;
        for (int f = 0; f < frames; ++f)
            body += "frame " + QByteArray::number(f) + " {\n\t" + QByteArray::number(f * 0.001, 'f', 6) + " -"
                    + QByteArray::number(f % 97 * 0.25, 'f', 2) + " 0.0000011724703479067453\n}\n";
        QVERIFY(body.size() > (1 << 20));
        const ReadResult cores = readMd5Anim(kPath, head + body, {});
        const ReadResult one = readMd5Anim(kPath, head + body + "// one core\n", {});
        QVERIFY2(cores.ok(), qPrintable(cores.error ? cores.error->toString() : QString()));
        QVERIFY(one.ok());
        const QList<Vec3Key> &keys = cores.model.animations[0].tracks[0].translations;
        QCOMPARE(keys.size(), qsizetype(frames));
        QCOMPARE(keys, one.model.animations[0].tracks[0].translations);
        QCOMPARE(keys[12345].value, QVector3D(12.345f, -(12345 % 97 * 0.25f), 0.0000011724703479067453f));

        // Frame 30000 a second time, in place of frame 30001 (3 lines a frame).
        QByteArray twice = body;
        twice.replace("frame 30001 {", "frame 30000 {");
        ReadResult r = readMd5Anim(kPath, head + twice, {});
        QVERIFY(!r.ok());
        QVERIFY2(r.error->message.contains(QStringLiteral("a second time")), qPrintable(r.error->toString()));
        QCOMPARE(r.error->line, headLines + 30001 * 3 + 1);
        // A value that is not a number.
        QByteArray bad = body;
        bad.replace("frame 20000 {\n\t20.000000", "frame 20000 {\n\t20.0x0000");
        r = readMd5Anim(kPath, head + bad, {});
        QVERIFY(!r.ok());
        QCOMPARE(r.error->line, headLines + 20000 * 3 + 2);
        // A frame left out.
        QByteArray missing = body;
        missing.replace("frame 39999 {", "frame 0 {");
        r = readMd5Anim(kPath, head + missing, {});
        QVERIFY(!r.ok());
    }

    // Many joints no frame moves take a key each frame in the model, not a
    // byte of the file: refused past the read budget.
    void keysWithinTheReadBudget()
    {
        QByteArray text = "MD5Version 10\nnumFrames 60000000\nnumJoints 2\nframeRate 24\nnumAnimatedComponents 0\n";
        text += QByteArray(4 << 20, ' ');
        const ReadResult r = readMd5Anim(kPath, text, {});
        QVERIFY(!r.ok());
    }
};

QTEST_GUILESS_MAIN(TestMd5Robustness)
#include "tst_md5_robustness.moc"
