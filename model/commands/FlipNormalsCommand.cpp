#include "model/commands/FlipNormalsCommand.h"

#include "model/ops/FlipNormals.h"
#include <QCoreApplication>

namespace quarry {

FlipNormalsCommand::FlipNormalsCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("FlipNormalsCommand", "Flip Normals"), parent)
{
    Model after = document->model();
    for (int i : meshesOrAll(after, meshes))
        flipNormals(after.meshes[i]);
    capture(after);
}

} // namespace quarry
