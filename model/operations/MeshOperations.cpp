// The Model menu's mesh operations: delete, merge, split, winding,
// normals, weld and unweld. Each works on the selected meshes (or the meshes
// of the selected vertices and faces), or every mesh when none is selected.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/UndoSteps.h"
#include "model/commands/DeleteObjectsCommand.h"
#include "model/commands/FlipNormalsCommand.h"
#include "model/commands/FlipWindingCommand.h"
#include "model/commands/MergeMeshesCommand.h"
#include "model/commands/RecomputeNormalsCommand.h"
#include "model/commands/SplitMeshCommand.h"
#include "model/commands/UnweldVerticesCommand.h"
#include "model/commands/WeldVerticesCommand.h"
#include "model/ops/MeshCombine.h"

#include <algorithm>
#include <functional>

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

OperationResult runDeleteSelection(Document &document, const QVariantMap &)
{
    // Vertices alone go with the faces that use them, as Delete Vertices does.
    const Selection &s = document.selection();
    if (!s.vertices.isEmpty() && s.faces.isEmpty() && s.meshes.isEmpty() && s.materials.isEmpty() && s.joints.isEmpty()
        && s.animations.isEmpty() && s.shapes.isEmpty())
        return deleteSelectedVertices(document);
    return push(document, new DeleteObjectsCommand(&document, document.selection()), tr("Deleted."),
                tr("Nothing selected to delete."));
}

// The selected meshes (those of selected vertices and faces too); none
// when nothing is selected: merging every mesh takes selecting them all.
QList<int> meshesToMerge(const Document &document)
{
    return targetMeshes(document);
}

OperationResult runMergeMeshes(Document &document, const QVariantMap &)
{
    const QList<int> meshes = meshesToMerge(document);
    if (meshes.size() < 2)
        return OperationResult::failure(tr("Select two meshes or more to merge."));
    return push(document, new MergeMeshesCommand(&document, meshes), tr("Merged the meshes."),
                tr("Select two meshes or more to merge."));
}

OperationResult runSplitBySelection(Document &document, const QVariantMap &)
{
    const auto &faces = document.selection().faces;
    if (faces.size() != 1)
        return OperationResult::failure(tr("Select faces of one mesh to split them off."));
    return push(document,
                new SplitMeshCommand(&document, faces.firstKey(), SplitMeshCommand::Mode::SelectedFaces, faces.first()),
                tr("Split the selected faces off."), tr("The selection cannot be split off."));
}

OperationResult runSplitLooseParts(Document &document, const QVariantMap &)
{
    QList<int> meshes = meshesToMerge(document);
    // From the last mesh backwards: the new meshes go right after their source.
    std::sort(meshes.begin(), meshes.end(), std::greater<int>());
    QList<int> splittable;
    for (int mesh : std::as_const(meshes))
        if (connectedParts(document.model().meshes[mesh]).size() > 1)
            splittable.append(mesh);
    if (splittable.isEmpty())
        return {true, tr("No mesh has more than one part."), {}};
    beginMacroStep(document, tr("Split into Loose Parts"));
    for (int mesh : std::as_const(splittable))
        pushStep(document, new SplitMeshCommand(&document, mesh, SplitMeshCommand::Mode::LooseParts));
    endMacroStep(document);
    return {true, tr("Split %n mesh(es) into their parts.", nullptr, int(splittable.size())), {}};
}

OperationResult runFlipWinding(Document &document, const QVariantMap &)
{
    return push(document, new FlipWindingCommand(&document, targetMeshes(document)), tr("Flipped the winding."),
                tr("No triangles to flip."));
}

OperationResult runFlipNormals(Document &document, const QVariantMap &)
{
    return push(document, new FlipNormalsCommand(&document, targetMeshes(document)), tr("Flipped the normals."),
                tr("The meshes have no normals."));
}

OperationResult runRecomputeNormals(Document &document, const QVariantMap &options)
{
    const auto how = options.value(QStringLiteral("mode")).toString() == QLatin1String("angle")
                         ? RecomputeNormalsCommand::Mode::ByAngle
                         : RecomputeNormalsCommand::Mode::BySmoothingGroups;
    const float angle = options.value(QStringLiteral("angle")).toFloat();
    return push(document, new RecomputeNormalsCommand(&document, targetMeshes(document), how, angle),
                tr("Recomputed the normals."), tr("The normals are already so."));
}

OperationResult runWeld(Document &document, const QVariantMap &options)
{
    const bool positionOnly = options.value(QStringLiteral("position_only")).toBool();
    const float tolerance = options.value(QStringLiteral("tolerance")).toFloat();
    // The selection alone: selected vertices (and faces' corners) weld with
    // each other; selected meshes weld whole.
    const QMap<int, QList<quint32>> corners = selectedCorners(document);
    const QList<int> meshes = document.selection().meshes;
    if (corners.isEmpty() && meshes.isEmpty())
        return OperationResult::failure(needsMeshesOrElements(document));
    auto *command = corners.isEmpty() ? new WeldVerticesCommand(&document, meshes, tolerance, positionOnly)
                                      : new WeldVerticesCommand(&document, tolerance, positionOnly, corners);
    const WeldStats stats = command->stats();
    const QString apart = describeKeptApart(stats);
    QString done = tr("Welded %n vertices away.", nullptr, int(stats.removed));
    QString nothing = tr("No vertices to weld.");
    if (!apart.isEmpty()) {
        //: %1: what kept vertices apart ("12 vertices lie within the tolerance of another but differ in normals (12)")
        done = tr("Welded %n vertices away; %1.", nullptr, int(stats.removed)).arg(apart);
        nothing = positionOnly ? tr("No vertices to weld: %1.").arg(apart)
                               : tr("No vertices to weld: %1. Weld by position only to merge them.").arg(apart);
    }
    return push(document, command, done, nothing);
}

OperationResult runUnweld(Document &document, const QVariantMap &)
{
    return push(document, new UnweldVerticesCommand(&document, targetMeshes(document)), tr("Unwelded the vertices."),
                tr("Every corner already has its own vertex."));
}

QString needsSelection(const Document &document)
{
    return document.selection().isEmpty() ? tr("nothing is selected (select with doc.select)") : QString();
}

} // namespace

void addMeshOperations(QList<Operation> &list)
{
    const QString model = QStringLiteral("Model");
    list.append({QStringLiteral("delete"), model, QStringLiteral("Delete"), {}, runDeleteSelection, needsSelection});
    list.append(
        {QStringLiteral("mergeMeshes"), model, QStringLiteral("Merge Meshes"), {}, runMergeMeshes, needsMeshes});
    list.append({QStringLiteral("splitBySelection"),
                 model,
                 QStringLiteral("Split by Selection"),
                 {},
                 runSplitBySelection,
                 needsMeshes});
    list.append({QStringLiteral("splitLooseParts"),
                 model,
                 QStringLiteral("Split into Loose Parts"),
                 {},
                 runSplitLooseParts,
                 needsMeshes});
    list.append(
        {QStringLiteral("flipWinding"), model, QStringLiteral("Flip Winding"), {}, runFlipWinding, needsMeshes});
    list.append(
        {QStringLiteral("flipNormals"), model, QStringLiteral("Flip Normals"), {}, runFlipNormals, needsMeshes});
    list.append({QStringLiteral("recomputeNormals"),
                 model,
                 QStringLiteral("Recompute Normals"),
                 {option("mode", Type::Choice, QStringLiteral("angle"),
                         "angle: smooth where faces meet at most `angle` degrees (selected meshes); "
                         "smoothing_groups: by the IQE smoothing groups (whole model)",
                         {QStringLiteral("angle"), QStringLiteral("smoothing_groups")}),
                  numberOption("angle", Type::Double, 60.0, "the largest angle in degrees smoothed over", 0.0, 180.0)},
                 runRecomputeNormals,
                 needsMeshes});
    list.append({QStringLiteral("weld"),
                 model,
                 QStringLiteral("Weld Vertices"),
                 {numberOption("tolerance", Type::Double, 1e-5, "merge vertices closer than this (model units)", 0.0),
                  option("position_only", Type::Bool, false,
                         "merge vertices by position alone, whatever their normals, texture coordinates and "
                         "other attributes (the first one's are kept)")},
                 runWeld,
                 needsMeshesOrElements});
    list.append({QStringLiteral("unweld"), model, QStringLiteral("Unweld Vertices"), {}, runUnweld, needsMeshes});
}

} // namespace quarry
