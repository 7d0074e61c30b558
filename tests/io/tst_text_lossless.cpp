// Text files other tools wrote come back byte for byte from a plain open
// and save (their comments, spacing, number formatting and order kept), and
// an edit of names changes only those names' bytes: IQE here, on the
// corpus's files and on hand-written ones in other exporters' styles.
#include "io/Formats.h"
#include "io/iqe/IqeReplay.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

const QString kCorpus = QStringLiteral(QUARRY_CORPUS_DIR);

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList corpusFiles(const QStringList &patterns)
{
    QStringList files;
    QDirIterator it(kCorpus, patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

// The first byte where two byte strings differ, or -1.
qsizetype firstDifference(const QByteArray &a, const QByteArray &b)
{
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i)
        if (a[i] != b[i])
            return i;
    return a.size() == b.size() ? -1 : n;
}

QString describeDifference(const QString &file, const QByteArray &want, const QByteArray &got)
{
    const qsizetype at = firstDifference(want, got);
    const qsizetype line = want.left(at).count('\n') + 1;
    return QStringLiteral("%1: first differing byte %2 (line %3): stored \"%4\", written \"%5\"")
        .arg(file)
        .arg(at)
        .arg(line)
        .arg(QString::fromUtf8(want.mid(at, 40)), QString::fromUtf8(got.mid(at, 40)));
}

// An IQE in the style of other exporters: tabs, comments between
// commands, bare names, a material before its mesh, numbers as they came.
const QByteArray kHandIqe = "# Inter-Quake Export\n"
                            "# exported by some other tool\n"
                            "\n"
                            "joint\tRoot\t-1\n"
                            "pq  0 0 0    0 0 0 1\n"
                            "joint \"Arm bone\" 0\n"
                            "pq 1.000000 0.0 0.50 0 0 0 1\n"
                            "\n"
                            "material skin/body.tga\n"
                            "mesh\tbody\n"
                            "vp 0.000000 0.000000 0.000000\n"
                            "\tvt 0 0\n"
                            "vb 0 1.0\n"
                            "vp 1.000000 0.000000 0.000000\n"
                            "\tvt 1 0\n"
                            "vb 1 1.0\n"
                            "vp 0.000000 1.000000 0.000000   \n"
                            "\tvt 0 1\n"
                            "vb 0 0.5 1 0.5\n"
                            "fm 0 1 2\n"
                            "\n"
                            "animation \"wave\"\n"
                            "framerate 15\n"
                            "frame\n"
                            "pq 0 0 0 0 0 0 1\n"
                            "pq 1 0 0.5 0 0 0 1\n"
                            "frame\n"
                            "pq 0 0 0 0 0 0 1\n"
                            "pq 1 0 0.5 0 0 0.70710678 0.70710678\n";

} // namespace

class TestTextLossless : public QObject
{
    Q_OBJECT

private:
    // Opens `path`, saves it unchanged to `out` through the format table.
    QByteArray plainSave(const QString &path, const QString &out)
    {
        const ReadResult r = readModelFile(path);
        if (!r.ok()) {
            qWarning("%s", qPrintable(r.error->toString()));
            return {};
        }
        const WriteResult w = encodeModelFile(r.model, out, formatForWriting(out));
        return w.ok() ? w.data : QByteArray();
    }

private slots:
    void iqeCorpusPlainSave()
    {
        const QStringList files = corpusFiles({QStringLiteral("*.iqe")});
        if (files.isEmpty())
            QSKIP("no IQE files in ../shared/corpus");
        QTemporaryDir dir;
        for (const QString &f : files) {
            const QByteArray stored = bytesOf(f);
            const QByteArray written = plainSave(f, dir.filePath(QStringLiteral("out.iqe")));
            QVERIFY2(written == stored, qPrintable(describeDifference(f, stored, written)));
        }
    }

    void iqeOtherExporterStyle()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.iqe"));
        QVERIFY(writeFile(path, kHandIqe));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.skeleton.joints.size(), 2);
        QCOMPARE(r.model.meshes.size(), 1);
        const WriteResult w = encodeModelFile(r.model, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY2(w.data == kHandIqe, qPrintable(describeDifference(path, kHandIqe, w.data)));
    }

    // Renaming: only the name's bytes change, bare names stay bare where
    // they can and are quoted where the new name needs it.
    void iqeNameEditsChangeOnlyNames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.iqe"));
        QVERIFY(writeFile(path, kHandIqe));
        ReadResult r = readModelFile(path);
        QVERIFY(r.ok());
        Model m = r.model;
        QCOMPARE(m.materials.size(), 1);
        m.materials[0].name = QStringLiteral("skin/fixed.png");
        m.meshes[0].name = QStringLiteral("torso");
        m.skeleton.joints[0].name = QStringLiteral("Root bone");
        m.animations[0].name = QStringLiteral("greet");
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QByteArray want = kHandIqe;
        want.replace("material skin/body.tga", "material skin/fixed.png")
            .replace("mesh\tbody", "mesh\ttorso")
            .replace("joint\tRoot\t-1", "joint\t\"Root bone\"\t-1")
            .replace("animation \"wave\"", "animation \"greet\"");
        QVERIFY2(w.data == want, qPrintable(describeDifference(path, want, w.data)));
    }

    void iqeCorpusMaterialEdit()
    {
        const QString f = kCorpus + QStringLiteral("/iqm/mrfixit.iqe");
        if (!QFileInfo::exists(f))
            QSKIP("../shared/corpus/iqm/mrfixit.iqe is absent");
        const QByteArray stored = bytesOf(f);
        ReadResult r = readModelFile(f);
        QVERIFY(r.ok());
        Model m = r.model;
        qsizetype body = -1;
        for (qsizetype i = 0; i < m.materials.size(); ++i)
            if (m.materials[i].name == QLatin1String("Body.tga"))
                body = i;
        QVERIFY(body >= 0);
        m.materials[body].name = QStringLiteral("textures/Body_fixed.tga");
        const WriteResult w = encodeModelFile(m, f, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QByteArray want = stored;
        want.replace("material \"Body.tga\"", "material \"textures/Body_fixed.tga\"");
        QVERIFY(want != stored);
        QVERIFY2(w.data == want, qPrintable(describeDifference(f, want, w.data)));
    }

    // Any other edit writes the model anew, and the edit is in the file.
    void iqeGeometryEditIsWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hand.iqe"));
        QVERIFY(writeFile(path, kHandIqe));
        ReadResult r = readModelFile(path);
        QVERIFY(r.ok());
        Model m = r.model;
        m.meshes[0].positions[2] = QVector3D(0, 2, 0);
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY(w.data != kHandIqe);
        QVERIFY(writeFile(path, w.data));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.model.meshes[0].positions[2], QVector3D(0, 2, 0));
        QCOMPARE(back.model.extras.value(QLatin1String(kIqeSource)).toByteArray(), w.data);
    }
};

QTEST_GUILESS_MAIN(TestTextLossless)
#include "tst_text_lossless.moc"
