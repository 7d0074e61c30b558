// Hostile input for the IQE reader: every truncation of the corpus file and
// thousands of seeded byte flips. The reader must return (a model or an
// error naming a line), never crash or hang, and an accepted model must be
// consistent.
#include "io/iqe/IqeReader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace quarry;

namespace {

bool consistent(const ReadResult &r, QString *why)
{
    if (!r.ok()) {
        if (r.error->line < 1 || r.error->file.isEmpty() || r.error->message.isEmpty()) {
            *why = QStringLiteral("error without a line: ") + r.error->toString();
            return false;
        }
        return true;
    }
    for (const Mesh &m : r.model.meshes) {
        const QString v = m.validate();
        if (!v.isEmpty()) {
            *why = v;
            return false;
        }
        for (quint32 i : m.blendIndexes)
            if (i >= quint32(r.model.skeleton.joints.size())) {
                *why = QStringLiteral("blend index past the joints");
                return false;
            }
    }
    if (!r.model.skeleton.isTopologicallyOrdered()) {
        *why = QStringLiteral("skeleton not ordered");
        return false;
    }
    return true;
}

} // namespace

class TestIqeRobustness : public QObject
{
    Q_OBJECT

private:
    QByteArray m_corpus;

    // The corpus file with fewer vertices, faces and frames: every kind of
    // line it holds, small enough to cut at every length.
    QByteArray compactCorpus() const
    {
        QByteArray out;
        int vertexInMesh = 0, frames = 0;
        bool inAnimation = false;
        for (const QByteArray &line : m_corpus.split('\n')) {
            const QByteArray cmd = line.left(line.indexOf(' '));
            if (cmd == "mesh")
                vertexInMesh = 0;
            if (cmd == "vp")
                ++vertexInMesh;
            if (cmd == "animation")
                inAnimation = true;
            if (cmd == "frame" && ++frames > 2)
                break;
            const bool vertexLine = cmd.size() == 2 && cmd[0] == 'v' && cmd != "vertexarray";
            if (!inAnimation && vertexLine && vertexInMesh > 24)
                continue;
            if (cmd == "fm") {
                bool inRange = true;
                for (const QByteArray &i : line.split(' ').mid(1))
                    inRange = inRange && i.toInt() < 24;
                if (!inRange)
                    continue;
            }
            out += line + '\n';
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile f(QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe"));
        if (f.open(QIODevice::ReadOnly))
            m_corpus = f.readAll();
    }

    void everyTruncation()
    {
        if (m_corpus.isEmpty())
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        // Every length of a compact copy of the corpus file (every kind of
        // line it has: joints, base poses, vertex arrays, both meshes' first
        // vertices and faces, two animation frames) ...
        const QByteArray compact = compactCorpus();
        QVERIFY(readIqe(QStringLiteral("compact.iqe"), compact).ok());
        QElapsedTimer timer;
        timer.start();
        int accepted = 0;
        for (qsizetype len = 0; len <= compact.size(); ++len) {
            const ReadResult r = readIqe(QStringLiteral("cut.iqe"), QByteArrayView(compact.constData(), len));
            QString why;
            QVERIFY2(consistent(r, &why), qPrintable(QStringLiteral("length %1: %2").arg(len).arg(why)));
            accepted += r.ok() ? 1 : 0;
        }
        qInfo("%lld truncations of a %lld-byte copy (%d accepted) in %lld ms", compact.size() + 1, compact.size(),
              accepted, timer.elapsed());
        QVERIFY(accepted > 0);
        // ... and the whole file cut inside every 250th line and at random places.
        timer.restart();
        QRandomGenerator rng(7);
        int runs = 0;
        qsizetype line = 0;
        for (qsizetype at = 0; at < m_corpus.size(); ++at) {
            if (m_corpus[at] != '\n' || ++line % 250 != 0)
                continue;
            for (qsizetype len : {at, at + 1, at + 3, qsizetype(rng.bounded(quint32(m_corpus.size())))}) {
                len = std::min(len, m_corpus.size());
                const ReadResult r = readIqe(QStringLiteral("cut.iqe"), QByteArrayView(m_corpus.constData(), len));
                QString why;
                QVERIFY2(consistent(r, &why), qPrintable(QStringLiteral("length %1: %2").arg(len).arg(why)));
                ++runs;
            }
        }
        qInfo("%d truncations of the whole file in %lld ms", runs, timer.elapsed());
    }

    void seededByteFlips()
    {
        if (m_corpus.isEmpty())
            QSKIP("corpus file iqm/mrfixit.iqe not found (QUARRY_CORPUS_DIR)");
        // 1000 files from the whole corpus file and 2000 from the compact
        // copy, one to four bytes changed in each.
        const QByteArray compact = compactCorpus();
        QRandomGenerator rng(20100420);
        const char interesting[] = {'\n', ' ', '"', '-', '9', '0', 'e', '.', '#', 'x', '\0', '\r', '+', 'n'};
        int rejected = 0;
        QElapsedTimer timer;
        timer.start();
        const int kFlips = 3000;
        for (int i = 0; i < kFlips; ++i) {
            QByteArray data = i < 1000 ? m_corpus : compact;
            const int flips = 1 + int(rng.bounded(4));
            for (int f = 0; f < flips; ++f) {
                const qsizetype at = qsizetype(rng.bounded(quint32(data.size())));
                if (rng.bounded(2))
                    data[at] = char(rng.bounded(256));
                else
                    data[at] = interesting[rng.bounded(quint32(sizeof interesting))];
            }
            const ReadResult r = readIqe(QStringLiteral("flip.iqe"), data);
            QString why;
            QVERIFY2(consistent(r, &why), qPrintable(QStringLiteral("case %1: %2").arg(i).arg(why)));
            rejected += r.ok() ? 0 : 1;
        }
        qInfo("%d flipped files: %d rejected, %lld ms", kFlips, rejected, timer.elapsed());
        QVERIFY(rejected > 0 && rejected < kFlips);
    }

    void hostileLines()
    {
        // Every vertex at one point (the smoothing pass must not go
        // quadratic), a huge vb, a huge polygon, huge indexes.
        QByteArray text = "# Inter-Quake Export\nmesh m\n";
        for (int i = 0; i < 30000; ++i)
            text += "vp 0 0 0\n";
        text += "fm";
        for (int i = 0; i < 30000; ++i)
            text += ' ' + QByteArray::number(i);
        text += "\n";
        QElapsedTimer timer;
        timer.start();
        ReadResult r = readIqe(QStringLiteral("h.iqe"), text);
        QVERIFY(r.ok());
        QCOMPARE(r.model.meshes[0].triangles.size(), 29998);
        QVERIFY2(timer.elapsed() < 5000, "smoothing a degenerate file took too long");

        QByteArray vb = "# Inter-Quake Export\njoint a\nvp 0 0 0\nvb";
        for (int i = 0; i < 100000; ++i)
            vb += " 0 0.5";
        vb += "\nvp 0 0 0\nvb 0 1\nvp 0 0 0\nvb 0 1\n";
        r = readIqe(QStringLiteral("vb.iqe"), vb);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes[0].influencesPerVertex, 16); // capped, with a warning
        QCOMPARE(r.warnings.size(), 1);

        r = readIqe(QStringLiteral("i.iqe"), "# Inter-Quake Export\nvp 0 0 0\nfa 0 0 99999999999999999999\n");
        QVERIFY(!r.ok());
        QCOMPARE(r.error->line, 3);
        r = readIqe(QStringLiteral("i.iqe"), "# Inter-Quake Export\nvp 0 0 0\nfa 0 0 4294967296\n");
        QVERIFY(!r.ok());
        r = readIqe(QStringLiteral("j.iqe"), "# Inter-Quake Export\njoint a 99999999999\n");
        QVERIFY(!r.ok());
        QCOMPARE(r.error->line, 2);
    }
};

QTEST_GUILESS_MAIN(TestIqeRobustness)
#include "tst_iqe_robustness.moc"
