#include "model/commands/LimitInfluencesCommand.h"

#include "model/ops/Weights.h"
#include <QCoreApplication>

namespace quarry {

LimitInfluencesCommand::LimitInfluencesCommand(Document *document, const QList<int> &meshes, int maxInfluences,
                                               QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("LimitInfluencesCommand", "Limit Influences"), parent)
{
    Model after = document->model();
    for (int i : meshesOrAll(after, meshes))
        m_changedVertices += limitInfluences(after.meshes[i], maxInfluences);
    capture(after);
}

} // namespace quarry
