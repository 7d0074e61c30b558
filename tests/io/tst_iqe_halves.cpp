// The IQE reader on a large file reads its second half on another thread;
// what it gives must be exactly what one pass gives (read option
// "iqe.threads" = 1): the model, the warnings, and errors with their line
// numbers, whatever line turns up in the second half.
#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeReplay.h"

#include <QFile>
#include <QTest>

#include <cstring>

using namespace quarry;

namespace {

QStringList texts(const QList<Diagnostic> &list)
{
    QStringList out;
    for (const Diagnostic &d : list)
        out.append(d.toString());
    return out;
}

} // namespace

class TestIqeHalves : public QObject
{
    Q_OBJECT

private:
    QByteArray m_big;

    ReadResult readOnePass(const QByteArray &data)
    {
        ReadOptions options;
        options.options.insert(QStringLiteral("iqe.threads"), 1);
        options.options.insert(QLatin1String(kIqeKeepSourceOption), false);
        return readIqe(QStringLiteral("big.iqe"), data, options);
    }

    // Both ways, compared in full; returns the two-thread result.
    ReadResult readAndCompare(const QByteArray &data)
    {
        const ReadResult one = readOnePass(data);
        ReadOptions options;
        options.options.insert(QLatin1String(kIqeKeepSourceOption), false);
        const ReadResult two = readIqe(QStringLiteral("big.iqe"), data, options);
        [&] {
            QCOMPARE(two.ok(), one.ok());
            if (!one.ok()) {
                QCOMPARE(two.error->toString(), one.error->toString());
                QCOMPARE(two.error->line, one.error->line);
            }
            QCOMPARE(texts(two.warnings), texts(one.warnings));
            QVERIFY(two.model == one.model);
        }();
        return two;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile f(QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe"));
        if (!f.open(QIODevice::ReadOnly))
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        const QByteArray iqe = f.readAll();
        // The mesh section repeated (names numbered) to pass the size at
        // which the reader splits the file; joints, poses and the
        // animation once.
        const qsizetype meshes = iqe.indexOf("\nmesh ");
        const qsizetype animation = iqe.indexOf("\nanimation ");
        QVERIFY(meshes > 0 && animation > meshes);
        const QByteArray body = iqe.mid(meshes + 1, animation - meshes);
        m_big = iqe.left(meshes + 1);
        for (int i = 0; i < 16; ++i) {
            QByteArray copy = body;
            copy.replace("mesh \"Body\"", "mesh \"Body" + QByteArray::number(i) + '"');
            copy.replace("mesh \"Head\"", "mesh \"Head" + QByteArray::number(i) + '"');
            m_big += copy;
        }
        m_big += iqe.mid(animation + 1);
        QVERIFY(m_big.size() > 5000000);
    }

    void wholeFile()
    {
        const ReadResult r = readAndCompare(m_big);
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes.size(), 32);
        QCOMPARE(r.model.triangleCount(), 16 * 2988);
        QVERIFY(!r.model.animations.isEmpty());
    }

    // One line put in before a vertex three quarters into the file.
    void lineInSecondHalf_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("fails"); // 1, 0, or -1 for either
        QTest::newRow("bad number") << QByteArray("vp 1 x 2") << 1;
        QTest::newRow("too many numbers") << QByteArray("vn 1 2 3 4") << 1;
        QTest::newRow("vb without weight") << QByteArray("vb 1 0.5 2") << 1;
        QTest::newRow("face short") << QByteArray("fm 0 1") << 1;
        QTest::newRow("face past the end") << QByteArray("fm 0 1 999999999") << 1;
        QTest::newRow("joint index past the joints") << QByteArray("vb 9999 1") << 1;
        QTest::newRow("stream lengths differ") << QByteArray("vc 1 0 0 1") << 1;
        QTest::newRow("global face") << QByteArray("fa 0 1 2") << 0;
        QTest::newRow("relative face") << QByteArray("fm -1 -2 -3") << 0;
        QTest::newRow("quad") << QByteArray("fm 0 1 2 3") << 0;
        QTest::newRow("smoothing") << QByteArray("smoothgroup 3") << 0;
        QTest::newRow("edge flags") << QByteArray("fs 1 0 1") << 0;
        QTest::newRow("unknown command") << QByteArray("bogus 1 2") << 0;
        QTest::newRow("frame before animation") << QByteArray("frame") << 0;
        QTest::newRow("extra joint") << QByteArray("joint \"extra\" 0") << -1; // frames then lack a pose
        QTest::newRow("comment") << QByteArray("comment") << -1;
        QTest::newRow("comment line and material") << QByteArray("# x\nmaterial \"m\"") << 0;
    }
    void lineInSecondHalf()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, fails);
        const qsizetype at = m_big.indexOf("\nvp ", m_big.size() * 3 / 4) + 1;
        QVERIFY(at > 0);
        QByteArray data = m_big;
        data.insert(at, line + '\n');
        const ReadResult r = readAndCompare(data);
        if (fails >= 0)
            QCOMPARE(!r.ok(), fails == 1);
        if (line == "fa 0 1 2") {
            // Absolute indexes: the file's first three vertices, which are the
            // first mesh's (copies of them noted as such), not the first of the
            // half the line is in.
            QByteArray notes;
            int noted = 0;
            for (const Mesh &m : r.model.meshes)
                if (m.extras.contains(QStringLiteral("iqe.sharedVertices"))) {
                    notes = m.extras.value(QStringLiteral("iqe.sharedVertices")).toByteArray();
                    ++noted;
                }
            QCOMPARE(noted, 1);
            QCOMPARE(notes.size(), 3 * 12);
            for (int k = 0; k < 3; ++k) {
                quint32 note[3];
                std::memcpy(note, notes.constData() + k * 12, 12);
                QCOMPARE(note[1], 0u);
                QCOMPARE(note[2], quint32(k));
            }
        }
        if (!r.ok() && line.startsWith("v") && line != "vb 9999 1" && line != "vc 1 0 0 1") {
            // Errors on the line itself name it.
            QCOMPARE(r.error->line, qint64(data.left(at).count('\n') + 1));
        }
    }

    // Forms the fast path leaves to the general one read the same.
    void unusualSpelling_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::newRow("tabs") << QByteArray("\nvp ") << QByteArray("\nvp\t");
        QTest::newRow("plus") << QByteArray("vn 0.") << QByteArray("vn +0.");
        QTest::newRow("exponent") << QByteArray(" 1\nvt ") << QByteArray(" 1e0\nvt ");
        QTest::newRow("carriage returns") << QByteArray("\n") << QByteArray("\r\n");
        QTest::newRow("leading space") << QByteArray("\nvt ") << QByteArray("\n  vt ");
    }
    void unusualSpelling()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QByteArray data = m_big;
        data.replace(from, to);
        QVERIFY(data != m_big);
        const ReadResult changed = readAndCompare(data);
        QVERIFY(changed.ok());
        const ReadResult plain = readOnePass(m_big);
        QVERIFY(changed.model == plain.model);
    }
};

QTEST_GUILESS_MAIN(TestIqeHalves)
#include "tst_iqe_halves.moc"
