// Vertices of an MD2 moved (the moveVertices operation) and saved: only the
// frames the move touched are rewritten, in each only the moved vertices'
// bytes while they fit the frame's box; a frame a vertex leaves gets a new
// box (its scale, translation and positions), and Save says which. The
// header, skin names, texture coordinates, triangles, GL commands, frame
// names and the other frames stay as stored. Failures name the file and
// the first unexpected byte.
#include "Md2Fixture.h"

#include "io/Formats.h"
#include "io/md2/Md2Format.h"
#include "io/md2/Md2Reader.h"
#include "io/md2/Md2Writer.h"
#include "io/quake/LittleEndian.h"
#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// The first byte of `written` that differs from `stored` outside
// [begin, end) ranges, as "tank.md2: byte N ...", or nothing.
QString strayByte(const QByteArray &stored, const QByteArray &written, const QList<std::pair<qint64, qint64>> &allowed)
{
    if (stored.size() != written.size())
        return QStringLiteral("tank.md2: %1 bytes stored, %2 written").arg(stored.size()).arg(written.size());
    for (qint64 at = 0; at < stored.size(); ++at) {
        if (stored[at] == written[at])
            continue;
        bool ok = false;
        for (const auto &[b, e] : allowed)
            ok = ok || (at >= b && at < e);
        if (!ok)
            return QStringLiteral("tank.md2: byte %1 changed (stored %2, written %3)")
                .arg(at)
                .arg(quint8(stored[at]))
                .arg(quint8(written[at]));
    }
    return {};
}

// Moves vertex 0 by `offset` in the frames `frames` ("shown": the frame at
// `time` of the first animation) and saves.
WriteResult moveAndSave(const QVector3D &offset, const QString &frames, double time, Model *moved)
{
    const ReadResult r = readMd2(QStringLiteral("tank.md2"), md2Fixture());
    Document doc;
    doc.resetModel(r.model, QStringLiteral("tank.md2"), QStringLiteral("md2"));
    doc.setCurrentAnimation(0);
    doc.setCurrentTime(time);
    Selection selection;
    selection.mode = Selection::Mode::Vertices;
    selection.vertices.insert(0, {0u});
    doc.setSelection(selection);
    const OperationResult op = runOperation(
        doc, QStringLiteral("moveVertices"),
        {{QStringLiteral("offset"), QVariantList{offset.x(), offset.y(), offset.z()}},
         {QStringLiteral("frames"), frames}});
    if (!op.ok)
        qWarning("%s", qPrintable(op.message));
    *moved = doc.model();
    return writeMd2(doc.model(), QStringLiteral("tank.md2"));
}

constexpr qint64 kFrames = 68 + 64 + 4 * 5 + 12 * 2; // the fixture's ofs_frames
constexpr qint64 kFrameSize = 40 + 4 * 4;

} // namespace

class TestMd2FrameEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Vertex 0 moved in the second frame alone, inside its box: that
    // vertex's three position bytes in that frame, nothing else.
    void oneFrameOneVertex()
    {
        Model moved;
        const WriteResult w = moveAndSave(QVector3D(1, 0, 0), QStringLiteral("shown"), 0.1, &moved);
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QVERIFY(w.notes.isEmpty());
        const qint64 vertex = kFrames + kFrameSize + 40;
        const QString stray = strayByte(md2Fixture(), w.data, {{vertex, vertex + 3}});
        QVERIFY2(stray.isEmpty(), qPrintable(stray));
        QVERIFY(w.data != md2Fixture());
        const ReadResult back = readMd2(QStringLiteral("tank.md2"), w.data);
        QVERIFY(back.ok());
        QCOMPARE(back.model.meshes[0].positions, moved.meshes[0].positions); // frame 0 as stored
        QCOMPARE(back.model.meshes[0].morphs[0].vertices.contains(0), true);
        const qsizetype i = back.model.meshes[0].morphs[0].vertices.indexOf(0);
        QCOMPARE(back.model.meshes[0].morphs[0].positions[i], QVector3D(-3, 0, 1));
    }

    // Vertex 0 moved out of every frame's box: each frame gets a new box,
    // Save names them; skins, texture coordinates, triangles, frame names
    // and GL commands stay as stored.
    void leavingTheBox()
    {
        Model moved;
        const WriteResult w = moveAndSave(QVector3D(-5, 0, 0), QStringLiteral("every"), 0.0, &moved);
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        QCOMPARE(w.notes.size(), 1);
        QVERIFY2(w.notes[0].message.contains(QLatin1String("0, 1")), qPrintable(w.notes[0].message));
        QList<std::pair<qint64, qint64>> allowed;
        for (qint64 f = 0; f < 2; ++f) {
            const qint64 frame = kFrames + f * kFrameSize;
            allowed.append({frame, frame + 24}); // scale and translate
            for (qint64 v = 0; v < 4; ++v)
                allowed.append({frame + 40 + v * 4, frame + 40 + v * 4 + 3}); // positions, not normals
        }
        const QString stray = strayByte(md2Fixture(), w.data, allowed);
        QVERIFY2(stray.isEmpty(), qPrintable(stray));
        const ReadResult back = readMd2(QStringLiteral("tank.md2"), w.data);
        QVERIFY(back.ok());
        const float step = quake::readF32(w.data.constData() + kFrames);
        for (qsizetype v = 0; v < 4; ++v)
            QVERIFY((back.model.meshes[0].positions[v] - moved.meshes[0].positions[v]).length() <= step);
        QCOMPARE(back.model.meshes[0].positions[0].x(), -9.0f);
    }
};

QTEST_GUILESS_MAIN(TestMd2FrameEdits)
#include "tst_md2_frame_edits.moc"
