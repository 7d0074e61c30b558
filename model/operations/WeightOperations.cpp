// Skin weights edited by hand, by id: assign, remove, keep the largest,
// automatic and mirrored weights (the Model menu's Weights entries), and
// selecting vertices by their weights (the Select menu). Edits push one
// undo step each; selections change the document's selection.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/commands/EditWeightsCommand.h"
#include "model/ops/AutoWeights.h"
#include "model/ops/MirrorWeights.h"
#include "model/ops/SelectedVertices.h"
#include "model/ops/WeightSelect.h"

namespace quarry {

using namespace operation_support;

namespace {

using Options = QVariantMap;
using Type = OperationOption::Type;

// The joint option, where -1 is the first selected joint.
int chosenJoint(const Document &document, const Options &options)
{
    const int joint = options.value(QStringLiteral("joint")).toInt();
    if (joint >= 0)
        return joint;
    const QList<int> &selected = document.selection().joints;
    return selected.isEmpty() ? -1 : selected.first();
}

OperationResult noJoint(const char *id)
{
    return OperationResult::failure(
        tr("%1: no joint: give the option \"joint\" or select a joint").arg(QLatin1String(id)));
}

// The selected vertices (with meshes or faces selected, theirs), or with
// nothing selected every vertex.
VertexSet verticesOrAll(const Document &document)
{
    VertexSet vertices = selectedVertices(document.model(), document.selection());
    if (vertices.isEmpty()) {
        QList<int> all;
        for (int m = 0; m < document.model().meshes.size(); ++m)
            all << m;
        vertices = allVertices(document.model(), all);
    }
    return vertices;
}

QString needsSkeletonAndVertices(const Document &document)
{
    const QString why = needsSkeleton(document);
    if (!why.isEmpty())
        return why;
    return selectedVertices(document.model(), document.selection()).isEmpty() ? tr("select vertices first") : QString();
}

QString needsSkeletonAndMeshes(const Document &document)
{
    const QString why = needsSkeleton(document);
    return why.isEmpty() ? needsMeshes(document) : why;
}

OperationResult pushWeights(Document &document, const WeightChanges &changes, const QString &text)
{
    auto *command = new EditWeightsCommand(&document, changes, text);
    const qsizetype n = command->count();
    return push(document, command, tr("New weights on %n vertices.", nullptr, int(n)),
                tr("No vertex's weights changed."));
}

OperationResult runAssignWeights(Document &document, const Options &options)
{
    const int joint = chosenJoint(document, options);
    if (joint < 0)
        return noJoint("assignWeights");
    const float weight = float(options.value(QStringLiteral("weight")).toDouble());
    const QString modeName = options.value(QStringLiteral("mode")).toString();
    const WeightMode mode = modeName == QLatin1String("add")        ? WeightMode::Add
                            : modeName == QLatin1String("subtract") ? WeightMode::Subtract
                                                                    : WeightMode::Replace;
    const bool normalize = options.value(QStringLiteral("normalize")).toBool();
    const WeightChanges changes = editWeights(
        document.model(), selectedVertices(document.model(), document.selection()),
        [&](const Influences &influences, int, quint32) {
            return assignWeight(influences, quint32(joint), weight, mode, normalize);
        });
    return pushWeights(document, changes, tr("Assign Weights"));
}

OperationResult runRemoveInfluence(Document &document, const Options &options)
{
    const int joint = chosenJoint(document, options);
    if (joint < 0)
        return noJoint("removeInfluence");
    const WeightChanges changes = editWeights(
        document.model(), selectedVertices(document.model(), document.selection()),
        [&](const Influences &influences, int, quint32) { return removeJoint(influences, quint32(joint)); });
    return pushWeights(document, changes, tr("Remove Influence"));
}

OperationResult runSingleInfluence(Document &document, const Options &)
{
    const WeightChanges changes = editWeights(
        document.model(), verticesOrAll(document),
        [](const Influences &influences, int, quint32) { return keepLargest(influences); });
    return pushWeights(document, changes, tr("Single Influence"));
}

OperationResult runAutoWeights(Document &document, const Options &options)
{
    const int n = options.value(QStringLiteral("max_influences")).toInt();
    QList<int> joints;
    for (const QVariant &v : options.value(QStringLiteral("joints")).toList())
        joints.append(v.toInt());
    return pushWeights(document, autoWeights(document.model(), verticesOrAll(document), n, joints),
                       tr("Automatic Weights"));
}

OperationResult runMirrorWeights(Document &document, const Options &options)
{
    const int axis = mirrorAxisNamed(options.value(QStringLiteral("axis")).toString(), document.model().skeleton,
                                     options.value(QStringLiteral("name_rule")).toString(), 1);
    const WeightChanges changes = mirrorWeights(document.model(), targetMeshes(document),
                                                selectedVertices(document.model(), document.selection()), axis,
                                                options.value(QStringLiteral("name_rule")).toString());
    return pushWeights(document, changes, tr("Mirror Weights"));
}

OperationResult select(Document &document, const Selection &selection)
{
    Selection s = selection;
    s.joints = document.selection().joints;
    document.setSelection(s);
    return {true, tr("%n vertices selected.", nullptr, int(document.selection().vertexCount())), {}};
}

} // namespace

void addWeightOperations(QList<Operation> &list)
{
    const QString model = QStringLiteral("Model");
    const QVariant current = -1;
    list.append({QStringLiteral("assignWeights"),
                 model,
                 QStringLiteral("Assign to Joint"),
                 {option("joint", Type::Joint, current, "the joint (-1: the selected joint)"),
                  numberOption("weight", Type::Double, 1.0, "the weight to set, add or subtract", 0.0, 1.0),
                  option("mode", Type::Choice, QStringLiteral("replace"), "replace, add or subtract",
                         {QStringLiteral("replace"), QStringLiteral("add"), QStringLiteral("subtract")}),
                  option("normalize", Type::Bool, true, "scale the other joints' weights to sum to one")},
                 runAssignWeights,
                 needsSkeletonAndVertices});
    list.append({QStringLiteral("removeInfluence"),
                 model,
                 QStringLiteral("Remove Influence"),
                 {option("joint", Type::Joint, current, "the joint (-1: the selected joint)")},
                 runRemoveInfluence,
                 needsSkeletonAndVertices});
    list.append({QStringLiteral("singleInfluence"),
                 model,
                 QStringLiteral("Single Influence"),
                 {},
                 runSingleInfluence,
                 needsSkeletonAndMeshes});
    list.append({QStringLiteral("autoWeights"),
                 model,
                 QStringLiteral("Automatic Weights"),
                 {numberOption("max_influences", Type::Int, 4, "influences per vertex at most", 1, 16),
                  option("joints", Type::JointList, QVariantList(),
                         "the joints that receive weight (names or indices); empty: those that already deform the "
                         "mesh, or every joint when the model has no weights")},
                 runAutoWeights,
                 needsSkeletonAndMeshes});
    list.append({QStringLiteral("mirrorWeights"),
                 model,
                 QStringLiteral("Mirror Weights"),
                 {option("axis", Type::Choice, QStringLiteral("auto"),
                         "the axis across which to mirror (auto: the one along which left and right joints lie "
                         "apart; y when no joint has a partner)",
                         {QStringLiteral("auto"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}),
                  option("name_rule", Type::Choice, QStringLiteral("auto"), "how left and right joints are named",
                         jointSideRules())},
                 runMirrorWeights,
                 needsSkeletonAndMeshes});

    const QString category = QStringLiteral("Select");
    list.append({QStringLiteral("selectInfluenced"),
                 category,
                 QStringLiteral("Select Influenced"),
                 {option("joint", Type::Joint, current, "the joint (-1: the selected joint)"),
                  numberOption("threshold", Type::Double, 0.0, "select weights above this", 0.0, 1.0)},
                 [](Document &d, const Options &options) {
                     const int joint = chosenJoint(d, options);
                     if (joint < 0)
                         return noJoint("selectInfluenced");
                     const float threshold = float(options.value(QStringLiteral("threshold")).toDouble());
                     return select(
                         d, selectInfluenced(d.model(), d.selection().meshes, joint, threshold, d.hiddenFaces()));
                 },
                 needsSkeletonAndMeshes});
    list.append({QStringLiteral("selectUnweighted"),
                 category,
                 QStringLiteral("Select Unweighted"),
                 {},
                 [](Document &d, const Options &) {
                     return select(d, selectUnweighted(d.model(), d.selection().meshes, d.hiddenFaces()));
                 },
                 needsMeshes});
    list.append(
        {QStringLiteral("selectOverInfluenced"),
         category,
         QStringLiteral("Select Over-Influenced"),
         {numberOption("max_influences", Type::Int, 4, "select vertices with more influences than this", 0, 64)},
         [](Document &d, const Options &options) {
             const int n = options.value(QStringLiteral("max_influences")).toInt();
             return select(d, selectOverInfluenced(d.model(), d.selection().meshes, n, d.hiddenFaces()));
         },
         needsMeshes});
}

} // namespace quarry
