#include "model/commands/WeldVerticesCommand.h"

#include "model/ops/Welding.h"
#include <QCoreApplication>

namespace quarry {

WeldVerticesCommand::WeldVerticesCommand(Document *document, const QList<int> &meshes, float tolerance, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("WeldVerticesCommand", "Weld Vertices"), parent)
{
    Model after = document->model();
    for (int i : meshesOrAll(after, meshes))
        m_removed += weldVertices(after.meshes[i], tolerance);
    capture(after);
}

} // namespace quarry
