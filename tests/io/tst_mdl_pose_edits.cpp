// A vertex of each Block Quake MDL (../shared/corpus/real/mdl) moved by one
// quantisation step (the moveVertices operation, every frame) and saved:
// the header (but its bounding radius), skins, texture coordinates and
// triangles stay as stored, and in the frames only that vertex's bytes
// and the boxes it grows change; the file reads back with the vertex moved,
// its frames, skins and texture coordinates as read. Failures name the
// file and the first unexpected byte.
#include "MdlFixture.h"

#include "io/Formats.h"
#include "io/mdl/MdlFormat.h"
#include "io/quake/LittleEndian.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// Where the frames of an MDL start: after the header, skins, texture
// coordinates and triangles.
qint64 framesStart(const QByteArray &file)
{
    using namespace quarry::mdl;
    const char *h = file.constData();
    const qint64 image = qint64(quake::readI32(h + HeaderSkinWidth)) * quake::readI32(h + HeaderSkinHeight);
    qint64 at = kHeaderSize;
    for (qint32 s = 0; s < quake::readI32(h + HeaderNumSkins); ++s) {
        const qint32 type = quake::readI32(h + at);
        at += 4;
        if (type == 0) {
            at += image;
        } else {
            const qint32 count = quake::readI32(h + at);
            at += 4 + qint64(count) * (4 + image);
        }
    }
    return at + qint64(quake::readI32(h + HeaderNumVerts)) * kStVertSize
           + qint64(quake::readI32(h + HeaderNumTris)) * kTriangleSize;
}

} // namespace

class TestMdlPoseEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneVertexMoved()
    {
        const QStringList files = mdlCorpusFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus/real/mdl is absent");
        int patched = 0;
        for (const QString &name : files) {
            const QString path = QDir(mdlCorpusDir()).filePath(name);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray stored = f.readAll();
            const ReadResult r = readModelFile(path);
            QVERIFY2(r.ok(), qPrintable(name));
            const char *h = stored.constData();
            const QVector3D scale(quake::readF32(h + mdl::HeaderScale), quake::readF32(h + mdl::HeaderScale + 4),
                                  quake::readF32(h + mdl::HeaderScale + 8));
            // Vertex 0 one step along X, towards the middle of the box.
            const qint64 first = framesStart(stored) + 4 + mdl::kPoseHeaderSize;
            const bool down = quint8(stored[first]) > 127;
            const double dx = down ? -scale.x() : scale.x();
            Document doc;
            doc.resetModel(r.model, path, QStringLiteral("mdl"));
            Selection selection;
            selection.mode = Selection::Mode::Vertices;
            selection.vertices.insert(0, {0u});
            doc.setSelection(selection);
            const OperationResult op = runOperation(doc, QStringLiteral("moveVertices"),
                                                    {{QStringLiteral("offset"), QVariantList{dx, 0.0, 0.0}},
                                                     {QStringLiteral("frames"), QStringLiteral("every")}});
            QVERIFY2(op.ok, qPrintable(name + QStringLiteral(": ") + op.message));
            const WriteResult w = encodeModelFile(doc.model(), path, QStringLiteral("mdl"));
            QVERIFY2(w.ok(), qPrintable(name));
            QVERIFY2(
                w.data.size() == stored.size(),
                qPrintable(
                    QStringLiteral("%1: %2 bytes stored, %3 written").arg(name).arg(stored.size()).arg(w.data.size())));
            const qint64 frames = framesStart(stored);
            for (qint64 at = 0; at < frames; ++at)
                QVERIFY2(w.data[at] == stored[at] || (at >= mdl::HeaderRadius && at < mdl::HeaderRadius + 4),
                         qPrintable(QStringLiteral("%1: byte %2 before the frames changed").arg(name).arg(at)));
            // In the frames: at most the vertex's four bytes and two boxes
            // of a pose (and its group's) per pose.
            qint64 changed = 0;
            for (qint64 at = frames; at < stored.size(); ++at)
                changed += w.data[at] != stored[at] ? 1 : 0;
            const qint64 poses = r.model.meshes[0].morphs.size() + 1;
            QVERIFY2(changed > 0 && changed <= poses * 20,
                     qPrintable(QStringLiteral("%1: %2 bytes of the frames changed for %3 poses")
                                    .arg(name)
                                    .arg(changed)
                                    .arg(poses)));
            ReadResult again;
            {
                QTemporaryDir dir;
                const QString saved = dir.filePath(name);
                QFile out(saved);
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(w.data);
                out.close();
                again = readModelFile(saved);
            }
            QVERIFY2(again.ok(), qPrintable(name));
            QCOMPARE(again.model.animations, r.model.animations);
            QCOMPARE(again.model.materials, r.model.materials);
            QCOMPARE(again.model.meshes[0].texcoords, r.model.meshes[0].texcoords);
            QVERIFY2(std::abs(again.model.meshes[0].positions[0].x() - doc.model().meshes[0].positions[0].x())
                         <= 0.5f * scale.x() + 1e-4f,
                     qPrintable(name));
            QVERIFY(again.model.meshes[0].positions[0] != r.model.meshes[0].positions[0]);
            ++patched;
        }
        qInfo("Block Quake MDL files with a vertex moved and only its bytes rewritten: %d", patched);
    }
};

QTEST_GUILESS_MAIN(TestMdlPoseEdits)
#include "tst_mdl_pose_edits.moc"
