// A joint of another exporter's .md5mesh moved in the bind pose through the
// moveJoint operation: saving changes only the moved joints' lines and the
// weights whose numbers the move changes (in each mesh block); every other
// line (the other joints and weights, vertices, triangles, comments,
// spacing) is as stored, and the file reads back as the edited model.
// Checked for the three ways the operation moves a joint: the skin stays
// (weights on the moved joints re-expressed), the vertices follow (a
// vertex hanging from the moved joint alone keeps its weights; one also
// hanging from a joint that stayed gets its moved weight's offset), and
// the children stay. A clip's .md5anim, whose keys the move re-expresses,
// changes only in the lines whose numbers the move changes.
#include "io/Formats.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

// Another exporter's numbers: six decimals and -0 beside bare ones.
const QByteArray kMesh = "MD5Version 10\n"
                         "// exported by another tool\n"
                         "commandline \"\"\n"
                         "\n"
                         "numJoints 3\n"
                         "numMeshes 2\n"
                         "\n"
                         "joints {\n"
                         "\t\"origin\"\t-1 ( 0 0 0 ) ( 0 0 0 )\n"
                         "\t\"arm\"\t0 ( 0 -2 0 ) ( 0 0 0 )\t\t// origin\n"
                         "\t\"hand\"\t1 ( 0 -4 0.5 ) ( 0 0 0 )\t\t// arm\n"
                         "}\n"
                         "\n"
                         "mesh {\n"
                         "\tshader \"models/hero/skin.tga\"\n"
                         "\tnumverts 4\n"
                         "\tvert 0 ( 0.25 0.5 ) 0 1\n"
                         "\tvert 1 ( 1 0 ) 1 1\n"
                         "\tvert 2 ( 0 1 ) 2 2\n"
                         "\tvert 3 ( 1 1 ) 4 1\n"
                         "\tnumtris 2\n"
                         "\ttri 0 0 2 1\n"
                         "\ttri 1 1 2 3\n"
                         "\tnumweights 5\n"
                         "\tweight 0 0 1 ( 1.000000 -0.000000 0.000000 )\n"
                         "\tweight 1 1 1 ( 0 0 1 )\n"
                         "\tweight 2 0 0.5 ( 0 2 0 )\n"
                         "\tweight 3 1 0.5 ( 0 2 0 )\n"
                         "\tweight 4 0 1 ( 1 1 -0 )\n"
                         "}\n"
                         "\n"
                         "mesh {\n"
                         "\tshader \"models/hero/hat.tga\"\n"
                         "\tnumverts 3\n"
                         "\tvert 0 ( 0 0 ) 0 1\n"
                         "\tvert 1 ( 1 0 ) 1 1\n"
                         "\tvert 2 ( 0 1 ) 2 1\n"
                         "\tnumtris 1\n"
                         "\ttri 0 0 2 1\n"
                         "\tnumweights 3\n"
                         "\tweight 0 2 1 ( 0 0 3 )\n"
                         "\tweight 1 2 1 ( 1 0 3 )\n"
                         "\tweight 2 2 1 ( 0 1 3 )\n"
                         "}\n";

// A clip turning the arm about Z.
const QByteArray kAnim = "MD5Version 10\n"
                         "commandline \"\"\n"
                         "\n"
                         "numFrames 2\n"
                         "numJoints 3\n"
                         "frameRate 30\n"
                         "numAnimatedComponents 1\n"
                         "\n"
                         "hierarchy {\n"
                         "\t\"origin\" -1 0 0\n"
                         "\t\"arm\" 0 32 0\n"
                         "\t\"hand\" 1 0 0\n"
                         "}\n"
                         "\n"
                         "bounds {\n"
                         "\t( -5.000000 -6.000000 -0.000000 ) ( 5 3 5 )\n"
                         "\t( -5 -6 -2 ) ( 5 3 5 )\n"
                         "}\n"
                         "\n"
                         "baseframe {\n"
                         "\t( 0 0 0 ) ( 0 0 0 )\n"
                         "\t( 0 -2 0 ) ( 0 0 0 )\n"
                         "\t( 0 -2 0.5 ) ( 0 0 0 )\n"
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

// The 0-based indexes of the lines that differ; {-1} when the line counts differ.
QList<int> differingLines(const QByteArray &stored, const QByteArray &written)
{
    const QList<QByteArray> a = stored.split('\n'), b = written.split('\n');
    if (a.size() != b.size())
        return {-1};
    QList<int> lines;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i] != b[i])
            lines << int(i);
    return lines;
}

// The 0-based indexes of the stored lines starting with each prefix.
QList<int> linesStarting(const QList<QByteArray> &prefixes, qsizetype from = 0)
{
    const QList<QByteArray> lines = kMesh.split('\n');
    QList<int> found;
    for (const QByteArray &p : prefixes)
        for (qsizetype i = from; i < lines.size(); ++i)
            if (lines[i].startsWith(p)) {
                found << int(i);
                break;
            }
    std::sort(found.begin(), found.end());
    return found;
}

QString describe(const QList<int> &lines, const QByteArray &written, const QByteArray &stored = kMesh)
{
    QStringList out;
    const QList<QByteArray> a = stored.split('\n'), b = written.split('\n');
    for (int i : lines)
        out << QStringLiteral("line %1: stored \"%2\", written \"%3\"")
                   .arg(i + 1)
                   .arg(QString::fromUtf8(a.value(i)), QString::fromUtf8(b.value(i)));
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestMd5JointMove : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    ReadResult m_read;

    // Moves "arm" with the operation and saves: the lines that differ must
    // be `expected`; the saved file reads back as the edited model.
    void moveAndCompare(const QVariantMap &options, const QList<int> &expected)
    {
        Document doc;
        doc.resetModel(m_read.model, m_path, QStringLiteral("md5"));
        QVariantMap all = options;
        all.insert(QStringLiteral("joint"), 1);
        const OperationResult op = runOperation(doc, QStringLiteral("moveJoint"), all);
        QVERIFY2(op.ok, qPrintable(op.message));
        const WriteResult w = encodeModelFile(doc.model(), m_path, QStringLiteral("md5"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const QList<int> differ = differingLines(kMesh, w.data);
        QVERIFY2(differ == expected, qPrintable(QStringLiteral("expected lines %1 to differ; differing:\n%2")
                                                    .arg(QStringList([&] {
                                                             QStringList s;
                                                             for (int i : expected)
                                                                 s << QString::number(i + 1);
                                                             return s;
                                                         }())
                                                             .join(QLatin1Char(',')))
                                                    .arg(describe(differ, w.data))));
        QCOMPARE(w.notes.size(), 1);
        QVERIFY2(w.notes[0].message.contains(QLatin1String("every other line as stored")),
                 qPrintable(w.notes[0].message));
        QCOMPARE(w.notes[0].line, expected.first() + 1);

        const QString saved = m_dir.filePath(QStringLiteral("saved.md5mesh"));
        QVERIFY(writeFile(saved, w.data));
        const ReadResult back = readModelFile(saved, ReadOptions{});
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        const Model &edited = doc.model();
        QCOMPARE(back.model.meshes.size(), edited.meshes.size());
        for (qsizetype m = 0; m < edited.meshes.size(); ++m)
            for (qsizetype v = 0; v < edited.meshes[m].vertexCount(); ++v)
                QVERIFY2((back.model.meshes[m].positions[v] - edited.meshes[m].positions[v]).length() < 1e-5f,
                         qPrintable(QStringLiteral("mesh %1 vertex %2").arg(m).arg(v)));
        const QList<QMatrix4x4> want = edited.skeleton.bindWorldMatrices(),
                                got = back.model.skeleton.bindWorldMatrices();
        for (qsizetype j = 0; j < want.size(); ++j)
            for (int c = 0; c < 16; ++c)
                QVERIFY2(std::abs(want[j].constData()[c] - got[j].constData()[c]) < 1e-5f,
                         qPrintable(QStringLiteral("joint %1").arg(j)));

        // Undo: the file as it was.
        doc.undoStack()->undo();
        const WriteResult undone = encodeModelFile(doc.model(), m_path, QStringLiteral("md5"));
        QCOMPARE(undone.data, kMesh);
        QVERIFY(undone.notes.isEmpty());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("hero.md5mesh"));
        QVERIFY(writeFile(m_path, kMesh));
        m_read = readModelFile(m_path, ReadOptions{});
        QVERIFY2(m_read.ok(), qPrintable(m_read.error ? m_read.error->toString() : QString()));
        QCOMPARE(m_read.model.skeleton.joints.size(), 3);
        const WriteResult plain = encodeModelFile(m_read.model, m_path, QStringLiteral("md5"));
        QCOMPARE(plain.data, kMesh);
    }

    // The skin stays: arm and hand move and turn; the weights on them are
    // re-expressed, the origin's weights, the vertices and triangles stay.
    void skinStays()
    {
        const qsizetype hat = kMesh.split('\n').indexOf("\tshader \"models/hero/hat.tga\"");
        QList<int> expected = linesStarting({"\t\"arm\"", "\t\"hand\"", "\tweight 1 ", "\tweight 3 "});
        expected += linesStarting({"\tweight 0 ", "\tweight 1 ", "\tweight 2 "}, hat);
        moveAndCompare({{QStringLiteral("translation"), QVariantList{0.0, 0.0, 1.0}},
                        {QStringLiteral("rotation"), QVariantList{0.0, 0.0, 90.0}},
                        {QStringLiteral("keep_mesh"), true},
                        {QStringLiteral("move_children"), true}},
                       expected);
    }

    // The vertices follow: the joint lines change; a vertex on the moved
    // joints alone keeps its weights as stored (the hat, body vertex 1);
    // vertex 2, half on the origin, gets its arm weight's offset.
    void verticesFollow()
    {
        moveAndCompare({{QStringLiteral("translation"), QVariantList{0.0, 0.0, 1.0}},
                        {QStringLiteral("rotation"), QVariantList{0.0, 0.0, 90.0}},
                        {QStringLiteral("keep_mesh"), false},
                        {QStringLiteral("move_children"), true}},
                       linesStarting({"\t\"arm\"", "\t\"hand\"", "\tweight 3 "}));
    }

    // The children stay: the hand's line and the hat's weights as stored.
    void childrenStay()
    {
        moveAndCompare({{QStringLiteral("translation"), QVariantList{0.0, 0.0, 1.0}},
                        {QStringLiteral("keep_mesh"), true},
                        {QStringLiteral("move_children"), false}},
                       linesStarting({"\t\"arm\"", "\tweight 1 ", "\tweight 3 "}));
    }

    // With a clip: moving the arm up (the skin staying) re-expresses its
    // keys; its file changes only in the arm's base frame line (its turn
    // about Z and the hand's keys come out as stored, the bounds still
    // hold), and Save says how many lines it rewrote there.
    void clipKeepsItsLines()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("hero.md5mesh"));
        const QString wave = dir.filePath(QStringLiteral("hero_wave.md5anim"));
        QVERIFY(writeFile(mesh, kMesh) && writeFile(wave, kAnim));
        ReadOptions options;
        options.companions = {wave};
        const ReadResult r = readModelFile(mesh, options);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.animations.size(), 1);
        const WriteResult plain = encodeModelFile(r.model, mesh, QStringLiteral("md5"));
        QCOMPARE(plain.data, kMesh);
        QVERIFY(plain.siblings.isEmpty());

        Document doc;
        doc.resetModel(r.model, mesh, QStringLiteral("md5"));
        const OperationResult op = runOperation(doc, QStringLiteral("moveJoint"),
                                                {{QStringLiteral("joint"), 1},
                                                 {QStringLiteral("translation"), QVariantList{0.0, 0.0, 1.0}},
                                                 {QStringLiteral("keep_mesh"), true},
                                                 {QStringLiteral("move_children"), true}});
        QVERIFY2(op.ok, qPrintable(op.message));
        const WriteResult w = encodeModelFile(doc.model(), mesh, QStringLiteral("md5"));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QCOMPARE(w.siblings.size(), 1);
        const QByteArray &clip = w.siblings[0].data;
        const QList<QByteArray> lines = kAnim.split('\n');
        const int armBase = int(lines.indexOf("baseframe {")) + 2;
        const QList<int> differ = differingLines(kAnim, clip);
        QVERIFY2(differ == QList<int>{armBase},
                 qPrintable(QStringLiteral("hero_wave.md5anim: lines differing:\n%1\nwritten:\n%2")
                                .arg(describe(differ, clip, kAnim), QString::fromUtf8(clip))));
        bool said = false;
        for (const Diagnostic &note : w.notes)
            said = said || (note.file == wave && note.message.contains(QLatin1String("md5anim: 1 line")));
        QVERIFY2(said, qPrintable(w.notes.value(0).message));
        // Read back: the clip plays as edited.
        QVERIFY(writeFile(mesh, w.data) && writeFile(wave, clip));
        const ReadResult back = readModelFile(mesh, options);
        QVERIFY2(back.ok(), qPrintable(back.error ? back.error->toString() : QString()));
        const Animation &want = doc.model().animations[0], &got = back.model.animations[0];
        for (const JointTrack &t : want.tracks) {
            const JointTrack *g = got.track(t.joint);
            QVERIFY(g && g->translations.size() == t.translations.size());
            for (qsizetype k = 0; k < t.translations.size(); ++k)
                QVERIFY((g->translations[k].value - t.translations[k].value).length() < 1e-5f);
        }
        // Undone after that save: both files as they were read.
        doc.undoStack()->undo();
        const WriteResult undone = encodeModelFile(doc.model(), mesh, QStringLiteral("md5"));
        QVERIFY(undone.ok());
        QCOMPARE(undone.data, kMesh);
        QCOMPARE(undone.siblings.size(), 1);
        QCOMPARE(undone.siblings[0].path, wave);
        QCOMPARE(undone.siblings[0].data, kAnim);
        QVERIFY2(undone.notes.isEmpty(), qPrintable(undone.notes.value(0).message));
    }
};

QTEST_GUILESS_MAIN(TestMd5JointMove)
#include "tst_md5_joint_move.moc"
