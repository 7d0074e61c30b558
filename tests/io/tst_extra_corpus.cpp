// Lossless saving on a folder of MD5 and IQE files other tools wrote, named
// by QUARRY_EXTRA_CORPUS (skipped without it): every .md5mesh, .md5anim and
// .iqe under it is opened and saved with no edit, and must open and come back
// byte for byte, with the files saved with it (a mesh's animations beside
// it). The files stay where they are (their licences are their authors');
// this is how the check is run again on a new gathering:
//
//     QUARRY_EXTRA_CORPUS=/path/to/files ctest -R tst_extra_corpus -V
//
// Prints how many files open, how many come back byte for byte, and for each
// one that does not the first differing line. A file no engine loads (an MD5
// version 6 mesh) is listed, one path a line relative to the folder, in
// `refused.txt` there: those must be refused, with a message naming a line.
#include "io/Formats.h"

#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QTest>

using namespace quarry;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Where two texts first differ: the line number and both lines, shortened.
QString firstDifference(const QByteArray &stored, const QByteArray &written)
{
    qsizetype at = 0;
    const qsizetype n = std::min(stored.size(), written.size());
    while (at < n && stored[at] == written[at])
        ++at;
    if (at == n && stored.size() == written.size())
        return {};
    const qsizetype lineStart = stored.lastIndexOf('\n', at - 1) + 1;
    const qsizetype line = stored.left(lineStart).count('\n') + 1;
    auto lineOf = [lineStart](const QByteArray &d) {
        const qsizetype end = d.indexOf('\n', lineStart);
        return QString::fromLatin1(d.mid(lineStart, std::min<qsizetype>((end < 0 ? d.size() : end) - lineStart, 60)));
    };
    return QStringLiteral("byte %1, line %2: stored \"%3\", written \"%4\"")
        .arg(at)
        .arg(line)
        .arg(lineOf(stored), lineOf(written));
}

} // namespace

class TestExtraCorpus : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip()
    {
        const QString root = qEnvironmentVariable("QUARRY_EXTRA_CORPUS");
        if (root.isEmpty() || !QFileInfo(root).isDir())
            QSKIP("QUARRY_EXTRA_CORPUS names no folder: set it to a folder of .md5mesh, .md5anim and .iqe files");
        QStringList files;
        QDirIterator it(root, {QStringLiteral("*.md5mesh"), QStringLiteral("*.md5anim"), QStringLiteral("*.iqe")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        if (files.isEmpty())
            QSKIP("QUARRY_EXTRA_CORPUS holds no .md5mesh, .md5anim or .iqe file");

        QStringList expectRefused;
        for (const QByteArray &line : bytesOf(QDir(root).filePath(QStringLiteral("refused.txt"))).split('\n'))
            if (!line.trimmed().isEmpty())
                expectRefused << QString::fromUtf8(line.trimmed());
        int opened = 0, same = 0, refusedAsListed = 0;
        QStringList refused, unsaved, differ;
        for (const QString &path : std::as_const(files)) {
            const QString name = QDir(root).relativeFilePath(path);
            const QString format = detectFormat(path);
            const ReadResult r = readModelFile(path);
            if (expectRefused.contains(name)) {
                if (r.ok() || r.error->line < 1)
                    refused << name + QStringLiteral(": listed in refused.txt but not refused naming a line");
                else
                    ++refusedAsListed;
                continue;
            }
            if (!r.ok()) {
                refused << name + QStringLiteral(": ") + r.error->message;
                continue;
            }
            ++opened;
            const WriteResult w = encodeModelFile(r.model, path, format);
            if (!w.ok()) {
                unsaved << name + QStringLiteral(": ") + w.error->message;
                continue;
            }
            // The file, and the files saved with it (a mesh's animations
            // found beside it), each as it was.
            QStringList diffs;
            if (const QString diff = firstDifference(bytesOf(path), w.data); !diff.isEmpty())
                diffs << diff;
            for (const FileBytes &f : w.siblings) {
                const QString sibling = QDir(root).relativeFilePath(f.path);
                if (!QFileInfo::exists(f.path))
                    diffs << sibling + QStringLiteral(": written, not read");
                else if (const QString diff = firstDifference(bytesOf(f.path), f.data); !diff.isEmpty())
                    diffs << sibling + QStringLiteral(", ") + diff;
            }
            if (diffs.isEmpty())
                ++same;
            else
                differ << name + QStringLiteral(": ") + diffs.join(QStringLiteral("; "));
        }
        QString report = QStringLiteral("\n%1 files, %2 open, %3 byte for byte, %4 refused as refused.txt says\n")
                             .arg(files.size())
                             .arg(opened)
                             .arg(same)
                             .arg(refusedAsListed);
        for (const auto &[title, list] :
             {std::pair{QStringLiteral("refused"), refused}, std::pair{QStringLiteral("not saved"), unsaved},
              std::pair{QStringLiteral("bytes differ"), differ}})
            for (const QString &line : list)
                report += title + QStringLiteral(": ") + line + QLatin1Char('\n');
        qInfo().noquote() << report;
        QVERIFY2(refused.isEmpty(), qPrintable(refused.join(QLatin1Char('\n'))));
        QVERIFY2(unsaved.isEmpty(), qPrintable(unsaved.join(QLatin1Char('\n'))));
        QVERIFY2(differ.isEmpty(), qPrintable(differ.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestExtraCorpus)
#include "tst_extra_corpus.moc"
