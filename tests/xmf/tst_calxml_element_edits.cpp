// Edits of Cal3D XML files another tool wrote (../shared/corpus: the
// DokuroChan avatar, the paladin's materials), saved where they were read:
// only the elements the edit touched are rewritten. A material colour
// changes its <DIFFUSE> line alone, a shininess its <SHININESS> line,
// vertices moved (the moveVertices operation) their <POS> lines, a key's
// rotation its <ROTATION> line; every other byte stays as stored, and the
// saved file reads back with the edit. Failures name the file, the first
// unexpected line and its byte offset.
#include "CalXmlLineEdits.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kCorpus = QStringLiteral(QUARRY_CORPUS_DIR);

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestCalXmlElementEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every corpus material: its diffuse colour changed, then its
    // shininess; each time only that element's line.
    void materialColour()
    {
        QStringList files;
        for (const QString &dir :
             {kCorpus + QStringLiteral("/xmf/dokuro"), kCorpus + QStringLiteral("/real/cal3d/paladin")})
            for (const QFileInfo &f : QDir(dir).entryInfoList({QStringLiteral("*.xrf")}, QDir::Files))
                files << f.absoluteFilePath();
        if (files.isEmpty())
            QSKIP("no .xrf files in ../shared/corpus");
        for (const QString &f : std::as_const(files)) {
            const QByteArray stored = bytesOf(f);
            const ReadResult r = readModelFile(f);
            QVERIFY2(r.ok(), qPrintable(f));
            Model m = r.model;
            QCOMPARE(m.materials.size(), 1);
            m.materials[0].diffuse = QVector4D(1.0f, 0.0f, 128.0f / 255.0f, 1.0f);
            WriteResult w = encodeModelFile(m, f, QStringLiteral("xrf"));
            QVERIFY2(w.ok() && w.notes.isEmpty(), qPrintable(f + QStringLiteral(": ") + w.notes.value(0).message));
            QString wrong = onlyLines(f, stored, w.data, "<DIFFUSE>", 1);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            QVERIFY2(w.data.contains("255 0 128 255"), qPrintable(f));
            m.materials[0].shininess = 12.5f;
            const QByteArray diffused = w.data;
            w = encodeModelFile(m, f, QStringLiteral("xrf"));
            QVERIFY2(w.ok() && w.notes.isEmpty(), qPrintable(f));
            wrong = onlyLines(f, diffused, w.data, "<SHININESS>", 1);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
    }

    // Five vertices of the DokuroChan mesh moved: only their <POS> lines.
    void meshVerticesMoved()
    {
        const QString f = kCorpus + QStringLiteral("/xmf/dokuro/DokuroChan.xmf");
        if (!QFileInfo::exists(f))
            QSKIP("../shared/corpus/xmf/dokuro is absent");
        const QByteArray stored = bytesOf(f);
        const ReadResult r = readModelFile(f);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        Document doc;
        doc.resetModel(r.model, f, QStringLiteral("xmf"));
        Selection selection;
        selection.mode = Selection::Mode::Vertices;
        selection.vertices.insert(0, {0u, 1u, 2u, 3u, 4u});
        doc.setSelection(selection);
        const OperationResult op = runOperation(doc, QStringLiteral("moveVertices"),
                                                {{QStringLiteral("offset"), QVariantList{0.0, 0.0, 0.25}}});
        QVERIFY2(op.ok, qPrintable(op.message));
        const WriteResult w = encodeModelFile(doc.model(), f, QStringLiteral("xmf"));
        QVERIFY2(w.ok() && w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
        const QString wrong = onlyLines(f, stored, w.data, "<POS>", 5);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("DokuroChan.xmf"));
        QVERIFY(writeFile(saved, w.data));
        const ReadResult back = readModelFile(saved);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        for (quint32 v = 0; v < 5; ++v)
            QVERIFY((back.model.meshes[0].positions[v] - doc.model().meshes[0].positions[v]).length() < 1e-4f);
        QCOMPARE(back.model.meshes[0].positions.mid(5), r.model.meshes[0].positions.mid(5));
    }

    // One key of the test animation turned: only its <ROTATION> line.
    void animationKeyTurned()
    {
        const QString f = kCorpus + QStringLiteral("/xmf/dokuro/DokuroChan_test_bone.xaf");
        if (!QFileInfo::exists(f))
            QSKIP("../shared/corpus/xmf/dokuro is absent");
        const QByteArray stored = bytesOf(f);
        const ReadResult r = readModelFile(f);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        Model m = r.model;
        QVERIFY(!m.animations.isEmpty());
        bool turned = false;
        for (JointTrack &t : m.animations[0].tracks)
            if (!turned && t.rotations.size() > 1) {
                t.rotations[1].value = QQuaternion::fromAxisAndAngle(0, 0, 1, 33);
                turned = true;
            }
        QVERIFY(turned);
        const WriteResult w = encodeModelFile(m, f, QStringLiteral("xaf"));
        QVERIFY2(w.ok() && w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
        const QString wrong = onlyLines(f, stored, w.data, "<ROTATION>", 1);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }
};

QTEST_GUILESS_MAIN(TestCalXmlElementEdits)
#include "tst_calxml_element_edits.moc"
