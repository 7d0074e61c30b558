// The Model menu's skeleton and weight operations: normalize weights, limit
// influences, remove unused joints and rename joints by a pattern.
#include "model/operations/OperationSupport.h"

#include "model/Document.h"
#include "model/LocaleNumbers.h"
#include "model/commands/LimitInfluencesCommand.h"
#include "model/commands/NormalizeWeightsCommand.h"
#include "model/commands/RemoveJointsCommand.h"
#include "model/commands/RenameJointsCommand.h"
#include "model/ops/SkeletonEdit.h"

#include <QRegularExpression>

namespace quarry {

using namespace operation_support;
using Type = OperationOption::Type;

namespace {

OperationResult runNormalizeWeights(Document &document, const QVariantMap &)
{
    auto *command = new NormalizeWeightsCommand(&document, targetMeshes(document));
    const qsizetype n = command->count();
    return push(document, command, tr("Normalized the weights of %n vertices.", nullptr, int(n)),
                tr("Every vertex's weights already sum to one."));
}

OperationResult runLimitInfluences(Document &document, const QVariantMap &options)
{
    const int n = options.value(QStringLiteral("max_influences")).toInt();
    auto *command = new LimitInfluencesCommand(&document, targetMeshes(document), n);
    const qsizetype changed = command->count();
    return push(document, command, tr("%n vertices had more influences: kept the largest.", nullptr, int(changed)),
                tr("No vertex has more than %1 influences.").arg(localCount(n)));
}

OperationResult runRemoveUnusedJoints(Document &document, const QVariantMap &)
{
    auto *command = new RemoveJointsCommand(&document, unusedJoints(document.model()));
    const qsizetype n = command->count();
    return push(document, command, tr("Removed %n unused joint(s).", nullptr, int(n)), tr("Every joint is used."));
}

OperationResult runRenameJoints(Document &document, const QVariantMap &options)
{
    const QRegularExpression re(options.value(QStringLiteral("pattern")).toString());
    if (!re.isValid())
        return OperationResult::failure(
            tr("renameJoints: option \"pattern\" is not a valid regular expression: %1").arg(re.errorString()));
    auto *command = new RenameJointsCommand(&document, re, options.value(QStringLiteral("replacement")).toString());
    const qsizetype n = command->count();
    return push(document, command, tr("Renamed %n joint(s).", nullptr, int(n)), tr("No joint name matches."));
}

} // namespace

void addSkeletonOperations(QList<Operation> &list)
{
    const QString model = QStringLiteral("Model");
    list.append({QStringLiteral("normalizeWeights"),
                 model,
                 QStringLiteral("Normalize Weights"),
                 {},
                 runNormalizeWeights,
                 needsSkeleton});
    list.append({QStringLiteral("limitInfluences"),
                 model,
                 QStringLiteral("Limit Influences"),
                 {numberOption("max_influences", Type::Int, 4, "influences per vertex at most", 1, 64)},
                 runLimitInfluences,
                 needsSkeleton});
    list.append({QStringLiteral("removeUnusedJoints"),
                 model,
                 QStringLiteral("Remove Unused Joints"),
                 {},
                 runRemoveUnusedJoints,
                 needsSkeleton});
    list.append({QStringLiteral("renameJoints"),
                 model,
                 QStringLiteral("Rename Joints by Pattern"),
                 {option("pattern", Type::String, QStringLiteral("^Bip01[ _]"), "a regular expression to find"),
                  option("replacement", Type::String, QString(), "what replaces it (\\1 for groups)")},
                 runRenameJoints,
                 needsSkeleton});
}

} // namespace quarry
