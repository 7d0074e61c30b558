// Edits of an IQE file another tool wrote: a joint's bind pose moved
// rewrites only that joint's pose line; vertex colours set on a mesh are
// written (`vc` lines, which IQE has) in that mesh's block alone; a material
// colour, which IQE cannot hold (a material is a name), is not written and
// Save says so. Failures name the file and the first differing byte.
#include "io/Formats.h"
#include "io/iqe/IqeReplay.h"
#include "model/Document.h"
#include "model/commands/SetMaterialCommand.h"
#include "model/operations/Operation.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

// Tabs, comments, bare names, numbers as another tool wrote them.
const QByteArray kIqe = "# Inter-Quake Export\n"
                        "# exported by some other tool\n"
                        "\n"
                        "joint\tRoot\t-1\n"
                        "joint \"Arm bone\" 0\n"
                        "joint Hand 1\n"
                        "pq  0 0 0    0 0 0 1\n"
                        "pq 1.000000 0.0 0.50 0 0 0 1\n"
                        "pq 0.5 0 0    0 0 0 1   \n"
                        "\n"
                        "mesh\tbody\n"
                        "material skin/body.tga\n"
                        "vp 0.000000 0.000000 0.000000\n"
                        "\tvt 0 0\n"
                        "vb 0 1.0\n"
                        "vp 1.000000 0.000000 0.000000\n"
                        "\tvt 1 0\n"
                        "vb 1 1.0\n"
                        "vp 0.000000 1.000000 0.000000\n"
                        "\tvt 0 1\n"
                        "vb 2 0.5 1 0.5\n"
                        "fm 0 1 2\n"
                        "\n"
                        "mesh hat\n"
                        "material skin/hat.tga\n"
                        "vp 0 0 2\n"
                        "\tvt 0 0\n"
                        "vb 0 1.0\n"
                        "vp 1 0 2\n"
                        "\tvt 1 0\n"
                        "vb 0 1.0\n"
                        "vp 0 1 2\n"
                        "\tvt 0 1\n"
                        "vb 0 1.0\n"
                        "fm 0 1 2\n"
                        "\n"
                        "animation \"wave\"\n"
                        "framerate 15\n"
                        "frame\n"
                        "pq 0 0 0 0 0 0 1\n"
                        "pq 1 0 0.5 0 0 0 1\n"
                        "pq 0.5 0 0 0 0 0 1\n";

// The first mesh's `material` line before its `mesh` line (the reader
// gives it to the mesh that follows), the second's after it.
const QByteArray kMaterialFirst = "# Inter-Quake Export\n"
                                  "joint Root -1\n"
                                  "pq 0 0 0 0 0 0 1\n"
                                  "\n"
                                  "material skin/body.tga\n"
                                  "mesh body\n"
                                  "vp 0.000000 0.000000 0.000000\n"
                                  "\tvt 0 0\n"
                                  "vb 0 1.0\n"
                                  "vp 1.000000 0.000000 0.000000\n"
                                  "\tvt 1 0\n"
                                  "vb 0 1.0\n"
                                  "vp 0.000000 1.000000 0.000000\n"
                                  "\tvt 0 1\n"
                                  "vb 0 1.0\n"
                                  "fm 0 1 2\n"
                                  "\n"
                                  "mesh hat\n"
                                  "material skin/hat.tga\n"
                                  "vp 0 0 2\n"
                                  "\tvt 0 0\n"
                                  "vb 0 1.0\n"
                                  "vp 1 0 2\n"
                                  "\tvt 1 0\n"
                                  "vb 0 1.0\n"
                                  "vp 0 1 2\n"
                                  "\tvt 0 1\n"
                                  "vb 0 1.0\n"
                                  "fm 0 1 2\n";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The lines of `want` and `got` that differ, by number (1-based), when both
// have as many lines; else a description of the first differing byte.
QList<int> differingLines(const QByteArray &want, const QByteArray &got, QString *why)
{
    const QList<QByteArray> a = want.split('\n'), b = got.split('\n');
    QList<int> lines;
    if (a.size() != b.size()) {
        qsizetype at = 0;
        while (at < want.size() && at < got.size() && want[at] == got[at])
            ++at;
        *why = QStringLiteral("hand.iqe: %1 lines stored, %2 written; first differing byte %3 (line %4)")
                   .arg(a.size())
                   .arg(b.size())
                   .arg(at)
                   .arg(want.left(at).count('\n') + 1);
        return {-1};
    }
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i] != b[i])
            lines << int(i + 1);
    return lines;
}

QString lineList(const QList<int> &lines)
{
    QStringList s;
    for (int l : lines)
        s << QString::number(l);
    return s.join(QStringLiteral(", "));
}

} // namespace

class TestIqeEdits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    ReadResult readHand(QString *path)
    {
        *path = m_dir.filePath(QStringLiteral("hand.iqe"));
        if (!writeFile(*path, kIqe))
            return ReadResult{};
        return readModelFile(*path);
    }

private Q_SLOTS:
    // The Arm bone's bind pose moved: only its pose line (line 8) differs,
    // and the file reads back with the new pose, everything else as read.
    void bindPoseRewritesItsLine()
    {
        QString path;
        const ReadResult r = readHand(&path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.skeleton.joints.size(), 3);
        Model m = r.model;
        m.skeleton.joints[1].bind.translation += QVector3D(0, 0, 1);
        m.skeleton.joints[1].bind.rotation = QQuaternion::fromAxisAndAngle(0, 0, 1, 30);
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY2(w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
        QString why;
        const QList<int> lines = differingLines(kIqe, w.data, &why);
        QVERIFY2(lines == QList<int>{8}, qPrintable(why.isEmpty() ? QStringLiteral("hand.iqe: lines %1 differ, "
                                                                                   "only line 8 should")
                                                                        .arg(lineList(lines))
                                                                  : why));
        QVERIFY(writeFile(path, w.data));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.model.skeleton.joints[1].bind, m.skeleton.joints[1].bind);
        QCOMPARE(back.model.skeleton.joints[0], r.model.skeleton.joints[0]);
        QCOMPARE(back.model.skeleton.joints[2], r.model.skeleton.joints[2]);
        QCOMPARE(back.model.meshes, r.model.meshes);
        QCOMPARE(back.model.animations, r.model.animations);
    }

    // Vertex colours given to the hat: written as `vc` lines in its block
    // alone, read back as set.
    void vertexColoursWritten()
    {
        QString path;
        const ReadResult r = readHand(&path);
        QVERIFY(r.ok());
        Model m = r.model;
        m.meshes[1].colors = {QVector4D(1, 0, 0, 1), QVector4D(0, 1, 0, 1), QVector4D(0, 0, 1, 0.5f)};
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY2(w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
        const qsizetype hat = kIqe.indexOf("mesh hat"), wave = kIqe.indexOf("animation \"wave\"");
        QVERIFY2(w.data.startsWith(kIqe.left(hat)), "hand.iqe: what comes before the hat's block changed");
        QVERIFY2(w.data.endsWith(kIqe.mid(wave)), "hand.iqe: what comes after the hat's block changed");
        QCOMPARE(w.data.count("\nvc "), 3);
        QVERIFY(writeFile(path, w.data));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.model.meshes[1].colors, m.meshes[1].colors);
        QVERIFY(back.model.meshes[0].colors.isEmpty());
    }

    // A vertex of the hat moved, in a file that gives no normals (its
    // reader makes them, across meshes): only the hat's block is rewritten,
    // still without `vn` lines, so that the body's normals are still made.
    void movedVertexInAFileWithoutNormals()
    {
        QString path;
        const ReadResult r = readHand(&path);
        QVERIFY(r.ok());
        Model m = r.model;
        m.meshes[1].positions[2] += QVector3D(0, 0, 1);
        const WriteResult w = encodeModelFile(m, path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY2(w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
        const qsizetype hat = kIqe.indexOf("mesh hat"), wave = kIqe.indexOf("animation \"wave\"");
        QVERIFY2(w.data.startsWith(kIqe.left(hat)), "hand.iqe: what comes before the hat's block changed");
        QVERIFY2(w.data.endsWith(kIqe.mid(wave)), "hand.iqe: what comes after the hat's block changed");
        QVERIFY(!w.data.contains("\nvn "));
        QVERIFY(writeFile(path, w.data));
        const ReadResult back = readModelFile(path);
        QVERIFY(back.ok());
        QCOMPARE(back.model.meshes[1].positions, m.meshes[1].positions);
        QCOMPARE(back.model.meshes[0].normals.size(), back.model.meshes[0].vertexCount());
        QCOMPARE(back.model.meshes[0].positions, r.model.meshes[0].positions);
    }

    // A file whose first `material` line comes before its `mesh` line: a
    // vertex of each mesh moved through the moveVertices operation rewrites
    // only that vertex's `vp` line, the material lines staying where the
    // file had them; undo saves the file as it was.
    void materialBeforeMeshKeepsItsLayout()
    {
        const QString path = m_dir.filePath(QStringLiteral("first.iqe"));
        QVERIFY(writeFile(path, kMaterialFirst));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 2);
        QCOMPARE(encodeModelFile(r.model, path, QStringLiteral("iqe")).data, kMaterialFirst);
        for (int mesh : {0, 1}) {
            Document doc;
            doc.resetModel(r.model, path, QStringLiteral("iqe"));
            Selection selection;
            selection.mode = Selection::Mode::Vertices;
            selection.vertices.insert(mesh, {2u});
            doc.setSelection(selection);
            const OperationResult op = runOperation(doc, QStringLiteral("moveVertices"),
                                                    {{QStringLiteral("offset"), QVariantList{0.0, 0.0, 0.5}}});
            QVERIFY2(op.ok, qPrintable(op.message));
            const WriteResult w = encodeModelFile(doc.model(), path, QStringLiteral("iqe"));
            QVERIFY(w.ok());
            QVERIFY2(w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
            QString why;
            const QList<int> lines = differingLines(kMaterialFirst, w.data, &why);
            const int moved = mesh == 0 ? 13 : 26; // the third vp line of the mesh
            QVERIFY2(lines == QList<int>{moved},
                     qPrintable(why.isEmpty() ? QStringLiteral("first.iqe: lines %1 differ, only line %2 should\n%3")
                                                    .arg(lineList(lines))
                                                    .arg(moved)
                                                    .arg(QString::fromUtf8(w.data))
                                              : why + QLatin1Char('\n') + QString::fromUtf8(w.data)));
            QVERIFY(writeFile(path, w.data));
            const ReadResult back = readModelFile(path);
            QVERIFY(back.ok());
            QCOMPARE(back.model.meshes[mesh].positions, doc.model().meshes[mesh].positions);
            QCOMPARE(back.model.materials, r.model.materials);
            QCOMPARE(back.model.meshes[1 - mesh].material, r.model.meshes[1 - mesh].material);
            QVERIFY(writeFile(path, kMaterialFirst));
            doc.undoStack()->undo();
            QCOMPARE(encodeModelFile(doc.model(), path, QStringLiteral("iqe")).data, kMaterialFirst);
        }
    }

    // Mr. Fixit (../shared/corpus/iqm/mrfixit.iqe, written by another
    // exporter: six to nine digits, `vp vn vx vt vb` per vertex where
    // Quarry writes `vp vt vn vx vb`, `frame 0` where Quarry writes `frame`):
    // five vertices moved rewrite their five `vp` lines alone; the Head
    // joint moved and turned (the skin staying) rewrites only the pose lines
    // of Head and the joints below it, in the bind pose and in every frame.
    void corpusEditsTouchTheirLinesAlone()
    {
        const QString corpus = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqe");
        if (!QFileInfo::exists(corpus))
            QSKIP("../shared/corpus/iqm/mrfixit.iqe is absent");
        QFile f(corpus);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray stored = f.readAll();
        const ReadResult r = readModelFile(corpus);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const QList<QByteArray> lines = stored.split('\n');

        Document doc;
        doc.resetModel(r.model, corpus, QStringLiteral("iqe"));
        Selection selection;
        selection.mode = Selection::Mode::Vertices;
        selection.vertices.insert(0, {0u, 1u, 2u, 3u, 4u});
        doc.setSelection(selection);
        OperationResult op = runOperation(doc, QStringLiteral("moveVertices"),
                                          {{QStringLiteral("offset"), QVariantList{0.0, 0.0, 0.25}}});
        QVERIFY2(op.ok, qPrintable(op.message));
        WriteResult w = encodeModelFile(doc.model(), corpus, QStringLiteral("iqe"));
        QVERIFY2(w.ok() && w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
        QString why;
        QList<int> differ = differingLines(stored, w.data, &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(differ.size(), 5);
        for (int l : std::as_const(differ))
            QVERIFY2(lines[l - 1].startsWith("vp "), qPrintable(QStringLiteral("mrfixit.iqe: line %1 changed").arg(l)));
        doc.undoStack()->undo();

        const Skeleton &skeleton = r.model.skeleton;
        const int head = skeleton.indexOf(QStringLiteral("Head"));
        QVERIFY(head >= 0);
        QList<int> moved{head};
        for (int j = 0; j < skeleton.joints.size(); ++j)
            if (moved.contains(skeleton.joints[j].parent) && !moved.contains(j))
                moved << j;
        op = runOperation(doc, QStringLiteral("moveJoint"),
                          {{QStringLiteral("joint"), head},
                           {QStringLiteral("translation"), QVariantList{0.0, 0.0, 0.25}},
                           {QStringLiteral("rotation"), QVariantList{0.0, 0.0, 20.0}}});
        QVERIFY2(op.ok, qPrintable(op.message));
        w = encodeModelFile(doc.model(), corpus, QStringLiteral("iqe"));
        QVERIFY2(w.ok() && w.notes.isEmpty(), qPrintable(w.notes.value(0).message));
        differ = differingLines(stored, w.data, &why);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        // Pose lines: the Nth after the last `joint` line or a `frame` line
        // is joint N's.
        int pose = -1, posed = 0;
        QList<int> expected;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines[i].startsWith("frame") || (lines[i].startsWith("joint") && pose < 0))
                pose = 0;
            else if (lines[i].startsWith("pq ") && pose >= 0) {
                if (moved.contains(pose))
                    expected << int(i + 1);
                ++pose;
                ++posed;
            } else if (lines[i].startsWith("mesh"))
                pose = -1;
        }
        QVERIFY(posed > skeleton.joints.size());
        QVERIFY2(differ == expected, qPrintable(QStringLiteral("mrfixit.iqe: %1 lines differ, %2 expected (%3 joints "
                                                               "moved); first differing line %4")
                                                    .arg(differ.size())
                                                    .arg(expected.size())
                                                    .arg(moved.size())
                                                    .arg(differ.value(0))));
    }

    // A material colour, set through the Materials dock's command: IQE has
    // no place for it; the file is saved as stored and a note says that
    // the colour is not written.
    void materialColourIsNamedAsNotWritten()
    {
        QString path;
        const ReadResult r = readHand(&path);
        QVERIFY(r.ok());
        Document doc;
        doc.resetModel(r.model, path, QStringLiteral("iqe"));
        Material material = doc.model().materials[0];
        material.diffuse = QVector4D(1, 0, 0, 1);
        doc.undoStack()->push(new SetMaterialCommand(&doc, 0, material));
        QVERIFY(doc.model().materials[0].diffuse.has_value());
        const WriteResult w = encodeModelFile(doc.model(), path, QStringLiteral("iqe"));
        QVERIFY(w.ok());
        QVERIFY2(w.data == kIqe, "hand.iqe: a material colour changed the file's bytes");
        QCOMPARE(w.notes.size(), 1);
        QVERIFY2(w.notes[0].message.contains(QLatin1String("not written"))
                     && w.notes[0].message.contains(doc.model().materials[0].name),
                 qPrintable(w.notes[0].message));
        // Undone: nothing to say.
        doc.undoStack()->undo();
        QVERIFY(encodeModelFile(doc.model(), path, QStringLiteral("iqe")).notes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestIqeEdits)
#include "tst_iqe_edits.moc"
