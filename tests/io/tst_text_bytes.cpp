// Every byte value, 0 to 255, put into a line of a real file of every text
// format Quarry reads, models and the files beside them alike (IQE, MD5,
// QuickModel, Cal3D's XML files and .cfg list, .framegroups, animation.cfg,
// --animation-map files): each read ends within a time limit with a model
// or an error that names the file and says something; a sidecar's damage
// never keeps its model from opening. The files: Quarry's sample model in
// every format (tests/fuzz/seeds), the tests' fixtures, and the real files
// of ../shared/corpus where present.
#include "Md3Fixture.h"

#include "io/Formats.h"
#include "io/iqe/IqeReader.h"
#include "io/md3/Quake3Animations.h"
#include "io/md5/Md5Reader.h"
#include "io/qm/QmReader.h"
#include "io/targets/AnimationMap.h"
#include "io/xmf/CalCfg.h"
#include "io/xmf/CalCfgFormat.h"
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/XafAnimation.h"
#include "io/xmf/XmfMesh.h"
#include "io/xmf/XrfMaterial.h"
#include "io/xmf/XsfSkeleton.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <numeric>

using namespace quarry;

namespace {

// A read of a file under a megabyte that takes longer has stopped
// advancing (the sanitizers' build included).
constexpr qint64 kReadLimitMs = 10000;
constexpr qint64 kMaxFileBytes = qint64(1) << 20;

const QString kSource = QStringLiteral(QUARRY_SOURCE_DIR);
const QString kCorpus = QStringLiteral(QUARRY_CORPUS_DIR);

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// What a read ended with: empty when it was a model or a clear error,
// else what was wrong.
using Read = std::function<QString(const QString &file, const QByteArray &data)>;

QString judge(const ReadResult &r)
{
    if (r.ok())
        return {};
    if (r.error->message.isEmpty())
        return QStringLiteral("an error that says nothing");
    if (r.error->file.isEmpty())
        return QStringLiteral("an error that names no file: ") + r.error->message;
    return {};
}

QList<int> jointIds()
{
    QList<int> ids(256);
    std::iota(ids.begin(), ids.end(), 0);
    return ids;
}

// A sidecar `name` (with `data`) beside a copy of `model` (bytes) named
// `modelName`, read through the model: it must open.
// One folder for all of them: the files are written over for each read.
const QTemporaryDir &scratch()
{
    static const QTemporaryDir dir;
    return dir;
}

QString readBeside(const QByteArray &model, const QString &modelName, const QString &name, const QByteArray &data)
{
    const QTemporaryDir &dir = scratch();
    if (!writeBytes(dir.filePath(modelName), model) || !writeBytes(dir.filePath(name), data))
        return QStringLiteral("cannot write the files");
    const ReadResult r = readModelFile(dir.filePath(modelName));
    if (!r.ok())
        return QStringLiteral("the model did not open: ") + r.error->toString();
    for (const Diagnostic &w : r.warnings)
        if (w.message.isEmpty())
            return QStringLiteral("a warning that says nothing");
    return {};
}

struct Case
{
    QString reader;
    QString file;
    Read read;
};

// Files under `dir` named like `pattern`, at most a megabyte.
QStringList filesIn(const QString &dir, const QString &pattern)
{
    QStringList out;
    QDirIterator it(dir, {pattern}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        if (info.size() <= kMaxFileBytes && info.size() > 0)
            out << info.filePath();
    }
    out.sort();
    return out;
}

QList<Case> cases()
{
    QList<Case> out;
    auto add = [&](const QString &reader, const QStringList &files, const Read &read) {
        for (const QString &f : files)
            out.append({reader, f, read});
    };
    const QString seeds = kSource + QStringLiteral("/tests/fuzz/seeds/");
    auto seed = [&](const char *reader) { return filesIn(seeds + QLatin1String(reader), QStringLiteral("*")); };
    const bool corpus = QDir(kCorpus).exists();
    auto real = [&](const QString &pattern) { return corpus ? filesIn(kCorpus, pattern) : QStringList(); };
    static const QList<int> joints = jointIds();

    add(QStringLiteral("iqe"),
        seed("iqe") << kSource + QStringLiteral("/resources/sample/sample.iqe") << real(QStringLiteral("*.iqe")),
        [](const QString &f, const QByteArray &d) { return judge(readIqe(f, d)); });
    add(QStringLiteral("md5mesh"), seed("md5mesh") << real(QStringLiteral("*.md5mesh")),
        [](const QString &f, const QByteArray &d) { return judge(readMd5Mesh(f, d, {})); });
    add(QStringLiteral("md5anim"), seed("md5anim") << real(QStringLiteral("*.md5anim")),
        [](const QString &f, const QByteArray &d) { return judge(readMd5Anim(f, d, {})); });
    add(QStringLiteral("qm"), filesIn(kSource + QStringLiteral("/tests/qm/fixtures"), QStringLiteral("*.qm")).mid(0, 3),
        [](const QString &f, const QByteArray &d) { return judge(readQm(f, d, {})); });
    add(QStringLiteral("xmf"), seed("xmf") << real(QStringLiteral("*.xmf")),
        [](const QString &f, const QByteArray &d) { return judge(readXmfMesh(f, d, &joints)); });
    add(QStringLiteral("xsf"), seed("xsf") << real(QStringLiteral("*.xsf")), [](const QString &f, const QByteArray &d) {
        QList<int> map;
        return judge(readXsfSkeleton(f, d, &map));
    });
    add(QStringLiteral("xaf"), seed("xaf") << real(QStringLiteral("*.xaf")),
        [](const QString &f, const QByteArray &d) { return judge(readXafAnimation(f, d, joints)); });
    add(QStringLiteral("xrf"), seed("xrf") << real(QStringLiteral("*.xrf")).mid(0, 2),
        [](const QString &f, const QByteArray &d) { return judge(readXrfMaterial(f, d)); });
    add(QStringLiteral("xpf"), seed("xpf") << real(QStringLiteral("*.xpf")), [](const QString &f, const QByteArray &d) {
        CalMorphFile file;
        QVariantMap dialect;
        return judge(parseXpf(f, d, &file, &dialect));
    });
    // Cal3D's .cfg list, read as a file in a folder without the files it
    // names: the list's problems, then an error naming the missing file.
    add(QStringLiteral("cfg"), seed("cfg") << real(QStringLiteral("*.cfg")).filter(QStringLiteral("cal3d")),
        [](const QString &f, const QByteArray &d) {
            const CalCfgFile list = parseCalCfgFile(d, QDir(QStringLiteral("/nonexistent-byte-test")));
            for (const CalCfgProblem &p : list.problems)
                if (p.message.isEmpty() || p.line < 1)
                    return QStringLiteral("a problem without a message or a line");
            const QString path = scratch().filePath(QFileInfo(f).fileName());
            if (!writeBytes(path, d))
                return QStringLiteral("cannot write the file");
            return judge(readCalCfgFile(path, d, {}));
        });
    // .framegroups beside an MD3 of ten frames.
    static const QByteArray md3 = quarry::test::md3Fixture(10);
    add(QStringLiteral("framegroups"), seed("framegroups") << real(QStringLiteral("*.framegroups")),
        [](const QString &, const QByteArray &d) {
            return readBeside(md3, QStringLiteral("m.md3"), QStringLiteral("m.md3.framegroups"), d);
        });
    // animation.cfg beside its own lower.md3 where it has one, else beside
    // an MD3 of ten frames.
    QStringList configs{kSource + QStringLiteral("/tests/fuzz/seeds/animationcfg/animation.cfg")};
    configs << real(QStringLiteral("animation.cfg"));
    add(QStringLiteral("animation.cfg"), configs, [](const QString &f, const QByteArray &d) {
        const QString lower = QFileInfo(f).dir().filePath(QStringLiteral("lower.md3"));
        const QByteArray model = QFileInfo::exists(lower) ? readBytes(lower) : md3;
        return readBeside(model, QStringLiteral("lower.md3"), QStringLiteral("animation.cfg"), d);
    });
    // --animation-map files, against Quake III's slots.
    add(QStringLiteral("animation map"), seed("animationmap"), [](const QString &f, const QByteArray &d) {
        static const QList<AnimationSlot> order = [] {
            QList<AnimationSlot> list;
            for (const char *name : quake3::kAnimationNames)
                list.append({QString::fromLatin1(name), {}, -1});
            return list;
        }();
        static const Model model = [] {
            Model m;
            for (const char *name : {"idle", "walk", "run", "jump", "die"}) {
                Animation a;
                a.name = QString::fromLatin1(name);
                m.animations.append(a);
            }
            return m;
        }();
        const AnimationMapResult r = readAnimationMap(f, d, order, model);
        if (r.error && (r.error->message.isEmpty() || r.error->line < 1))
            return QStringLiteral("an error without a message or a line");
        return QString();
    });
    return out;
}

// Where the byte goes: inside the line at the middle of the file, and
// inside the first line that holds more than a comment.
QList<qsizetype> positions(const QByteArray &data)
{
    QList<qsizetype> at;
    qsizetype middle = data.size() / 2;
    while (middle > 0 && (data[middle] == '\n' || data[middle - 1] == '\n'))
        --middle;
    at << middle;
    qsizetype start = 0;
    while (start < data.size()) {
        qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        const QByteArray line = data.mid(start, end - start).trimmed();
        if (line.size() > 2 && !line.startsWith('#') && !line.startsWith("//")) {
            at << start + (end - start) / 2;
            break;
        }
        start = end + 1;
    }
    return at;
}

} // namespace

class TestTextBytes : public QObject
{
    Q_OBJECT

private slots:
    void everyByteInALine_data()
    {
        QTest::addColumn<int>("index");
        const QList<Case> all = cases();
        QSet<QString> readers;
        for (int i = 0; i < all.size(); ++i) {
            readers.insert(all[i].reader);
            const QFileInfo file(all[i].file);
            QTest::newRow(
                qPrintable(QStringLiteral("%1 %2/%3").arg(all[i].reader, file.dir().dirName(), file.fileName())))
                << i;
        }
        // Every reader has a file even without the corpus.
        QCOMPARE(readers.size(), 13);
    }
    void everyByteInALine()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        const QByteArray original = readBytes(c.file);
        QVERIFY2(!original.isEmpty(), qPrintable(c.file));
        qint64 slowest = 0;
        for (const qsizetype at : positions(original)) {
            for (int b = 0; b < 256; ++b) {
                const QByteArray data = QByteArray(original).insert(at, char(b));
                QElapsedTimer timer;
                timer.start();
                const QString wrong = c.read(c.file, data);
                const qint64 ms = timer.elapsed();
                slowest = std::max(slowest, ms);
                QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("byte %1 at %2: %3").arg(b).arg(at).arg(wrong)));
                QVERIFY2(ms < kReadLimitMs, qPrintable(QStringLiteral("byte %1 at %2: %3 ms").arg(b).arg(at).arg(ms)));
            }
        }
        qInfo("%s: slowest read %lld ms", qPrintable(c.file), static_cast<long long>(slowest));
    }
};

QTEST_GUILESS_MAIN(TestTextBytes)
#include "tst_text_bytes.moc"
