#include "model/commands/UnweldVerticesCommand.h"

#include "model/ops/Welding.h"
#include <QCoreApplication>

namespace quarry {

UnweldVerticesCommand::UnweldVerticesCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("UnweldVerticesCommand", "Unweld Vertices"), parent)
{
    Model after = document->model();
    for (int i : meshesOrAll(after, meshes))
        unweldVertices(after.meshes[i]);
    capture(after);
}

} // namespace quarry
