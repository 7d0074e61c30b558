// The lossless-saving table: every MD3, IQM, MD5, IQE and Cal3D file of
// ../shared/corpus and of Debian's OpenArena data (where installed) opened
// and saved with no edit. Prints, per format, how many come back byte for
// byte, how many read back equal in every field, and the reason for each
// one that does not, grouped. Asserts that every file that opens saves,
// reads back equal in every field and comes back byte for byte.
#include "Md3RealFiles.h"

#include "io/Formats.h"
#include "io/kept/KeptSource.h"

#include <QDirIterator>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QStringList kPatterns = {QStringLiteral("*.md3"), QStringLiteral("*.MD3"),     QStringLiteral("*.iqm"),
                               QStringLiteral("*.iqe"), QStringLiteral("*.md5mesh"), QStringLiteral("*.md5anim"),
                               QStringLiteral("*.cfg"), QStringLiteral("*.xmf"),     QStringLiteral("*.xsf"),
                               QStringLiteral("*.xaf"), QStringLiteral("*.xrf"),     QStringLiteral("*.cmf"),
                               QStringLiteral("*.csf"), QStringLiteral("*.caf"),     QStringLiteral("*.crf")};

// The model without what readers keep of the files they read.
Model unkept(Model m)
{
    for (const QString &key : m.extras.keys())
        if (m.extras.value(key).typeId() == QMetaType::QByteArray || key.endsWith(QLatin1String("keptFiles"))
            || key.endsWith(QLatin1String("keptAt")) || key.endsWith(QLatin1String(".source")))
            m.extras.remove(key);
    return m;
}

struct Row
{
    int files = 0, bytes = 0, fields = 0;
    QMap<QString, QStringList> reasons; // reason -> files
};

} // namespace

class TestLosslessTable : public QObject
{
    Q_OBJECT

    Md3RealFiles m_md3;

private slots:
    void initTestCase() { m_md3.extract(); }

    void table()
    {
        QStringList files;
        for (const QString &root :
             {QStringLiteral(QUARRY_CORPUS_DIR), m_md3.m_haveOpenArena ? m_md3.m_openarena.path() : QString()}) {
            if (root.isEmpty() || !QFileInfo::exists(root))
                continue;
            QDirIterator it(root, kPatterns, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                files << it.next();
        }
        files.sort();
        if (files.isEmpty())
            QSKIP("no model files: ../shared/corpus is absent and openarena is not installed");
        QMap<QString, Row> rows;
        QTemporaryDir out;
        int fieldFailures = 0, byteFailures = 0;
        for (const QString &path : std::as_const(files)) {
            const QString format = detectFormat(path);
            if (format.isEmpty())
                continue; // an animation.cfg and the like: not a model
            Row &row = rows[format];
            ++row.files;
            const QString shortName = path.section(QLatin1Char('/'), -3);
            const ReadResult r = readModelFile(path);
            if (!r.ok()) {
                row.reasons[QStringLiteral("does not open alone: ") + r.error->message.left(70)] << shortName;
                continue;
            }
            const WriteResult w = encodeModelFile(r.model, path, format);
            if (!w.ok()) {
                row.reasons[QStringLiteral("not saved: ") + w.error->message.left(70)] << shortName;
                ++fieldFailures;
                continue;
            }
            bool same = w.data == fileBytes(path);
            for (const FileBytes &f : w.siblings)
                same = same && QFileInfo::exists(f.path) && f.data == fileBytes(f.path);
            // Read back from a copy of what was written, in a folder of its own.
            const QString dir = out.filePath(QString::number(row.files) + format);
            QDir().mkpath(dir);
            auto place = [&](const QString &p) { return dir + QLatin1Char('/') + QFileInfo(p).fileName(); };
            QList<FileBytes> copies{FileBytes{place(path), w.data}};
            for (const FileBytes &f : w.siblings)
                copies << FileBytes{place(f.path), f.data};
            QVERIFY(saveAllBytes(copies).isEmpty());
            const ReadResult back = readModelFile(place(path));
            const bool fields = back.ok() && sameModelBits(unkept(back.model), unkept(r.model));
            if (same)
                ++row.bytes;
            if (fields)
                ++row.fields;
            if (same && !fields) {
                // The bytes are the file's: only what the file's place gives
                // (companions beside it) differs.
                ++row.fields;
                continue;
            }
            if (!same) {
                QString why =
                    w.notes.isEmpty()
                        ? QStringLiteral("written anew by the writer (no kept file)")
                        : w.notes.first().message.section(QLatin1Char('('), 1).section(QLatin1Char(')'), 0, 0);
                row.reasons[QStringLiteral("bytes differ: ") + why] << shortName;
                ++byteFailures;
            }
            if (!fields) {
                row.reasons[QStringLiteral("a field differs after reading back")] << shortName;
                ++fieldFailures;
            }
        }
        QString table = QStringLiteral(
            "\n| format | files | byte for byte | equal in every field |\n|---|---|---|---|\n");
        for (auto it = rows.cbegin(); it != rows.cend(); ++it)
            table +=
                QStringLiteral("| %1 | %2 | %3 | %4 |\n").arg(it.key()).arg(it->files).arg(it->bytes).arg(it->fields);
        table += QStringLiteral("\nNot byte for byte or not equal, grouped:\n");
        for (auto it = rows.cbegin(); it != rows.cend(); ++it)
            for (auto r = it->reasons.cbegin(); r != it->reasons.cend(); ++r)
                table += QStringLiteral("- %1: %2 (%3 files): %4\n")
                             .arg(it.key(), r.key())
                             .arg(r->size())
                             .arg(r->mid(0, 4).join(QStringLiteral(", "))
                                  + (r->size() > 4 ? QStringLiteral(", ...") : QString()));
        qInfo().noquote() << table;
        QCOMPARE(fieldFailures, 0);
        QCOMPARE(byteFailures, 0);
    }
};

QTEST_GUILESS_MAIN(TestLosslessTable)
#include "tst_lossless_table.moc"
