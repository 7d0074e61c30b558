// An edited mesh of a .md5mesh another exporter wrote: saving rewrites only
// that mesh's `mesh { }` block (moved through the moveVertices operation);
// the header, comments, joints block and the other mesh's block stay as
// stored, Save says which block it wrote, the animation's file is not
// written, and undo saves the file as it was.
#include "io/Formats.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

// Two meshes, in another exporter's style (comments, blank lines, spacing).
const QByteArray kMesh = "MD5Version 10\n"
                         "// written by another exporter\n"
                         "commandline \"\"\n"
                         "\n"
                         "numJoints 2\n"
                         "numMeshes 2\n"
                         "\n"
                         "joints {\n"
                         "\t\"origin\"\t-1 ( 0 0 0 ) ( -0 0 0 )\n"
                         "\t\"arm\"\t0 ( 0 -2 0 ) ( 0 0 0 )\t\t// origin\n"
                         "}\n"
                         "\n"
                         "// the body\n"
                         "mesh {\n"
                         "\tshader \"models/hero/skin.tga\"\n"
                         "\tnumverts 3\n"
                         "\tvert 0 ( 0.25 0.5 ) 0 1\n"
                         "\tvert 1 ( 1 0 ) 1 1\n"
                         "\tvert 2 ( 0 1 ) 2 1\n"
                         "\tnumtris 1\n"
                         "\ttri 0 0 2 1\n"
                         "\tnumweights 3\n"
                         "\tweight 0 0 1 ( 1 0 0 )\n"
                         "\tweight 1 1 1 ( 0 0 1 )\n"
                         "\tweight 2 0 1 ( 0 1 0 )\n"
                         "}\n"
                         "\n"
                         "// the hat\n"
                         "mesh {\n"
                         "\tshader \"models/hero/hat.tga\"\n"
                         "\tnumverts 3\n"
                         "\tvert 0 ( 0 0 ) 0 1\n"
                         "\tvert 1 ( 1 0 ) 1 1\n"
                         "\tvert 2 ( 0 1 ) 2 1\n"
                         "\tnumtris 1\n"
                         "\ttri 0 0 2 1\n"
                         "\tnumweights 3\n"
                         "\tweight 0 1 1 ( 0 0 3 )\n"
                         "\tweight 1 1 1 ( 1 0 3 )\n"
                         "\tweight 2 1 1 ( 0 1 3 )\n"
                         "}\n";

const QByteArray kAnim = "MD5Version 10\n"
                         "commandline \"\"\n"
                         "\n"
                         "numFrames 2\n"
                         "numJoints 2\n"
                         "frameRate 30\n"
                         "numAnimatedComponents 1\n"
                         "\n"
                         "hierarchy {\n"
                         "\t\"origin\" -1 0 0\n"
                         "\t\"arm\" 0 32 0\n"
                         "}\n"
                         "\n"
                         "bounds {\n"
                         "\t( -1 -3 -1 ) ( 1 1 4 )\n"
                         "\t( -1 -3 -1 ) ( 1 1 4 )\n"
                         "}\n"
                         "\n"
                         "baseframe {\n"
                         "\t( 0 0 0 ) ( 0 0 0 )\n"
                         "\t( 0 -2 0 ) ( 0 0 0 )\n"
                         "}\n"
                         "\n"
                         "frame 0 {\n"
                         "\t0\n"
                         "}\n"
                         "\n"
                         "frame 1 {\n"
                         "\t0.382683\n"
                         "}\n";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// "file: first differing byte N (line L): stored "...", written "..."",
// empty when equal.
QString difference(const QString &file, const QByteArray &want, const QByteArray &got)
{
    qsizetype at = 0;
    while (at < want.size() && at < got.size() && want[at] == got[at])
        ++at;
    if (at == want.size() && at == got.size())
        return {};
    return QStringLiteral("%1: first differing byte %2 (line %3): stored \"%4\", written \"%5\"")
        .arg(file)
        .arg(at)
        .arg(want.left(at).count('\n') + 1)
        .arg(QString::fromUtf8(want.mid(at, 40)), QString::fromUtf8(got.mid(at, 40)));
}

} // namespace

class TestMd5MeshBlocks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyTheEditedMeshBlock()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("hero.md5mesh"));
        const QString walk = dir.filePath(QStringLiteral("hero_walk.md5anim"));
        QVERIFY(writeFile(mesh, kMesh) && writeFile(walk, kAnim));
        ReadOptions options;
        options.companions = {walk};
        const ReadResult r = readModelFile(mesh, options);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 2);
        QCOMPARE(r.model.animations.size(), 1);
        const WriteResult plain = encodeModelFile(r.model, mesh, QStringLiteral("md5"));
        QVERIFY2(plain.data == kMesh, qPrintable(difference(mesh, kMesh, plain.data)));

        Document doc;
        doc.resetModel(r.model, mesh, QStringLiteral("md5"));
        Selection selection;
        selection.mode = Selection::Mode::Vertices;
        selection.vertices.insert(1, {0u, 2u});
        doc.setSelection(selection);
        const OperationResult op = runOperation(doc, QStringLiteral("moveVertices"),
                                                {{QStringLiteral("offset"), QVariantList{0.0, 0.0, 0.5}}});
        QVERIFY2(op.ok, qPrintable(op.message));
        QVERIFY(doc.model().meshes[1].positions != r.model.meshes[1].positions);

        const WriteResult w = encodeModelFile(doc.model(), mesh, QStringLiteral("md5"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QVERIFY(w.siblings.isEmpty()); // the animation's file is not written
        // Everything up to the hat's block is as stored, byte for byte.
        const qsizetype hat = kMesh.indexOf("mesh {", kMesh.indexOf("// the hat"));
        QVERIFY2(w.data.left(hat) == kMesh.left(hat), qPrintable(difference(mesh, kMesh.left(hat), w.data.left(hat))));
        QVERIFY2(w.data.size() > hat && w.data.mid(hat).startsWith("mesh {") && w.data.endsWith("}\n"),
                 qPrintable(difference(mesh, kMesh, w.data)));
        QVERIFY(w.data.mid(hat) != kMesh.mid(hat));
        QCOMPARE(w.notes.size(), 1);
        QVERIFY2(w.notes[0].message.contains(QLatin1String("mesh 1")), qPrintable(w.notes[0].message));
        QCOMPARE(w.notes[0].line, kMesh.left(hat).count('\n') + 1);

        // Read back: the moved vertices where they were moved to, the
        // other mesh and the joints as read.
        const QString saved = dir.filePath(QStringLiteral("saved.md5mesh"));
        QVERIFY(writeFile(saved, w.data));
        const ReadResult back = readModelFile(saved, ReadOptions{});
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        QCOMPARE(back.model.meshes.size(), 2);
        QCOMPARE(back.model.meshes[0].positions, r.model.meshes[0].positions);
        for (qsizetype v = 0; v < 3; ++v)
            QVERIFY2((back.model.meshes[1].positions[v] - doc.model().meshes[1].positions[v]).length() < 1e-5f,
                     qPrintable(QStringLiteral("hat vertex %1").arg(v)));
        QCOMPARE(back.model.skeleton.joints.size(), r.model.skeleton.joints.size());

        // Undo: the file as it was.
        doc.undoStack()->undo();
        const WriteResult undone = encodeModelFile(doc.model(), mesh, QStringLiteral("md5"));
        QVERIFY2(undone.data == kMesh, qPrintable(difference(mesh, kMesh, undone.data)));
        QVERIFY(undone.notes.isEmpty());
    }

    // A joint added: the joints block has a line the file has not; the
    // file is written anew, and Save says so. (A joint moved changes its
    // lines alone: tst_md5_joint_move.)
    void jointAddedWritesAnew()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("hero.md5mesh"));
        QVERIFY(writeFile(mesh, kMesh));
        ReadResult r = readModelFile(mesh, ReadOptions{});
        QVERIFY(r.ok());
        Joint hand;
        hand.name = QStringLiteral("hand");
        hand.parent = 1;
        r.model.skeleton.joints.append(hand);
        const WriteResult w = encodeModelFile(r.model, mesh, QStringLiteral("md5"));
        QVERIFY(w.ok());
        QVERIFY(!w.data.contains("// the hat"));
        QVERIFY(!w.notes.isEmpty() && w.notes[0].message.contains(QLatin1String("written anew")));
    }
};

QTEST_GUILESS_MAIN(TestMd5MeshBlocks)
#include "tst_md5_mesh_blocks.moc"
