// Moving vertices of a real IQM file (the moveVertices operation) and saving
// it rewrites only those vertices' positions and what derives from them (the
// frame bounds, the adjacency): the string table, meshes, triangles, every
// other vertex array, joints, poses, animations, frames, comment, extensions
// and padding stay as stored; a winding flip rewrites only the triangles'
// corners and the adjacency; a face deleted or made rewrites only the
// triangle and adjacency arrays, the meshes' triangle ranges and the
// header's offsets. The saved file reads back in Quarry's reader
// with the moved positions and, where Assimp's command-line tool is
// installed, in Assimp. On ../shared/corpus/real/iqm (Red Eclipse).
#include "IqmFieldNames.h"
#include "IqmTestSupport.h"

#include "io/Formats.h"
#include "io/iqm/IqmReplay.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::iqmtest;
using namespace quarry::test;

namespace {

const QString kReal = QStringLiteral(QUARRY_CORPUS_DIR "/real/iqm");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList realFiles()
{
    QStringList files;
    QDirIterator it(kReal, {QStringLiteral("*.iqm")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

// The index of the Position array among the file's vertex arrays, -1 when
// there is none.
int positionArray(const QByteArray &file)
{
    using namespace quarry::iqm;
    const quint32 at = field(file, OfsVertexArrays);
    for (quint32 i = 0; i < field(file, NumVertexArrays); ++i)
        if (u32(file.constData() + at + i * kVertexArraySize) == Position)
            return int(i);
    return -1;
}

// The last mesh of the file whose vertices no other mesh's triangles use;
// -1 when none.
int unsharedMesh(const QByteArray &file)
{
    using namespace quarry::iqm;
    const quint32 meshes = field(file, NumMeshes);
    auto record = [&](quint32 m, int word) {
        return u32(file.constData() + field(file, OfsMeshes) + m * kMeshSize + quint32(word) * 4);
    };
    for (quint32 m = meshes; m-- > 0;) {
        const quint32 first = record(m, 2), end = first + record(m, 3);
        bool shared = false;
        for (quint32 o = 0; o < meshes && !shared; ++o) {
            if (o == m)
                continue;
            const quint32 t0 = record(o, 4), tn = record(o, 5);
            for (quint32 k = t0 * 3; k < (t0 + tn) * 3 && !shared; ++k) {
                const quint32 v = u32(file.constData() + field(file, OfsTriangles) + k * 4);
                shared = v >= first && v < end;
            }
        }
        if (!shared)
            return int(m);
    }
    return -1;
}

// Whether `assimp info` loads the file.
bool assimpLoads(const QString &assimp, const QString &path)
{
    QProcess p;
    p.start(assimp, {QStringLiteral("info"), path});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0
           && p.readAllStandardOutput().contains("Vertices:");
}

// How many edges of the file's triangles name, in the adjacency, a
// neighbour whose corners include both of the edge's end positions.
qint64 matchingNeighbours(const QByteArray &file)
{
    using namespace quarry::iqm;
    const quint32 n = field(file, NumTriangles), tris = field(file, OfsTriangles), adj = field(file, OfsAdjacency);
    const int positions = positionArray(file);
    if (n == 0 || adj == 0 || positions < 0)
        return 0;
    const char *rec = file.constData() + field(file, OfsVertexArrays) + positions * kVertexArraySize;
    if (u32(rec + 8) != Float || u32(rec + 12) != 3)
        return 0;
    auto position = [&](quint32 v) { return file.mid(u32(rec + 16) + v * 12, 12); };
    auto corner = [&](quint32 t, int k) { return u32(file.constData() + tris + t * 12 + k * 4); };
    qint64 matching = 0;
    for (quint32 t = 0; t < n; ++t)
        for (int e = 0; e < 3; ++e) {
            const quint32 other = u32(file.constData() + adj + t * 12 + e * 4);
            if (other >= n)
                continue;
            QList<QByteArray> theirs;
            for (int k = 0; k < 3; ++k)
                theirs << position(corner(other, k));
            matching += theirs.contains(position(corner(t, e))) && theirs.contains(position(corner(t, (e + 1) % 3)));
        }
    return matching;
}

// The first byte of `saved` that differs from `source` outside what moving
// the file vertices `moved` may change (their positions, the bounds, the
// adjacency): "file: byte N (field): A != B", or empty. `positions` counts
// the position bytes that changed.
QString firstStrayByte(const QString &name, const QByteArray &source, const QByteArray &saved,
                       const QSet<qint64> &moved, int *positions)
{
    if (source.size() != saved.size())
        return QStringLiteral("%1: %2 bytes saved, %3 stored").arg(name).arg(saved.size()).arg(source.size());
    const QRegularExpression vertexData(
        QStringLiteral("^vertex array %1 \\(type 0\\) data (\\d+) byte").arg(positionArray(source)));
    *positions = 0;
    for (qint64 at = 0; at < source.size(); ++at) {
        if (source[at] == saved[at])
            continue;
        const QString f = iqmFieldAt(source, at);
        if (f.startsWith(QLatin1String("bounds ")) || f.startsWith(QLatin1String("adjacency ")))
            continue;
        const QRegularExpressionMatch m = vertexData.match(f);
        if (m.hasMatch() && moved.contains(m.captured(1).toLongLong())) {
            ++*positions;
            continue;
        }
        return QStringLiteral("%1: byte %2 (%3) changed: %4 stored, %5 saved")
            .arg(name)
            .arg(at)
            .arg(f)
            .arg(quint8(source[at]))
            .arg(quint8(saved[at]));
    }
    return {};
}

// The first difference between `source` and `saved` outside what adding
// or removing triangles may change (the triangle and adjacency arrays,
// the meshes' first-triangle and triangle-count fields, the header's
// triangle count, file size and offsets): each other section compared by
// its bytes where each file has it. Empty when none.
QString strayOutsideTriangles(const QString &name, const QByteArray &source, const QByteArray &saved)
{
    using namespace quarry::iqm;
    auto at = [](const QByteArray &f, int h) { return field(f, h); };
    for (int h = 0; h < HeaderFieldCount; ++h) {
        const bool mayMove = h == FileSize || h == NumTriangles || h == OfsText || h == OfsMeshes
                             || h == OfsVertexArrays || h == OfsTriangles || h == OfsAdjacency || h == OfsJoints
                             || h == OfsPoses || h == OfsAnims || h == OfsFrames || h == OfsBounds || h == OfsComment
                             || h == OfsExtensions;
        if (!mayMove && at(source, h) != at(saved, h))
            return QStringLiteral("%1: %2 changed").arg(name, iqmFieldAt(source, headerFieldOffset(h)));
    }
    struct Section
    {
        const char *what;
        int ofs;
        qint64 bytes;
    };
    const QList<Section> sections = {
        {"text table", OfsText, at(source, NumText)},
        {"joints", OfsJoints, qint64(at(source, NumJoints)) * kJointSize},
        {"poses", OfsPoses, qint64(at(source, NumPoses)) * kPoseSize},
        {"anims", OfsAnims, qint64(at(source, NumAnims)) * kAnimSize},
        {"frames", OfsFrames, qint64(at(source, NumFrames)) * at(source, NumFrameChannels) * 2},
        {"bounds", OfsBounds, at(source, OfsBounds) ? qint64(at(source, NumFrames)) * kBoundsSize : 0},
        {"comment", OfsComment, at(source, NumComment)},
    };
    for (const Section &s : sections)
        if (s.bytes > 0 && source.mid(at(source, s.ofs), s.bytes) != saved.mid(at(saved, s.ofs), s.bytes))
            return QStringLiteral("%1: the %2 section's bytes changed").arg(name, QLatin1String(s.what));
    const quint32 arrays = at(source, NumVertexArrays);
    for (quint32 i = 0; i < arrays; ++i) {
        const char *a = source.constData() + at(source, OfsVertexArrays) + i * kVertexArraySize;
        const char *b = saved.constData() + at(saved, OfsVertexArrays) + i * kVertexArraySize;
        if (std::memcmp(a, b, 16) != 0)
            return QStringLiteral("%1: vertex array %2's record changed").arg(name).arg(i);
        const qint64 bytes = qint64(at(source, NumVertexes)) * u32(a + 12) * kFormatSizes[u32(a + 8)];
        if (source.mid(u32(a + 16), bytes) != saved.mid(u32(b + 16), bytes))
            return QStringLiteral("%1: vertex array %2's data changed").arg(name).arg(i);
    }
    for (quint32 m = 0; m < at(source, NumMeshes); ++m)
        if (std::memcmp(source.constData() + at(source, OfsMeshes) + m * kMeshSize,
                        saved.constData() + at(saved, OfsMeshes) + m * kMeshSize, 16)
            != 0)
            return QStringLiteral("%1: mesh %2's name, material or vertex range changed").arg(name).arg(m);
    return {};
}

} // namespace

class TestIqmGeometryEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void movedVerticesOnly()
    {
        const QStringList files = realFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus/real/iqm is not there");
        const QString assimp = QStandardPaths::findExecutable(QStringLiteral("assimp"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        int edited = 0, animated = 0, boundsChanged = 0, assimpLoaded = 0;
        for (const QString &path : files) {
            const QString name = path.mid(kReal.size() + 1);
            const QByteArray source = bytesOf(path);
            const ReadResult r = readModelFile(path);
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            // A mesh whose vertices no other mesh's triangles use (moving
            // a vertex two meshes share is an edit of both), the last such.
            const int mesh = unsharedMesh(source);
            if (mesh < 0 || r.model.meshes[mesh].vertexCount() == 0)
                continue;
            Document doc;
            doc.resetModel(r.model, path, QStringLiteral("iqm"));
            Selection selection;
            selection.mode = Selection::Mode::Vertices;
            QList<quint32> vertices;
            const quint32 firstVertex = iqm::u32(source.constData() + field(source, iqm::OfsMeshes)
                                                 + mesh * iqm::kMeshSize + 8);
            QSet<qint64> moved;
            for (quint32 v = 0; v < std::min<quint32>(10, quint32(r.model.meshes[mesh].vertexCount())); ++v) {
                vertices.append(v);
                moved.insert(qint64(firstVertex) + v);
            }
            selection.vertices.insert(mesh, vertices);
            doc.setSelection(selection);
            const OperationResult op = runOperation(doc, QStringLiteral("moveVertices"),
                                                    {{QStringLiteral("offset"), QVariantList{0.25, -0.5, 0.125}}});
            QVERIFY2(op.ok, qPrintable(name + QStringLiteral(": ") + op.message));
            QVERIFY2(doc.model().meshes[mesh].positions != r.model.meshes[mesh].positions, qPrintable(name));

            const QString out = dir.filePath(QStringLiteral("edited.iqm"));
            const WriteResult w = writeModelFile(doc.model(), out, QStringLiteral("iqm"));
            QVERIFY2(w.ok(), qPrintable(name + QStringLiteral(": ") + errorText(w)));
            for (const Diagnostic &note : w.notes)
                QVERIFY2(!note.message.contains(QLatin1String("written anew")),
                         qPrintable(name + QStringLiteral(": ") + note.message));
            const QByteArray saved = bytesOf(out);
            int positions = 0;
            const QString stray = firstStrayByte(name, source, saved, moved, &positions);
            QVERIFY2(stray.isEmpty(), qPrintable(stray));
            QVERIFY2(positions > 0, qPrintable(name + QStringLiteral(": no position byte changed")));
            const qint64 boundsAt = field(source, iqm::OfsBounds);
            if (boundsAt != 0 && field(source, iqm::NumFrames) > 0) {
                ++animated;
                const qsizetype bytes = qsizetype(field(source, iqm::NumFrames)) * iqm::kBoundsSize;
                boundsChanged += source.mid(boundsAt, bytes) != saved.mid(boundsAt, bytes) ? 1 : 0;
            }

            // Quarry's reader: the moved positions, everything else as read.
            const ReadResult back = readIqm(out, saved);
            QVERIFY2(back.ok(), qPrintable(errorText(back)));
            QCOMPARE(back.model.meshes.size(), doc.model().meshes.size());
            for (qsizetype m = 0; m < back.model.meshes.size(); ++m)
                QVERIFY2(back.model.meshes[m].positions == doc.model().meshes[m].positions,
                         qPrintable(QStringLiteral("%1: mesh %2's positions read back differ").arg(name).arg(m)));
            QCOMPARE(back.model.skeleton, r.model.skeleton);
            QCOMPARE(back.model.animations, r.model.animations);

            // Undo gives the model as read, which saves as the file read.
            doc.undoStack()->undo();
            QVERIFY(writeModelFile(doc.model(), out, QStringLiteral("iqm")).ok());
            QVERIFY2(iqmFirstDifference(name, source, bytesOf(out)).isEmpty(),
                     qPrintable(iqmFirstDifference(name, source, bytesOf(out))));

            // Assimp: the edited file loads wherever the stored one does
            // (Assimp refuses triangles that use another mesh's vertices).
            if (!assimp.isEmpty() && assimpLoads(assimp, path)) {
                QFile f(out);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(saved);
                f.close();
                QVERIFY2(assimpLoads(assimp, out),
                         qPrintable(QStringLiteral("%1: assimp info refused the edited file").arg(name)));
                ++assimpLoaded;
            }
            ++edited;
        }
        qInfo("IQM real files with ten vertices moved: %d patched in place (%d animated, bounds changed in %d); "
              "%d loaded by assimp info",
              edited, animated, boundsChanged, assimpLoaded);
        QVERIFY(edited > 0);
    }

    // Every mesh's winding flipped (the flipWinding operation): only the
    // triangles' corners and the adjacency change.
    void windingFlipped()
    {
        const QStringList files = realFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus/real/iqm is not there");
        int edited = 0, adjacencyKept = 0;
        for (const QString &path : files) {
            const QString name = path.mid(kReal.size() + 1);
            const QByteArray source = bytesOf(path);
            const ReadResult r = readModelFile(path);
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            if (r.model.meshes.isEmpty())
                continue;
            Document doc;
            doc.resetModel(r.model, path, QStringLiteral("iqm"));
            const OperationResult op = runOperation(doc, QStringLiteral("flipWinding"));
            QVERIFY2(op.ok, qPrintable(name + QStringLiteral(": ") + op.message));
            const WriteResult w = encodeModelFile(doc.model(), path, QStringLiteral("iqm"));
            QVERIFY2(w.ok(), qPrintable(name + QStringLiteral(": ") + errorText(w)));
            for (const Diagnostic &note : w.notes)
                QVERIFY2(!note.message.contains(QLatin1String("written anew")),
                         qPrintable(name + QStringLiteral(": ") + note.message));
            adjacencyKept += w.notes.isEmpty() ? 0 : 1;
            QCOMPARE(w.data.size(), source.size());
            for (qint64 at = 0; at < source.size(); ++at) {
                if (source[at] == w.data[at])
                    continue;
                const QString f = iqmFieldAt(source, at);
                QVERIFY2(
                    f.startsWith(QLatin1String("triangle ")) || f.startsWith(QLatin1String("adjacency ")),
                    qPrintable(QStringLiteral("%1: byte %2 (%3) changed by a winding flip").arg(name).arg(at).arg(f)));
            }
            // Each edge still names a neighbour across it where it did.
            QCOMPARE(matchingNeighbours(w.data), matchingNeighbours(source));
            const ReadResult back = readIqm(path, w.data);
            QVERIFY2(back.ok(), qPrintable(errorText(back)));
            for (qsizetype m = 0; m < back.model.meshes.size(); ++m)
                QVERIFY2(back.model.meshes[m].triangles == doc.model().meshes[m].triangles,
                         qPrintable(QStringLiteral("%1: mesh %2's triangles read back differ").arg(name).arg(m)));
            ++edited;
        }
        qInfo("IQM real files with every winding flipped, only triangles and adjacency rewritten: %d (the stored "
              "adjacency not the converter's, so kept and said, in %d)",
              edited, adjacencyKept);
        QVERIFY(edited > 0);
    }

    // A face deleted (deleteFaces, its corners still used by other
    // triangles) and a face made (makeFace on a triangle's corners): the
    // file gets new triangle and adjacency arrays and the meshes' triangle
    // ranges; every other section keeps its bytes (moved where it comes
    // after the triangles), Save says what it rewrote, the file reads back
    // with the edited triangles, and undo saves the file as stored.
    void trianglesAddedAndRemoved()
    {
        const QStringList files = realFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus/real/iqm is not there");
        int deleted = 0, made = 0;
        for (const QString &path : files) {
            const QString name = path.mid(kReal.size() + 1);
            const QByteArray source = bytesOf(path);
            const ReadResult r = readModelFile(path);
            QVERIFY2(r.ok(), qPrintable(errorText(r)));
            // A triangle each of whose corners another triangle uses too.
            int mesh = -1, face = -1;
            for (qsizetype m = 0; m < r.model.meshes.size() && mesh < 0; ++m) {
                const QList<Triangle> &tris = r.model.meshes[m].triangles;
                QList<int> uses(r.model.meshes[m].vertexCount());
                for (const Triangle &t : tris)
                    for (quint32 v : t)
                        ++uses[v];
                for (qsizetype t = 0; t < tris.size() && mesh < 0; ++t)
                    if (uses[tris[t][0]] > 1 && uses[tris[t][1]] > 1 && uses[tris[t][2]] > 1)
                        mesh = int(m), face = int(t);
            }
            if (mesh < 0)
                continue;
            const Triangle corners = r.model.meshes[mesh].triangles[face];
            for (const QString &operation : {QStringLiteral("deleteFaces"), QStringLiteral("makeFace")}) {
                Document doc;
                doc.resetModel(r.model, path, QStringLiteral("iqm"));
                Selection selection;
                if (operation == QLatin1String("deleteFaces")) {
                    selection.mode = Selection::Mode::Faces;
                    selection.faces.insert(mesh, {quint32(face)});
                } else {
                    selection.mode = Selection::Mode::Vertices;
                    selection.vertices.insert(mesh, {corners[0], corners[1], corners[2]});
                }
                doc.setSelection(selection);
                const OperationResult op = runOperation(doc, operation);
                QVERIFY2(op.ok, qPrintable(name + QStringLiteral(": ") + op.message));
                const Mesh &edited = doc.model().meshes[mesh];
                QCOMPARE(edited.vertexCount(), r.model.meshes[mesh].vertexCount());
                const qsizetype grown = edited.triangles.size() - r.model.meshes[mesh].triangles.size();
                if (grown == 0 && operation == QLatin1String("makeFace"))
                    continue; // the corners are on one line or at one position: no face made
                QVERIFY2(grown != 0,
                         qPrintable(name + QStringLiteral(": ") + operation + QStringLiteral(": ") + op.message));
                const WriteResult w = encodeModelFile(doc.model(), path, QStringLiteral("iqm"));
                QVERIFY2(w.ok(), qPrintable(name + QStringLiteral(": ") + errorText(w)));
                bool said = false;
                for (const Diagnostic &note : w.notes) {
                    QVERIFY2(!note.message.contains(QLatin1String("written anew from the model")),
                             qPrintable(name + QStringLiteral(": ") + note.message));
                    said = said || note.message.contains(QLatin1String("triangles written anew"));
                }
                QVERIFY2(said, qPrintable(name + QStringLiteral(": Save does not say the triangles were rewritten")));
                const qsizetype arrays = field(source, iqm::OfsAdjacency) ? 2 : 1;
                QCOMPARE(w.data.size(), source.size() + grown * arrays * qsizetype(iqm::kTriangleSize));
                const QString stray = strayOutsideTriangles(name, source, w.data);
                QVERIFY2(stray.isEmpty(), qPrintable(stray));
                const ReadResult back = readIqm(path, w.data);
                QVERIFY2(back.ok(), qPrintable(errorText(back)));
                for (qsizetype m = 0; m < back.model.meshes.size(); ++m) {
                    QVERIFY2(back.model.meshes[m].triangles == doc.model().meshes[m].triangles,
                             qPrintable(QStringLiteral("%1: mesh %2's triangles read back differ").arg(name).arg(m)));
                    QVERIFY2(back.model.meshes[m].positions == doc.model().meshes[m].positions,
                             qPrintable(QStringLiteral("%1: mesh %2's positions read back differ").arg(name).arg(m)));
                }
                QCOMPARE(back.model.animations, r.model.animations);
                doc.undoStack()->undo();
                const QByteArray undone = encodeModelFile(doc.model(), path, QStringLiteral("iqm")).data;
                QVERIFY2(iqmFirstDifference(name, source, undone).isEmpty(),
                         qPrintable(iqmFirstDifference(name, source, undone)));
                ++(grown < 0 ? deleted : made);
            }
        }
        qInfo("IQM real files: a face deleted in %d, a face made in %d; only the triangle and adjacency arrays, "
              "the meshes' triangle ranges and the header's offsets changed",
              deleted, made);
        QVERIFY(deleted > 0 && made > 0);
    }

    // A material colour, which IQM cannot hold (a mesh names its material):
    // the file is saved as stored and a note names the material.
    void materialColourNamedAsNotWritten()
    {
        const QStringList files = realFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus/real/iqm is not there");
        const QString path = files.first();
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok() && !r.model.materials.isEmpty(), qPrintable(path));
        Model m = r.model;
        m.materials[0].diffuse = QVector4D(1, 0, 0, 1);
        const WriteResult w = writeIqm(m, path);
        QVERIFY(w.ok());
        QVERIFY2(iqmFirstDifference(path, bytesOf(path), w.data).isEmpty(),
                 qPrintable(iqmFirstDifference(path, bytesOf(path), w.data)));
        QCOMPARE(w.notes.size(), 1);
        QVERIFY2(w.notes[0].message.contains(QLatin1String("not written"))
                     && w.notes[0].message.contains(m.materials[0].name),
                 qPrintable(w.notes[0].message));
    }
};

QTEST_GUILESS_MAIN(TestIqmGeometryEdit)
#include "tst_iqm_geometry_edit.moc"
