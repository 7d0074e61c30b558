// A player kept as one .md5mesh and one .md5anim per clip beside it, each
// named after its clip (as Unvanquished's players are: body.md5mesh,
// run.md5anim ...): each clip is saved back to the file it came from, only
// a clip that changed is written, and the mesh file is left alone.
#include "Md5Fixtures.h"

#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QDateTime>
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

} // namespace

class TestMd5Clips : public QObject
{
    Q_OBJECT

private slots:
    void retimedClipAloneIsWrittenToItsFile()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("body.md5mesh"));
        QVERIFY(writeFile(mesh, kMd5Mesh));
        QStringList anims;
        for (const char *clip : {"idle", "run", "walk"}) {
            anims << dir.filePath(QStringLiteral("%1.md5anim").arg(QLatin1String(clip)));
            QVERIFY(writeFile(anims.last(), QByteArray(kMd5Anim).replace("frameRate 24", "frameRate 60")));
        }
        QList<QByteArray> before;
        for (const QString &f : std::as_const(anims))
            before << bytes(f);
        const QByteArray meshBefore = bytes(mesh);

        ReadOptions options;
        options.companions = companionsBeside(mesh);
        QCOMPARE(options.companions.size(), qsizetype(3));
        const ReadResult read = readModelFile(mesh, options);
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
        QCOMPARE(read.model.animations.size(), 3);
        Document doc;
        doc.resetModel(read.model, mesh, formatForWriting(mesh));

        // A plain save writes nothing new: every file stays as it is.
        WriteResult saved = writeModelFile(doc.model(), mesh, formatForWriting(mesh));
        QVERIFY2(saved.ok(), qPrintable(saved.error ? saved.error->toString() : QString()));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 4);
        for (qsizetype i = 0; i < anims.size(); ++i)
            QCOMPARE(bytes(anims[i]), before[i]);
        QCOMPARE(bytes(mesh), meshBefore);
        QVERIFY2(saved.written.isEmpty(), qPrintable(saved.written.join(QStringLiteral(", "))));

        // run from 60 to 75 frames a second: its file alone changes.
        const OperationResult sped = runOperation(
            doc, QStringLiteral("changeSpeed"),
            {{QStringLiteral("animation"), QStringLiteral("run")}, {QStringLiteral("fps"), 75.0}});
        QVERIFY2(sped.ok, qPrintable(sped.message));
        saved = writeModelFile(doc.model(), mesh, formatForWriting(mesh));
        QVERIFY2(saved.ok(), qPrintable(saved.error ? saved.error->toString() : QString()));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 4);
        QVERIFY2(saved.written.contains(anims[1]), qPrintable(saved.written.join(QStringLiteral(", "))));
        QCOMPARE(bytes(anims[0]), before[0]);
        QCOMPARE(bytes(anims[2]), before[2]);
        QVERIFY(bytes(anims[1]) != before[1]);
        QVERIFY2(bytes(anims[1]).contains("frameRate 75"), bytes(anims[1]).constData());
        // The .md5mesh, whose meshes and joints did not change, untouched.
        QCOMPARE(bytes(mesh), meshBefore);
        QCOMPARE(saved.written, QStringList{anims[1]});

        // A new clip gets a file of its own beside the others, named as they are.
        const OperationResult added = runOperation(
            doc, QStringLiteral("addClip"),
            {{QStringLiteral("name"), QStringLiteral("jump")}, {QStringLiteral("fps"), 60.0}});
        QVERIFY2(added.ok, qPrintable(added.message));
        saved = writeModelFile(doc.model(), mesh, formatForWriting(mesh));
        QVERIFY2(saved.ok(), qPrintable(saved.error ? saved.error->toString() : QString()));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("jump.md5anim"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 5);
        QCOMPARE(bytes(anims[0]), before[0]);
        QCOMPARE(bytes(anims[2]), before[2]);
    }
};

QTEST_GUILESS_MAIN(TestMd5Clips)
#include "tst_md5_clips.moc"
