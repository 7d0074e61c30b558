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
