#include "model/commands/MakeFaceCommand.h"

#include "model/ops/MakeFace.h"

#include <QCoreApplication>

namespace quarry {

MakeFaceCommand::MakeFaceCommand(Document *document, int mesh, const QList<quint32> &vertices, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("MakeFaceCommand", "Make Face"), parent)
{
    Model after = document->model();
    if (mesh >= 0 && mesh < after.meshes.size())
        makeFace(after.meshes[mesh], vertices);
    capture(after);
}

} // namespace quarry
