// The repair and selection edits as commands (redo/undo/redo) and as
// operations by id through runOperation, with the hidden-face state
// following undo and redo.
#include "RepairMeshes.h"
#include "UndoCheck.h"

#include "model/commands/AddPrimitiveCommand.h"
#include "model/commands/CleanUpCommand.h"
#include "model/commands/DeleteGeometryCommand.h"
#include "model/commands/DuplicateFacesCommand.h"
#include "model/commands/ExtrudeCommand.h"
#include "model/commands/FillHolesCommand.h"
#include "model/commands/HideCommand.h"
#include "model/commands/MakeFaceCommand.h"
#include "model/commands/MergeVerticesCommand.h"
#include "model/commands/MirrorCommand.h"
#include "model/commands/SubdivideCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/Closure.h"
#include "model/ops/DeleteGeometry.h"

using namespace quarry;
using namespace quarry::test;

namespace {

Model modelOf(const QList<Mesh> &meshes)
{
    Model model;
    model.meshes = meshes;
    return model;
}

Mesh openCube()
{
    Mesh cube = makePrimitive(PrimitiveKind::Cube, 2, 16);
    deleteFaces(cube, facesFacing(cube, QVector3D(0, 0, 1)));
    return cube;
}

Selection faces(int mesh, const QList<quint32> &list)
{
    Selection s;
    s.mode = Selection::Mode::Faces;
    s.faces.insert(mesh, list);
    return s;
}

Selection meshes(const QList<int> &list)
{
    Selection s;
    s.meshes = list;
    return s;
}

Selection vertices(int mesh, const QList<quint32> &list)
{
    Selection s;
    s.mode = Selection::Mode::Vertices;
    s.vertices.insert(mesh, list);
    return s;
}

// Runs an editing operation: it must succeed with one undo step that
// changes the model, undo must restore the model exactly and redo give
// the same result again.
bool runEdit(Document &doc, const QString &id, const QVariantMap &options = {})
{
    const Model before = doc.model();
    const int steps = doc.undoStack()->index();
    const OperationResult result = runOperation(doc, id, options);
    if (!result.ok) {
        qWarning("%s failed: %s", qPrintable(id), qPrintable(result.message));
        return false;
    }
    if (doc.undoStack()->index() != steps + 1 || doc.undoStack()->count() != steps + 1) {
        qWarning("%s pushed %d steps", qPrintable(id), doc.undoStack()->index() - steps);
        return false;
    }
    const Model after = doc.model();
    if (after == before) {
        qWarning("%s did not change the model", qPrintable(id));
        return false;
    }
    doc.undoStack()->undo();
    if (!(doc.model() == before)) {
        qWarning("undo of %s did not restore the model", qPrintable(id));
        return false;
    }
    doc.undoStack()->redo();
    if (!(doc.model() == after)) {
        qWarning("redo of %s differs", qPrintable(id));
        return false;
    }
    return true;
}

// A selection operation: succeeds, pushes nothing, leaves the model.
bool runSelect(Document &doc, const QString &id)
{
    const Model before = doc.model();
    const int steps = doc.undoStack()->index();
    const OperationResult result = runOperation(doc, id);
    if (!result.ok)
        qWarning("%s failed: %s", qPrintable(id), qPrintable(result.message));
    return result.ok && doc.undoStack()->index() == steps && doc.model() == before;
}

} // namespace

class TestRepairCommands : public QObject
{
    Q_OBJECT

    Document m_doc;
    const Model &model() { return m_doc.model(); }

private Q_SLOTS:
    void everyIdRegistered()
    {
        const QStringList ids = {"selectConnected",  "growSelection",  "shrinkSelection",   "invertSelection",
                                 "selectByMaterial", "selectBoundary", "selectNonManifold", "hide",
                                 "isolate",          "unhideAll",      "deleteVertices",    "deleteFaces",
                                 "makeFace",         "fillHoles",      "mergeVertices",     "cleanUp",
                                 "duplicate",        "mirror",         "subdivide",         "extrude",
                                 "addPrimitive"};
        for (const QString &id : ids)
            QVERIFY2(findOperation(id), qPrintable(id));
        auto optionNames = [](const QString &id) {
            QStringList names;
            for (const OperationOption &o : findOperation(id)->options)
                names << o.name;
            return names;
        };
        QCOMPARE(optionNames(QStringLiteral("mergeVertices")), QStringList{"to"});
        QCOMPARE(optionNames(QStringLiteral("mirror")), (QStringList{"axis", "merge_seam"}));
        QCOMPARE(optionNames(QStringLiteral("extrude")), QStringList{"distance"});
        QCOMPARE(optionNames(QStringLiteral("addPrimitive")), (QStringList{"kind", "size", "segments"}));
        QVERIFY(optionNames(QStringLiteral("fillHoles")).isEmpty());
    }

    // Fill Holes, Weld and Merge Meshes work on the selection alone: a mesh
    // left in the selection from before does not join a face selection, and
    // nothing selected is refused rather than taken for the whole model.
    void editsReachOnlyTheSelection()
    {
        const Model twoCubes = modelOf({openCube(), openCube()});
        m_doc.resetModel(twoCubes);
        for (const char *id : {"fillHoles", "weld", "mergeMeshes"}) {
            const OperationResult r = runOperation(m_doc, QLatin1String(id));
            QVERIFY2(!r.ok, id);
            QVERIFY2(!r.message.isEmpty(), id);
            QCOMPARE(model(), twoCubes);
            QCOMPARE(m_doc.undoStack()->count(), 0);
        }
        QVERIFY(!operationAvailable(m_doc, QStringLiteral("fillHoles")));

        QList<quint32> all;
        for (quint32 f = 0; f < quint32(twoCubes.meshes[0].triangles.size()); ++f)
            all.append(f);
        Selection s = faces(0, all);
        s.meshes = {1};
        m_doc.setSelection(s);
        QVERIFY(runEdit(m_doc, QStringLiteral("fillHoles")));
        QCOMPARE(surfaceClosure(model().meshes[0].positions, model().meshes[0].triangles), SurfaceClosure::Outward);
        QCOMPARE(model().meshes[1], twoCubes.meshes[1]);

        // Weld: the selected vertices with each other, no others.
        Mesh pairs;
        pairs.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}};
        pairs.triangles = {{0, 1, 2}, {3, 5, 4}};
        m_doc.resetModel(modelOf({pairs}));
        m_doc.setSelection(vertices(0, {1, 3}));
        QVERIFY(runEdit(m_doc, QStringLiteral("weld")));
        QCOMPARE(model().meshes[0].vertexCount(), qsizetype(5));
        QCOMPARE(model().meshes[0].positions.count(QVector3D(0, 1, 0)), qsizetype(2));
        QCOMPARE(model().meshes[0].positions.count(QVector3D(1, 0, 0)), qsizetype(1));
        m_doc.undoStack()->undo();
        m_doc.setSelection(meshes({0}));
        QVERIFY(runEdit(m_doc, QStringLiteral("weld")));
        QCOMPARE(model().meshes[0].vertexCount(), qsizetype(4));
    }

    // Commands, each through the redo/undo/redo check.
    void commandsUndo()
    {
        m_doc.resetModel(modelOf({grid(3), openCube()}));
        QVERIFY(
            checkUndoRedo(m_doc, new DeleteGeometryCommand(&m_doc, DeleteGeometryCommand::What::Vertices, {{0, {5}}})));
        QCOMPARE(model().meshes[0].triangles.size(), 12);
        QVERIFY(
            checkUndoRedo(m_doc, new DeleteGeometryCommand(&m_doc, DeleteGeometryCommand::What::Faces, {{0, {0, 1}}})));
        QCOMPARE(model().meshes[0].triangles.size(), 10);
        QVERIFY(checkUndoRedo(m_doc, new FillHolesCommand(&m_doc, {1}, {})));
        QCOMPARE(surfaceClosure(model().meshes[1].positions, model().meshes[1].triangles), SurfaceClosure::Outward);
        QVERIFY(checkUndoRedo(m_doc, new SubdivideCommand(&m_doc, {{1, {0}}})));
        QVERIFY(checkUndoRedo(m_doc, new ExtrudeCommand(&m_doc, {{1, {0}}}, 0.5f)));
        QVERIFY(checkUndoRedo(m_doc, new MirrorCommand(&m_doc, {{1, {}}}, 2, true)));
        QVERIFY(checkUndoRedo(m_doc, new DuplicateFacesCommand(&m_doc, {{1, {0, 1}}})));
        QCOMPARE(model().meshes.size(), 3);
        QCOMPARE(model().meshes[2].triangles.size(), 2);
        QVERIFY(checkUndoRedo(m_doc, new AddPrimitiveCommand(&m_doc, PrimitiveKind::Torus, 4, 8)));
        QCOMPARE(model().meshes.size(), 4);
        QCOMPARE(model().meshes[3].name, QStringLiteral("Torus"));
        QVERIFY(checkUndoRedo(m_doc, new MergeVerticesCommand(&m_doc, {{0, {0, 1}}}, QVector3D(5, 5, 5))));
        Mesh withDegenerate = grid(1);
        withDegenerate.triangles.append({0, 0, 1});
        withDegenerate.positions.append(QVector3D(7, 7, 7));
        m_doc.resetModel(modelOf({withDegenerate}));
        auto *clean = new CleanUpCommand(&m_doc, {});
        QCOMPARE(clean->removedFaces(), 1);
        QCOMPARE(clean->removedVertices(), 1);
        QVERIFY(checkUndoRedo(m_doc, clean));
        QCOMPARE(model().meshes[0], grid(1));
        Mesh loose;
        loose.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        m_doc.resetModel(modelOf({loose}));
        QVERIFY(checkUndoRedo(m_doc, new MakeFaceCommand(&m_doc, 0, {0, 1, 2})));
        QCOMPARE(model().meshes[0].triangles.size(), 1);
    }

    void hideCommandUndo()
    {
        m_doc.resetModel(modelOf({grid(2)}));
        m_doc.setSelection(faces(0, {1, 2}));
        QVERIFY(checkUndoRedo(m_doc, new HideCommand(&m_doc, {{0, {1, 2}}}, QStringLiteral("Hide")), false));
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {1, 2}}}));
        QVERIFY(m_doc.selection().faces.isEmpty()); // hidden faces leave the selection
        m_doc.undoStack()->undo();
        QVERIFY(m_doc.hiddenFaces().isEmpty());
        QCOMPARE(m_doc.selection(), faces(0, {1, 2}));
    }

    void selectionOperations()
    {
        // Two cubes split along their faces in one mesh, apart.
        Mesh two = makePrimitive(PrimitiveKind::Cube, 2, 16);
        Mesh other = two;
        for (QVector3D &p : other.positions)
            p += QVector3D(4, 0, 0);
        for (Triangle &t : other.triangles)
            for (quint32 &v : t)
                v += 24;
        two.positions += other.positions;
        two.normals += other.normals;
        two.texcoords[0] += other.texcoords[0];
        two.triangles += other.triangles;
        m_doc.resetModel(modelOf({two}));
        m_doc.setSelection(vertices(0, {0}));
        QVERIFY(runSelect(m_doc, QStringLiteral("selectConnected")));
        QCOMPARE(m_doc.selection().vertices.value(0).size(), 24);
        QCOMPARE(m_doc.selection().vertices.value(0).last(), 23u);
        m_doc.setSelection(faces(0, {12}));
        QVERIFY(runSelect(m_doc, QStringLiteral("selectConnected")));
        QCOMPARE(m_doc.selection().faces.value(0).size(), 12);
        QCOMPARE(m_doc.selection().faces.value(0).first(), 12u);
        QVERIFY(runSelect(m_doc, QStringLiteral("invertSelection")));
        QCOMPARE(m_doc.selection().faces.value(0).size(), 12);
        QCOMPARE(m_doc.selection().faces.value(0).last(), 11u);

        m_doc.resetModel(modelOf({grid(3)}));
        m_doc.setSelection(faces(0, {quadTriangle(3, 1, 1, 0), quadTriangle(3, 1, 1, 1)}));
        QVERIFY(runSelect(m_doc, QStringLiteral("growSelection")));
        QCOMPARE(m_doc.selection().faces.value(0).size(), 16);
        // Shrinking drops the six triangles at the points of the two
        // unselected corner triangles.
        QVERIFY(runSelect(m_doc, QStringLiteral("shrinkSelection")));
        QCOMPARE(m_doc.selection().faces.value(0).size(), 10);
        QVERIFY(runSelect(m_doc, QStringLiteral("selectBoundary")));
        QCOMPARE(m_doc.selection().mode, Selection::Mode::Vertices);
        QCOMPARE(m_doc.selection().vertices.value(0).size(), 12);

        Mesh fin;
        fin.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}};
        fin.triangles = {{0, 1, 2}, {1, 0, 3}, {0, 1, 4}};
        m_doc.resetModel(modelOf({grid(1), fin}));
        m_doc.clearSelection();
        QVERIFY(runSelect(m_doc, QStringLiteral("selectNonManifold")));
        QCOMPARE(m_doc.selection().vertices, (QMap<int, QList<quint32>>{{1, {0, 1}}}));

        Model materials = modelOf({grid(1), grid(2), grid(1)});
        materials.materials = {Material(), Material()};
        materials.meshes[0].material = 1;
        materials.meshes[2].material = 1;
        m_doc.resetModel(materials);
        Selection mesh0;
        mesh0.meshes = {0};
        m_doc.setSelection(mesh0);
        QVERIFY(runSelect(m_doc, QStringLiteral("selectByMaterial")));
        QCOMPARE(m_doc.selection().meshes, (QList<int>{0, 2}));
    }

    void hideIsolateAndShowAll()
    {
        m_doc.resetModel(modelOf({grid(2), grid(1)}));
        m_doc.setSelection(faces(0, {0, 1}));
        QVERIFY(runOperation(m_doc, QStringLiteral("hide")).ok);
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {0, 1}}}));
        QCOMPARE(m_doc.undoStack()->count(), 1);
        // Hidden faces are not reached by selection.
        m_doc.setSelection(faces(0, {2}));
        QVERIFY(runSelect(m_doc, QStringLiteral("selectConnected")));
        QCOMPARE(m_doc.selection().faces.value(0), (QList<quint32>{2, 3, 4, 5, 6, 7}));
        QVERIFY(runSelect(m_doc, QStringLiteral("invertSelection")));
        QVERIFY(m_doc.selection().faces.value(0).isEmpty());
        m_doc.setSelection(faces(1, {0}));
        QVERIFY(runOperation(m_doc, QStringLiteral("isolate")).ok);
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {0, 1, 2, 3, 4, 5, 6, 7}}, {1, {1}}}));
        QVERIFY(runOperation(m_doc, QStringLiteral("unhideAll")).ok);
        QVERIFY(m_doc.hiddenFaces().isEmpty());
        QVERIFY(!runOperation(m_doc, QStringLiteral("unhideAll")).ok); // nothing hidden
        m_doc.undoStack()->undo();
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {0, 1}}}));
        // Hidden geometry stays in the model (it is saved).
        QCOMPARE(model().meshes[0], grid(2));
        // A whole mesh hidden leaves the selection.
        QVERIFY(runOperation(m_doc, QStringLiteral("unhideAll")).ok);
        Selection second;
        second.meshes = {1};
        m_doc.setSelection(second);
        QVERIFY(runOperation(m_doc, QStringLiteral("hide")).ok);
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{1, {0, 1}}}));
        QVERIFY(m_doc.selection().meshes.isEmpty());
    }

    void hideStateFollowsUndoOfEdits()
    {
        m_doc.resetModel(modelOf({grid(3), grid(1)}));
        m_doc.setSelection(faces(0, {5, 6}));
        QVERIFY(runOperation(m_doc, QStringLiteral("hide")).ok);
        m_doc.setSelection(faces(0, {0, 1}));
        QVERIFY(runEdit(m_doc, QStringLiteral("deleteFaces")));
        // The hidden faces are still the same triangles, renumbered.
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {3, 4}}}));
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {5, 6}}}));
        m_doc.undoStack()->redo();
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {3, 4}}}));
        // Edits that add faces leave the hidden ones where they are.
        m_doc.setSelection(meshes({0}));
        QVERIFY(runEdit(m_doc, QStringLiteral("fillHoles")));
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {3, 4}}}));
        m_doc.undoStack()->undo();
        // A mesh added and removed before a hidden mesh keeps its faces hidden.
        m_doc.setSelection(faces(1, {0}));
        QVERIFY(runOperation(m_doc, QStringLiteral("hide")).ok);
        QVERIFY(runEdit(m_doc, QStringLiteral("addPrimitive"), {{"kind", "sphere"}}));
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {3, 4}}, {1, {0}}}));
        m_doc.undoStack()->undo();
        m_doc.undoStack()->undo();
        m_doc.undoStack()->undo();
        QCOMPARE(m_doc.hiddenFaces(), (HiddenFaces{{0, {5, 6}}}));
        m_doc.undoStack()->undo();
        QVERIFY(m_doc.hiddenFaces().isEmpty());
    }

    void editOperations()
    {
        m_doc.resetModel(modelOf({grid(3)}));
        m_doc.setSelection(vertices(0, {5}));
        QVERIFY(runEdit(m_doc, QStringLiteral("deleteVertices")));
        QCOMPARE(model().meshes[0].triangles.size(), 12);
        QVERIFY(m_doc.selection().vertices.isEmpty());
        m_doc.setSelection(faces(0, {0}));
        QVERIFY(runEdit(m_doc, QStringLiteral("deleteFaces")));
        QCOMPARE(model().meshes[0].triangles.size(), 11);

        m_doc.resetModel(modelOf({openCube()}));
        m_doc.setSelection(meshes({0}));
        QVERIFY(runEdit(m_doc, QStringLiteral("fillHoles")));
        QCOMPARE(surfaceClosure(model().meshes[0].positions, model().meshes[0].triangles), SurfaceClosure::Outward);
        m_doc.undoStack()->undo();
        QList<quint32> top;
        for (const QVector3D &p : {QVector3D(-1, -1, 1), QVector3D(1, -1, 1), QVector3D(1, 1, 1), QVector3D(-1, 1, 1)})
            top.append(quint32(model().meshes[0].positions.indexOf(p)));
        m_doc.setSelection(vertices(0, top));
        QVERIFY(runEdit(m_doc, QStringLiteral("makeFace")));
        QCOMPARE(surfaceClosure(model().meshes[0].positions, model().meshes[0].triangles), SurfaceClosure::Outward);
        m_doc.undoStack()->undo();
        m_doc.setSelection(vertices(0, top.mid(0, 2)));
        const Model before = model();
        const OperationResult two = runOperation(m_doc, QStringLiteral("makeFace"));
        QVERIFY(!two.ok);
        QVERIFY(two.message.contains(QStringLiteral("three or four")));
        QCOMPARE(model(), before);

        m_doc.setSelection(vertices(0, {top[0], top[1]}));
        QVERIFY(runEdit(m_doc, QStringLiteral("mergeVertices"), {{"to", "last"}}));
        QVERIFY(!model().meshes[0].positions.contains(QVector3D(-1, -1, 1)));
        m_doc.undoStack()->undo();
        m_doc.setSelection(vertices(0, {top[0], top[1]}));
        QVERIFY(runEdit(m_doc, QStringLiteral("mergeVertices")));
        QVERIFY(model().meshes[0].positions.contains(QVector3D(0, -1, 1)));
        m_doc.undoStack()->undo();
        QVERIFY(!runOperation(m_doc, QStringLiteral("mergeVertices"), {{"to", "middle"}}).ok);

        Mesh withDegenerate = grid(1);
        withDegenerate.triangles.append({0, 1, 1});
        m_doc.resetModel(modelOf({withDegenerate}));
        QVERIFY(runEdit(m_doc, QStringLiteral("cleanUp")));
        QCOMPARE(model().meshes[0], grid(1));
        // Nothing left to clean: no undo step.
        const int steps = m_doc.undoStack()->index();
        QVERIFY(runOperation(m_doc, QStringLiteral("cleanUp")).ok);
        QCOMPARE(m_doc.undoStack()->index(), steps);

        m_doc.resetModel(modelOf({grid(2)}));
        m_doc.setSelection(faces(0, {0, 1}));
        QVERIFY(runEdit(m_doc, QStringLiteral("duplicate")));
        QCOMPARE(model().meshes.size(), 2);
        QCOMPARE(model().meshes[1].triangles.size(), 2);
        QCOMPARE(m_doc.selection().meshes, QList<int>{1});
        m_doc.setSelection(faces(0, {0, 1}));
        QVERIFY(runEdit(m_doc, QStringLiteral("subdivide")));
        QCOMPARE(m_doc.selection().faces.value(0).size(), 8);
        m_doc.setSelection(faces(0, {0}));
        QVERIFY(runEdit(m_doc, QStringLiteral("extrude"), {{"distance", 2}}));
        bool lifted = false;
        for (quint32 v : model().meshes[0].triangles[0])
            lifted = lifted || model().meshes[0].positions[v].z() != 0.0f;
        QVERIFY(lifted);

        // A half box mirrored across X with its seam merged becomes closed.
        Mesh half = makePrimitive(PrimitiveKind::Cube, 1, 16);
        for (QVector3D &p : half.positions)
            p += QVector3D(0.5f, 0, 0);
        deleteFaces(half, facesFacing(half, QVector3D(-1, 0, 0)));
        m_doc.resetModel(modelOf({half}));
        m_doc.clearSelection();
        QVERIFY(runEdit(m_doc, QStringLiteral("mirror"), {{"axis", "x"}, {"merge_seam", true}}));
        QCOMPARE(surfaceClosure(model().meshes[0].positions, model().meshes[0].triangles), SurfaceClosure::Outward);
        QCOMPARE(model().meshes[0].vertexCount(), 32);
        m_doc.undoStack()->undo();
        QVERIFY(runEdit(m_doc, QStringLiteral("mirror"), {{"axis", "x"}, {"merge_seam", false}}));
        QCOMPARE(model().meshes[0].vertexCount(), 40);

        m_doc.resetModel({});
        QVERIFY(runEdit(m_doc, QStringLiteral("addPrimitive"), {{"kind", "cylinder"}, {"size", 32}, {"segments", 12}}));
        QCOMPARE(model().meshes[0].name, QStringLiteral("Cylinder"));
        QCOMPARE(model().meshes[0].triangles.size(), 12 * 4);
        QVERIFY(runEdit(m_doc, QStringLiteral("addPrimitive"), {{"kind", "cylinder"}}));
        QCOMPARE(model().meshes[1].name, QStringLiteral("Cylinder 2"));
    }

    void badOptionsFailCleanly()
    {
        m_doc.resetModel(modelOf({grid(1)}));
        const Model before = model();
        for (const auto &[id, options] :
             QList<std::pair<QString, QVariantMap>>{{"addPrimitive", {{"kind", "teapot"}}},
                                                    {"addPrimitive", {{"size", -1}}},
                                                    {"addPrimitive", {{"segments", 2}}},
                                                    {"addPrimitive", {{"size", "big"}}},
                                                    {"extrude", {{"distance", 1}}}, // no faces selected
                                                    {"mirror", {{"axis", "w"}}},
                                                    {"mirror", {{"plane", "x"}}},
                                                    {"deleteVertices", {}},
                                                    {"selectConnected", {}}}) {
            const OperationResult r = runOperation(m_doc, id, options);
            QVERIFY2(!r.ok, qPrintable(id));
            QVERIFY(!r.message.isEmpty());
        }
        QCOMPARE(model(), before);
        QCOMPARE(m_doc.undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRepairCommands)
#include "tst_repaircommands.moc"
