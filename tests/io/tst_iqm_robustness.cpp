// The IQM reader on damaged copies of a real file: every truncation length
// and thousands of seeded byte flips. Each read must end, quickly, with a
// model or an error that names a byte offset inside the data; what reads
// must also write.
#include "IqmFixture.h"

#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace quarry;
using namespace iqmfixture;

class TestIqmRobustness : public QObject
{
    Q_OBJECT

private:
    QByteArray m_file;
    QElapsedTimer m_clock;

    bool load()
    {
        QFile f(QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm"));
        if (!f.open(QIODevice::ReadOnly))
            return false;
        m_file = f.readAll();
        return true;
    }

    // An error must name an offset within the data; a model must be
    // consistent and writable.
    void check(const QByteArray &data, const char *what, qint64 n, bool write)
    {
        const ReadResult r = readIqm(QStringLiteral("damaged.iqm"), data);
        if (!r.ok()) {
            QVERIFY2(r.error->offset >= 0 && r.error->offset <= data.size(),
                     qPrintable(QStringLiteral("%1 %2: %3").arg(QLatin1String(what)).arg(n).arg(r.error->toString())));
            QVERIFY(!r.error->message.isEmpty());
            return;
        }
        for (const Mesh &m : r.model.meshes)
            QVERIFY2(m.validate().isEmpty(), qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(what)).arg(n)));
        QVERIFY(r.model.skeleton.isTopologicallyOrdered());
        if (!write)
            return;
        const WriteResult w = writeIqm(r.model, QStringLiteral("again.iqm"));
        if (w.ok())
            QVERIFY(readIqm(QStringLiteral("again.iqm"), w.data).ok());
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!load())
            QSKIP("corpus file mrfixit.iqm is absent");
        m_clock.start();
    }

    void everyTruncation()
    {
        int failures = 0;
        for (qsizetype n = 0; n < m_file.size(); ++n) {
            const ReadResult r = readIqm(QStringLiteral("cut.iqm"), QByteArrayView(m_file.constData(), n));
            failures += !r.ok();
            QVERIFY2(!r.ok() && r.error->offset >= 0 && r.error->offset <= n, qPrintable(QString::number(n)));
        }
        QCOMPARE(failures, int(m_file.size()));
    }

    void truncationsWithMatchingFileSize()
    {
        // The header's file size follows the cut, so the reader goes on to
        // the tables and must find the missing data itself.
        for (qsizetype n = kHeaderSize; n < m_file.size(); n += (n < 2048 ? 1 : 61)) {
            QByteArray cut = m_file.left(n);
            putU32(cut, headerFieldOffset(FileSize), quint32(n));
            const ReadResult r = readIqm(QStringLiteral("cut.iqm"), cut);
            QVERIFY2(!r.ok() || r.warnings.size() > 0 || n >= qsizetype(field(m_file, OfsBounds) + 101 * 32),
                     qPrintable(QString::number(n)));
            if (!r.ok())
                QVERIFY(r.error->offset >= 0 && r.error->offset <= n);
        }
    }

    void seededByteFlips()
    {
        QRandomGenerator random(20260611);
        for (int i = 0; i < 4000; ++i) {
            QByteArray damaged = m_file;
            // Half the time in the header and tables, where counts and
            // offsets live; otherwise anywhere.
            const int flips = 1 + int(random.bounded(4));
            for (int k = 0; k < flips; ++k) {
                const qsizetype at = (i % 2) ? qsizetype(random.bounded(quint32(1200)))
                                             : qsizetype(random.bounded(quint32(damaged.size())));
                damaged[at] = char(damaged[at] ^ char(1 + random.bounded(255)));
            }
            check(damaged, "flip", i, i % 50 == 0); // writing costs more than reading
            if (QTest::currentTestFailed())
                return;
        }
    }

    void finishesQuickly()
    {
#if defined(__SANITIZE_ADDRESS__)
        const qint64 limit = 60000; // the sanitizers slow every read about threefold
#else
        const qint64 limit = 20000;
#endif
        QVERIFY2(m_clock.elapsed() < limit, qPrintable(QString::number(m_clock.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestIqmRobustness)
#include "tst_iqm_robustness.moc"
