// Selecting, hiding, repairing and making geometry, by id (issue: mesh
// repair and selection). Selection operations change the document's
// selection; the others push one undo step each.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/UndoSteps.h"
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
#include "model/ops/ModelSelect.h"
#include "model/ops/Primitives.h"

#include <cmath>

namespace quarry {

using namespace operation_support;

namespace {

using Options = QVariantMap;
using Type = OperationOption::Type;

QString needsVertices(const Document &document)
{
    return document.selection().vertices.isEmpty() ? tr("select vertices first") : QString();
}

QString needsElements(const Document &document)
{
    const Selection &s = document.selection();
    return s.vertices.isEmpty() && s.faces.isEmpty() ? tr("select vertices or faces first") : QString();
}

// Cheap checks: menus ask on every selection change, so these look at the
// selection only (the operation itself finds what it covers).
QString needsFaces(const Document &document)
{
    const Selection &s = document.selection();
    for (const QList<quint32> &list : s.vertices)
        if (list.size() >= 3)
            return {};
    return s.faces.isEmpty() ? tr("select faces first") : QString();
}

// Whether the selection names faces, vertices or (as objects) meshes.
bool selectsGeometry(const Document &document)
{
    const Selection &s = document.selection();
    return !s.faces.isEmpty() || !s.vertices.isEmpty() || (s.mode == Selection::Mode::Objects && !s.meshes.isEmpty());
}

QString needsFacesOrMeshes(const Document &document)
{
    if (!needsFaces(document).isEmpty() && document.selection().meshes.isEmpty())
        return tr("select faces or meshes first");
    return {};
}

// The selected faces, or (with none) the selected meshes whole.
QMap<int, QList<quint32>> facesOrMeshes(const Document &document)
{
    QMap<int, QList<quint32>> faces = selectedFaces(document.model(), document.selection());
    if (faces.isEmpty())
        for (int m : document.selection().meshes)
            if (m >= 0 && m < document.model().meshes.size())
                faces.insert(m, {});
    return faces;
}

// Changes the selection; says how much is selected afterwards.
OperationResult select(Document &document, const Selection &selection)
{
    document.setSelection(selection);
    const Selection &s = document.selection();
    if (s.mode == Selection::Mode::Vertices)
        return {true, tr("%n vertices selected.", nullptr, int(s.vertexCount())), {}};
    if (s.mode == Selection::Mode::Faces)
        return {true, tr("%n faces selected.", nullptr, int(s.faceCount())), {}};
    if (s.mode == Selection::Mode::Joints)
        return {true, tr("%n joints selected.", nullptr, int(s.joints.size())), {}};
    return {true, tr("%n meshes selected.", nullptr, int(s.meshes.size())), {}};
}

OperationResult hide(Document &document, const HiddenFaces &hidden, const QString &text, const QString &done)
{
    if (hidden == document.hiddenFaces())
        return {true, tr("Nothing to hide or show."), {}};
    pushStep(document, new HideCommand(&document, hidden, text));
    return {true, done, {}};
}

void addSelectOperations(QList<Operation> &list)
{
    const QString category = QStringLiteral("Select");
    list.append({QStringLiteral("selectConnected"),
                 category,
                 QStringLiteral("Select Connected"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, selectConnected(d.model(), d.selection(), d.hiddenFaces()));
                 },
                 needsElements});
    list.append({QStringLiteral("growSelection"),
                 category,
                 QStringLiteral("Grow Selection"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, growSelection(d.model(), d.selection(), d.hiddenFaces()));
                 },
                 needsElements});
    list.append({QStringLiteral("shrinkSelection"),
                 category,
                 QStringLiteral("Shrink Selection"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, shrinkSelection(d.model(), d.selection(), d.hiddenFaces()));
                 },
                 needsElements});
    list.append({QStringLiteral("invertSelection"),
                 category,
                 QStringLiteral("Invert Selection"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, invertSelection(d.model(), d.selection(), d.hiddenFaces()));
                 },
                 needsMeshes});
    list.append({QStringLiteral("selectByMaterial"),
                 category,
                 QStringLiteral("Select by Material"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, selectByMaterial(d.model(), d.selection(), d.hiddenFaces()));
                 },
                 [](const Document &d) {
                     const Selection &s = d.selection();
                     return s.materials.isEmpty() && selectedMeshes(s).isEmpty()
                                ? tr("select a mesh, faces or a material first")
                                : QString();
                 }});
    list.append({QStringLiteral("selectBoundary"),
                 category,
                 QStringLiteral("Select Boundary"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, selectBoundary(d.model(), d.selection(), d.hiddenFaces()));
                 },
                 needsMeshes});
    list.append({QStringLiteral("selectNonManifold"),
                 category,
                 QStringLiteral("Select Non-Manifold"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, selectNonManifold(d.model(), d.selection(), d.hiddenFaces()));
                 },
                 needsMeshes});
    list.append({QStringLiteral("hide"),
                 category,
                 QStringLiteral("Hide"),
                 {},
                 [](Document &d, const Options &) {
                     return hide(d, hideSelection(d.model(), d.selection(), d.hiddenFaces()), tr("Hide"),
                                 tr("Hid the selection."));
                 },
                 [](const Document &d) { return selectsGeometry(d) ? QString() : tr("select something to hide"); }});
    list.append({QStringLiteral("isolate"),
                 category,
                 QStringLiteral("Isolate"),
                 {},
                 [](Document &d, const Options &) {
                     return hide(d, isolateSelection(d.model(), d.selection()), tr("Isolate"),
                                 tr("Hid everything else."));
                 },
                 [](const Document &d) { return selectsGeometry(d) ? QString() : tr("select something to isolate"); }});
    list.append({QStringLiteral("unhideAll"),
                 category,
                 QStringLiteral("Show All"),
                 {},
                 [](Document &d, const Options &) { return hide(d, {}, tr("Show All"), tr("Everything shown.")); },
                 [](const Document &d) { return d.hasHiddenFaces() ? QString() : tr("nothing is hidden"); }});
}

void addEditOperations(QList<Operation> &list, const QString &category)
{
    list.append({QStringLiteral("deleteVertices"),
                 category,
                 QStringLiteral("Delete Vertices"),
                 {},
                 [](Document &d, const Options &) { return deleteSelectedVertices(d); },
                 needsVertices});
    list.append({QStringLiteral("deleteFaces"),
                 category,
                 QStringLiteral("Delete Faces"),
                 {},
                 [](Document &d, const Options &) {
                     auto *command = new DeleteGeometryCommand(&d, DeleteGeometryCommand::What::Faces,
                                                               selectedFaces(d.model(), d.selection()));
                     const qsizetype n = command->removedFaces();
                     return push(d, command, tr("Deleted %n faces.", nullptr, int(n)), tr("Nothing to delete."));
                 },
                 needsFaces});
    list.append({QStringLiteral("makeFace"),
                 category,
                 QStringLiteral("Make Face"),
                 {},
                 [](Document &d, const Options &) {
                     const auto &vertices = d.selection().vertices;
                     auto *command = new MakeFaceCommand(&d, vertices.firstKey(), vertices.first());
                     return push(d, command, tr("Made a face."),
                                 tr("The vertices make no face (on one line or at one position)."));
                 },
                 [](const Document &d) {
                     const auto &vertices = d.selection().vertices;
                     if (vertices.size() != 1 || (vertices.first().size() != 3 && vertices.first().size() != 4))
                         return tr("select three or four vertices of one mesh");
                     return QString();
                 }});
    list.append({QStringLiteral("fillHoles"),
                 category,
                 QStringLiteral("Fill Holes"),
                 {},
                 [](Document &d, const Options &) {
                     // The selection alone: with vertices or faces selected, the
                     // loops through them (meshes left selected from before
                     // do not count); else every loop of the selected meshes.
                     const QMap<int, QList<quint32>> through = selectedCorners(d);
                     const QList<int> meshes = through.isEmpty() ? d.selection().meshes : QList<int>();
                     if (through.isEmpty() && meshes.isEmpty())
                         return OperationResult::failure(needsMeshesOrElements(d));
                     auto *command = new FillHolesCommand(&d, meshes, through);
                     const qsizetype n = command->filled();
                     return push(d, command, tr("Filled %n hole(s).", nullptr, int(n)),
                                 tr("No holes to fill through the selection."));
                 },
                 needsMeshesOrElements});
    list.append({QStringLiteral("mergeVertices"),
                 category,
                 QStringLiteral("Merge Vertices"),
                 {option("to", Type::Choice, QStringLiteral("centre"),
                         "where the vertices go: their centre, or the last selected vertex",
                         {QStringLiteral("centre"), QStringLiteral("last")})},
                 [](Document &d, const Options &options) {
                     const auto &vertices = d.selection().vertices;
                     QVector3D target;
                     int anchorMesh = -1;
                     qint64 anchorVertex = -1;
                     if (options.value(QStringLiteral("to")).toString() == QLatin1String("last")) {
                         // The last vertex of the last mesh with any selected.
                         for (auto it = vertices.cend(); it != vertices.cbegin();) {
                             --it;
                             if (!it.value().isEmpty()) {
                                 target = d.model().meshes[it.key()].positions[it.value().last()];
                                 anchorMesh = it.key();
                                 anchorVertex = it.value().last();
                                 break;
                             }
                         }
                     } else {
                         QVector3D sum;
                         qsizetype n = 0;
                         for (auto it = vertices.cbegin(); it != vertices.cend(); ++it)
                             for (quint32 v : it.value()) {
                                 sum += d.model().meshes[it.key()].positions[v];
                                 ++n;
                             }
                         target = sum / float(n);
                     }
                     auto *command = new MergeVerticesCommand(&d, verticesAtSamePositions(d.model(), vertices), target,
                                                              anchorMesh, anchorVertex);
                     const qsizetype n = command->removedVertices();
                     return push(d, command, tr("Merged %n vertices away.", nullptr, int(n)),
                                 tr("The vertices are already one."));
                 },
                 [](const Document &d) {
                     const auto &vertices = d.selection().vertices;
                     qsizetype n = 0;
                     for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
                         if (it.key() < 0 || it.key() >= d.model().meshes.size())
                             return tr("the selection names a mesh that is not there");
                         for (quint32 v : it.value())
                             if (v >= quint32(d.model().meshes[it.key()].vertexCount()))
                                 return tr("the selection names a vertex that is not there");
                         n += it.value().size();
                     }
                     return n < 2 ? tr("select two vertices or more") : QString();
                 }});
    list.append({QStringLiteral("cleanUp"),
                 category,
                 QStringLiteral("Clean Up"),
                 {},
                 [](Document &d, const Options &) {
                     auto *command = new CleanUpCommand(&d, selectedMeshes(d.selection()));
                     const QString done = tr("Removed %n degenerate triangle(s)", nullptr, int(command->removedFaces()))
                                          + tr(" and %n unused vertices.", nullptr, int(command->removedVertices()));
                     return push(d, command, done, tr("No degenerate triangles or unused vertices."));
                 },
                 needsMeshes});
    list.append({QStringLiteral("duplicate"),
                 category,
                 QStringLiteral("Duplicate"),
                 {},
                 [](Document &d, const Options &) {
                     return push(d, new DuplicateFacesCommand(&d, facesOrMeshes(d)), tr("Duplicated."),
                                 tr("Nothing to duplicate."));
                 },
                 needsFacesOrMeshes});
    list.append(
        {QStringLiteral("mirror"),
         category,
         QStringLiteral("Mirror"),
         {option("axis", Type::Choice, QStringLiteral("x"),
                 "the axis at right angles to the mirror plane through the origin",
                 {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}),
          option("merge_seam", Type::Bool, true, "share the vertices on the plane between both halves")},
         [](Document &d, const Options &options) {
             QMap<int, QList<quint32>> faces = facesOrMeshes(d);
             if (faces.isEmpty())
                 for (int m = 0; m < d.model().meshes.size(); ++m)
                     faces.insert(m, {});
             const int axis = int(QStringLiteral("xyz").indexOf(options.value(QStringLiteral("axis")).toString()));
             return push(d, new MirrorCommand(&d, faces, axis, options.value(QStringLiteral("merge_seam")).toBool()),
                         tr("Mirrored."), tr("Nothing to mirror."));
         },
         needsMeshes});
    list.append({QStringLiteral("subdivide"),
                 category,
                 QStringLiteral("Subdivide"),
                 {},
                 [](Document &d, const Options &) {
                     return push(d, new SubdivideCommand(&d, facesOrMeshes(d)), tr("Subdivided."),
                                 tr("Nothing to subdivide."));
                 },
                 needsFacesOrMeshes});
    list.append({QStringLiteral("extrude"),
                 category,
                 QStringLiteral("Extrude"),
                 {option("distance", Type::Double, 1.0, "how far the faces move along their normals (model units)")},
                 [](Document &d, const Options &options) {
                     const double distance = options.value(QStringLiteral("distance")).toDouble();
                     if (!std::isfinite(distance))
                         return OperationResult::failure(tr("extrude: the distance must be a finite number"));
                     return push(d, new ExtrudeCommand(&d, selectedFaces(d.model(), d.selection()), float(distance)),
                                 tr("Extruded."), tr("Nothing to extrude."));
                 },
                 needsFaces});
    list.append({QStringLiteral("addPrimitive"),
                 category,
                 QStringLiteral("Add Primitive"),
                 {option("kind", Type::Choice, QStringLiteral("cube"), "the shape", primitiveKindNames()),
                  numberOption("size", Type::Double, 1.0,
                               "the full edge (cube, plane) or diameter (the others), in model units", 1e-6, 1e9),
                  numberOption("segments", Type::Int, 16, "divisions round the Z axis", 3, 512)},
                 [](Document &d, const Options &options) {
                     const double size = options.value(QStringLiteral("size")).toDouble();
                     const int segments = options.value(QStringLiteral("segments")).toInt();
                     if (!(size > 0) || !std::isfinite(size))
                         return OperationResult::failure(tr("addPrimitive: the size must be a positive number"));
                     if (segments < 3 || segments > 512)
                         return OperationResult::failure(tr("addPrimitive: segments must be 3 to 512"));
                     const auto kind = PrimitiveKind(
                         primitiveKindNames().indexOf(options.value(QStringLiteral("kind")).toString()));
                     return push(d, new AddPrimitiveCommand(&d, kind, float(size), segments), tr("Added a primitive."),
                                 tr("Nothing added."));
                 },
                 {}});
}

} // namespace

void addRepairOperations(QList<Operation> &list)
{
    addSelectOperations(list);
    addEditOperations(list, QStringLiteral("Model"));
}

} // namespace quarry
