// What undo steps hold (Command::undoBytes) and the undo budget that drops
// the oldest steps by it (UndoBudget): the self-inverse edits
// keep next to nothing on a million-vertex mesh, a move keeps positions only,
// and every command here passes the redo/undo/redo check.
#include "UndoCheck.h"
#include "UndoMeshes.h"

#include "model/UndoBudget.h"
#include "model/commands/FlipNormalsCommand.h"
#include "model/commands/FlipWindingCommand.h"
#include "model/commands/MirrorCommand.h"
#include "model/commands/RenameCommand.h"
#include "model/commands/TransformModelCommand.h"
#include "model/commands/TransformVerticesCommand.h"
#include "model/commands/UndoBytes.h"
#include "model/ops/SampleModel.h"

#include <QSignalSpy>

using namespace quarry;
using quarry::test::checkUndoRedo;

namespace {

constexpr int side = 1000; // a million vertices
constexpr qint64 vertices = qint64(side) * side;

qint64 topBytes(Document &doc)
{
    return commandBytes(doc.undoStack()->command(doc.undoStack()->index() - 1));
}

// The budget drops steps once the event loop runs.
void settle()
{
    QCoreApplication::processEvents();
}

QMatrix4x4 translation(float x)
{
    QMatrix4x4 m;
    m.translate(x, 0, 0);
    return m;
}

} // namespace

class TestUndoBytes : public QObject
{
    Q_OBJECT

    Document m_doc;
    Model m_grid;

private Q_SLOTS:
    void initTestCase() { m_grid = test::gridModel(side); }
    void init() { m_doc.resetModel(m_grid); }

    void flipWindingHoldsNothing()
    {
        QVERIFY(checkUndoRedo(m_doc, new FlipWindingCommand(&m_doc, {})));
        QVERIFY2(topBytes(m_doc) < 1024, qPrintable(QString::number(topBytes(m_doc))));
        const Triangle t = m_grid.meshes[0].triangles[7];
        QCOMPARE(m_doc.model().meshes[0].triangles[7], (Triangle{t[0], t[2], t[1]}));
    }

    void flipNormalsHoldsNothing()
    {
        QVERIFY(checkUndoRedo(m_doc, new FlipNormalsCommand(&m_doc, {0})));
        QVERIFY2(topBytes(m_doc) < 1024, qPrintable(QString::number(topBytes(m_doc))));
        QCOMPARE(m_doc.model().meshes[0].normals[12], QVector3D(0, 0, -1));
        QCOMPARE(m_doc.model().meshes[0].tangents[12].w(), -1.0f);
    }

    void mirrorHoldsNoGeometry()
    {
        QVERIFY(checkUndoRedo(m_doc, new MirrorCommand(&m_doc, {{0, {}}}, 0, true)));
        QVERIFY2(topBytes(m_doc) < 1024, qPrintable(QString::number(topBytes(m_doc))));
        QCOMPARE(qint64(m_doc.model().meshes[0].vertexCount()), 2 * vertices);
        QCOMPARE(m_doc.model().meshes[0].positions[vertices].x(), -m_grid.meshes[0].positions[0].x());
    }

    void mirrorKeepsOnlyTheSeam()
    {
        // The sample's meshes cross the X = 0 plane: the seam vertices are
        // put on it and come back on undo.
        m_doc.resetModel(makeSampleModel());
        const Mesh before = m_doc.model().meshes[0];
        Selection selection;
        selection.faces.insert(0, {0, 1});
        m_doc.setSelection(selection);
        QVERIFY(checkUndoRedo(m_doc, new MirrorCommand(&m_doc, {{0, {}}}, 0, true)));
        QVERIFY(m_doc.model().meshes[0].vertexCount() > before.vertexCount());
        QVERIFY(topBytes(m_doc) < meshBytes(before));
        // The new faces joined the selected ones; undo takes them out.
        QVERIFY(m_doc.selection().faces.value(0).size() > 2);
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.model().meshes[0], before);
        QCOMPARE(m_doc.selection().faces.value(0), (QList<quint32>{0, 1}));
    }

    void moveKeepsPositionsOnly()
    {
        const VertexSet all = TransformVerticesCommand::allVertices(m_doc.model(), {0});
        QVERIFY(checkUndoRedo(m_doc, new TransformVerticesCommand(&m_doc, all, translation(2))));
        // Vertex indexes and old positions: 4 + 12 bytes a vertex.
        QCOMPARE(topBytes(m_doc), vertices * (4 + 12));
        QCOMPARE(m_doc.model().meshes[0].normals, m_grid.meshes[0].normals);
        QVERIFY(m_doc.model().meshes[0].normals.isSharedWith(m_grid.meshes[0].normals));
    }

    void turnKeepsDirections()
    {
        m_doc.resetModel(test::gridModel(10));
        QMatrix4x4 turn;
        turn.rotate(30, 0, 0, 1);
        const VertexSet all = TransformVerticesCommand::allVertices(m_doc.model(), {0});
        QVERIFY(checkUndoRedo(m_doc, new TransformVerticesCommand(&m_doc, all, turn)));
        QCOMPARE(topBytes(m_doc), qint64(100 * (4 + 12 + 12 + 16)));
    }

    void moveDoesNotMergeWithTurn()
    {
        m_doc.resetModel(test::gridModel(10));
        const Model before = m_doc.model();
        const VertexSet all = TransformVerticesCommand::allVertices(m_doc.model(), {0});
        QMatrix4x4 turn;
        turn.rotate(30, 0, 0, 1);
        m_doc.undoStack()->push(new TransformVerticesCommand(&m_doc, all, translation(1), 7));
        m_doc.undoStack()->push(new TransformVerticesCommand(&m_doc, all, translation(1), 7));
        QCOMPARE(m_doc.undoStack()->count(), 1); // moves merge
        m_doc.undoStack()->push(new TransformVerticesCommand(&m_doc, all, turn, 7));
        QCOMPARE(m_doc.undoStack()->count(), 2); // a turn needs the directions the move did not keep
        m_doc.undoStack()->setIndex(0);
        QCOMPARE(m_doc.model(), before);
    }

    void modelMoveKeepsNoDirections()
    {
        Similarity move;
        move.translation = QVector3D(0, 0, 5);
        QVERIFY(checkUndoRedo(m_doc, new TransformModelCommand(&m_doc, move, QStringLiteral("Move"))));
        // Positions before and after; normals, tangents, texture
        // coordinates and weights are shared with the model before.
        const qint64 positions = 2 * vertices * 12;
        QVERIFY2(topBytes(m_doc) >= positions && topBytes(m_doc) < positions + 4096,
                 qPrintable(QString::number(topBytes(m_doc))));
        QVERIFY(m_doc.model().meshes[0].normals.isSharedWith(m_grid.meshes[0].normals));
        QVERIFY(m_doc.model().meshes[0].tangents.isSharedWith(m_grid.meshes[0].tangents));
    }

    void modelScaleKeepsWhatChanged()
    {
        m_doc.resetModel(test::gridModel(10));
        Similarity scale;
        scale.scale = 2;
        QVERIFY(checkUndoRedo(m_doc, new TransformModelCommand(&m_doc, scale, QStringLiteral("Scale"))));
        // Only positions change under a scale: normals are rotated by the
        // identity, equal, and shared again.
        QVERIFY(topBytes(m_doc) >= 2 * 100 * 12);
        QVERIFY(topBytes(m_doc) < 2 * 100 * 12 + 4096);
    }

    void stackBytesAddUp()
    {
        m_doc.resetModel(test::gridModel(10));
        m_doc.undoStack()->push(new FlipNormalsCommand(&m_doc, {}));
        const VertexSet all = TransformVerticesCommand::allVertices(m_doc.model(), {0});
        m_doc.undoStack()->push(new TransformVerticesCommand(&m_doc, all, translation(1)));
        QCOMPARE(undoStackBytes(*m_doc.undoStack()), qint64(4 + 100 * (4 + 12)));
        // A macro counts its steps.
        m_doc.undoStack()->beginMacro(QStringLiteral("Two"));
        m_doc.undoStack()->push(new TransformVerticesCommand(&m_doc, all, translation(1)));
        m_doc.undoStack()->push(new RenameCommand(&m_doc, ObjectKind::Mesh, 0, QStringLiteral("abc")));
        m_doc.undoStack()->endMacro();
        QCOMPARE(undoStackBytes(*m_doc.undoStack()), qint64(4 + 2 * 100 * (4 + 12) + 2 * (4 + 3)));
    }

    void sharedBuffersCountOnceInAHistory()
    {
        // Each scale holds the positions before and after it; the second's
        // "before" is the first's "after", one buffer, counted once.
        m_doc.resetModel(test::gridModel(100)); // 10,000 vertices
        Similarity scale;
        scale.scale = 2;
        qint64 eachAlone = 0;
        for (int i = 0; i < 3; ++i) {
            m_doc.undoStack()->push(new TransformModelCommand(&m_doc, scale, QStringLiteral("Scale")));
            eachAlone += topBytes(m_doc);
        }
        const qint64 buffer = 10000 * 12;
        QVERIFY(eachAlone >= 6 * buffer);
        // Each step's other bytes (names, extras) are under 4 KiB, so this
        // fails where the shared buffers counted twice (6 buffers).
        const qint64 history = undoStackBytes(*m_doc.undoStack());
        QVERIFY2(history >= 4 * buffer && history < 4 * buffer + 3 * 4096, qPrintable(QString::number(history)));
        // Outside a history, a step still counts all it holds.
        QVERIFY(topBytes(m_doc) >= 2 * buffer);
    }

    void budgetOfStepsDropsTheOldest()
    {
        Document doc;
        UndoBudget::of(doc.undoStack())->setBudget(0, 3);
        doc.resetModel(makeSampleModel());
        for (int i = 0; i < 5; ++i)
            doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("m%1").arg(i)));
        settle();
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->setIndex(0);
        QCOMPARE(doc.model().meshes[0].name, QStringLiteral("m1"));
    }

    void budgetOfBytesDropsTheOldest()
    {
        Document doc;
        doc.resetModel(test::gridModel(10));
        const VertexSet all = TransformVerticesCommand::allVertices(doc.model(), {0});
        const qint64 step = 100 * (4 + 12);
        // Room for two moves and a half.
        UndoBudget::of(doc.undoStack())->setBudget(step * 5 / 2, 500);
        QSignalSpy index(doc.undoStack(), &QUndoStack::indexChanged);
        QList<Model> states{doc.model()};
        for (int i = 0; i < 6; ++i) {
            if (i == 5)
                doc.undoStack()->setClean(); // saved after the fifth move
            doc.undoStack()->push(new TransformVerticesCommand(&doc, all, translation(1)));
            settle();
            states.append(doc.model());
        }
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.undoStack()->index(), 2);
        QVERIFY(undoStackBytes(*doc.undoStack()) <= step * 5 / 2);
        QCOMPARE(index.last().first().toInt(), 2); // views were told the new index
        // What is left still undoes exactly, to the state before the
        // oldest step kept, and redoes to the newest.
        doc.undoStack()->undo();
        QVERIFY(!doc.isModified()); // the saved state, found one step lower
        QCOMPARE(doc.model(), states[5]);
        doc.undoStack()->setIndex(0);
        QCOMPARE(doc.model(), states[4]);
        doc.undoStack()->setIndex(2);
        QCOMPARE(doc.model(), states[6]);
    }

    void budgetKeepsTheNewestStep()
    {
        Document doc;
        doc.resetModel(test::gridModel(10));
        UndoBudget::of(doc.undoStack())->setBudget(16, 0); // less than any move holds
        const VertexSet all = TransformVerticesCommand::allVertices(doc.model(), {0});
        for (int i = 0; i < 3; ++i)
            doc.undoStack()->push(new TransformVerticesCommand(&doc, all, translation(1)));
        settle();
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.undoStack()->canUndo());
    }

    void budgetWaitsForAnOpenMacro()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        UndoBudget::of(doc.undoStack())->setBudget(0, 2);
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("a")));
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("b")));
        doc.undoStack()->beginMacro(QStringLiteral("Script"));
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("c")));
        QVERIFY(!dropOldestSteps(*doc.undoStack(), 1));
        settle();
        doc.undoStack()->endMacro();
        settle();
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->command(1)->childCount(), 1); // the macro got no placeholders
        doc.undoStack()->setIndex(0);
        QCOMPARE(doc.model().meshes[0].name, QStringLiteral("a"));
    }

    void budgetKeepsTheCleanState()
    {
        Document doc;
        UndoBudget::of(doc.undoStack())->setBudget(0, 2);
        doc.resetModel(makeSampleModel());
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("a")));
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("b")));
        doc.undoStack()->setClean();
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("c")));
        settle();
        QCOMPARE(doc.undoStack()->count(), 2);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(!doc.isModified()); // back at the saved state, one step lower
        QCOMPARE(doc.model().meshes[0].name, QStringLiteral("b"));
        // A new step after undoing: the redo side goes, the budget holds.
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("d")));
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("e")));
        settle();
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->index(), 2);
        QVERIFY(doc.isModified());
    }

    void budgetOnAStackWithHistoryAppliesAtReset()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        doc.undoStack()->push(new RenameCommand(&doc, ObjectKind::Mesh, 0, QStringLiteral("a")));
        UndoBudget::of(doc.undoStack())->setBudget(0, 2);
        QCOMPARE(doc.undoStack()->undoLimit(), 0); // QUndoStack takes a limit only when empty
        QCOMPARE(UndoBudget::of(doc.undoStack())->steps(), 2);
        doc.resetModel(makeSampleModel());
        QCOMPARE(doc.undoStack()->undoLimit(), 2);
        UndoBudget::of(doc.undoStack())->setBudget(1024, 0);
        doc.resetModel(makeSampleModel());
        QVERIFY(doc.undoStack()->undoLimit() > 0); // bytes need a limit of steps to drop by
    }
};

QTEST_GUILESS_MAIN(TestUndoBytes)
#include "tst_undobytes.moc"
