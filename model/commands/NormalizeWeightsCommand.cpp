#include "model/commands/NormalizeWeightsCommand.h"

#include "model/ops/Weights.h"
#include <QCoreApplication>

namespace quarry {

NormalizeWeightsCommand::NormalizeWeightsCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("NormalizeWeightsCommand", "Normalize Weights"), parent)
{
    Model after = document->model();
    for (int i : meshesOrAll(after, meshes))
        m_changedVertices += normalizeWeights(after.meshes[i]);
    capture(after);
}

} // namespace quarry
