// The selection after edits that renumber vertices and faces: it follows
// the geometry or is cleared, so that the next edit works on what the user
// picked; undo gives it back. Delete with vertices selected deletes them.
#include "UndoCheck.h"

#include "model/commands/DeleteObjectsCommand.h"
#include "model/commands/UnweldVerticesCommand.h"
#include "model/commands/WeldVerticesCommand.h"
#include "model/operations/Operation.h"

using namespace quarry;
using quarry::test::checkUndoRedo;

namespace {

// A flat grid of 3 × 2 quads (12 vertices, 12 triangles), each triangle
// with its own corners, so a face can be found by what it is.
Model grid()
{
    Mesh mesh;
    mesh.name = QStringLiteral("grid");
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 4; ++x)
            mesh.positions.append(QVector3D(float(x), float(y), 0));
    for (quint32 y = 0; y < 2; ++y)
        for (quint32 x = 0; x < 3; ++x) {
            const quint32 a = y * 4 + x;
            mesh.triangles.append({a, a + 1, a + 5});
            mesh.triangles.append({a, a + 5, a + 4});
        }
    Model model;
    model.meshes = {mesh};
    return model;
}

QList<QVector3D> corners(const Mesh &mesh, const Triangle &t)
{
    return {mesh.positions[t[0]], mesh.positions[t[1]], mesh.positions[t[2]]};
}

Selection faces(const QList<quint32> &list)
{
    Selection s;
    s.mode = Selection::Mode::Faces;
    s.faces.insert(0, list);
    return s;
}

} // namespace

class TestEditSelection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Two faces picked once: the first Delete removes them, the second has
    // nothing left to delete (it removed two faces nobody picked).
    void twoDeletesInARow()
    {
        Document doc;
        doc.resetModel(grid());
        const Mesh before = doc.model().meshes[0];
        doc.setSelection(faces({0, 1}));
        QVERIFY(runOperation(doc, QStringLiteral("delete")).ok);
        QCOMPARE(doc.model().meshes[0].triangles.size(), 10);
        QVERIFY(doc.selection().faces.isEmpty());
        QCOMPARE(doc.selection().mode, Selection::Mode::Faces);
        const Model afterFirst = doc.model();
        runOperation(doc, QStringLiteral("delete"));
        QCOMPARE(doc.model().meshes[0].triangles.size(), 10);
        QCOMPARE(doc.model(), afterFirst);
        QCOMPARE(doc.undoStack()->count(), 1);
        // The ten left are the ten not picked.
        const Mesh &after = doc.model().meshes[0];
        for (int f = 0; f < 10; ++f)
            QCOMPARE(corners(after, after.triangles[f]), corners(before, before.triangles[f + 2]));

        // Undo gives back the model and the picked faces; redo drops them again.
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), grid());
        QCOMPARE(doc.selection().faces, faces({0, 1}).faces);
        doc.undoStack()->redo();
        QCOMPARE(doc.model(), afterFirst);
        QVERIFY(doc.selection().faces.isEmpty());
    }

    void deleteCommandUndoRedo()
    {
        Document doc;
        doc.resetModel(grid());
        doc.setSelection(faces({3, 4, 5}));
        QVERIFY(checkUndoRedo(doc, new DeleteObjectsCommand(&doc, doc.selection())));
        QCOMPARE(doc.model().meshes[0].triangles.size(), 9);
        QVERIFY(doc.selection().faces.isEmpty());
    }

    // Delete with only vertices selected deletes them and the faces that use them.
    void deleteSelectedVertices()
    {
        Document doc;
        doc.resetModel(grid());
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {0}); // a corner: used by two triangles
        doc.setSelection(s);
        const OperationResult result = runOperation(doc, QStringLiteral("delete"));
        QVERIFY2(result.ok, qPrintable(result.message));
        QVERIFY2(result.message.contains(QLatin1String("1 vertices"))
                     || result.message.contains(QLatin1String("1 vertex")),
                 qPrintable(result.message));
        const Mesh &mesh = doc.model().meshes[0];
        QCOMPARE(mesh.triangles.size(), 10);
        QCOMPARE(mesh.vertexCount(), 11);
        QVERIFY(!mesh.positions.contains(QVector3D(0, 0, 0)));
        QVERIFY(mesh.validate().isEmpty());
        QVERIFY(doc.selection().vertices.isEmpty());
        // Again: nothing selected, nothing deleted.
        const Model once = doc.model();
        runOperation(doc, QStringLiteral("delete"));
        QCOMPARE(doc.model(), once);
        doc.undoStack()->undo();
        QCOMPARE(doc.model(), grid());
        QCOMPARE(doc.selection().vertices, s.vertices);
        doc.undoStack()->redo();
        QCOMPARE(doc.model(), once);
    }

    // An edit that renumbers vertices (unweld, weld) drops the selected
    // vertices; faces that stay in place with the same corners stay
    // selected. Undo restores the selection.
    void renumberingEditsFollowOrClearTheSelection()
    {
        Document doc;
        doc.resetModel(grid());
        Selection s = faces({7});
        s.vertices.insert(0, {11});
        doc.setSelection(s);
        QVERIFY(checkUndoRedo(doc, new UnweldVerticesCommand(&doc, {0})));
        QCOMPARE(doc.selection().faces, faces({7}).faces);
        QVERIFY(doc.selection().vertices.isEmpty());
        doc.undoStack()->undo();
        QCOMPARE(doc.selection(), s);
        doc.undoStack()->redo();
        const Model unwelded = doc.model();
        Selection corners;
        corners.mode = Selection::Mode::Vertices;
        corners.vertices.insert(0, {30, 31});
        doc.setSelection(corners);
        QVERIFY(checkUndoRedo(doc, new WeldVerticesCommand(&doc, {0}, 1e-4f, false)));
        QVERIFY(doc.model().meshes[0].vertexCount() < unwelded.meshes[0].vertexCount());
        QVERIFY(doc.selection().vertices.isEmpty());
        doc.undoStack()->undo();
        QCOMPARE(doc.selection(), corners);
    }

    // An edit that keeps every index (a move, new faces appended) keeps the selection.
    void editsThatKeepIndexesKeepTheSelection()
    {
        Document doc;
        doc.resetModel(grid());
        doc.setSelection(faces({2, 3}));
        QVERIFY(runOperation(doc, QStringLiteral("flipWinding")).ok);
        QVERIFY(runOperation(doc, QStringLiteral("scaleBy"), {{QStringLiteral("factor"), 2.0}}).ok);
        QCOMPARE(doc.selection().faces, faces({2, 3}).faces);
    }
};

QTEST_GUILESS_MAIN(TestEditSelection)
#include "tst_editselection.moc"
