#include "model/commands/FlipWindingCommand.h"

#include "model/ops/ModelTransform.h"
#include <QCoreApplication>

namespace quarry {

FlipWindingCommand::FlipWindingCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("FlipWindingCommand", "Flip Winding"), parent)
{
    Model after = document->model();
    for (int i : meshesOrAll(after, meshes))
        flipWinding(after.meshes[i]);
    capture(after);
}

} // namespace quarry
