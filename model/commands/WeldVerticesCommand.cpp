#include "model/commands/WeldVerticesCommand.h"

#include <QCoreApplication>

namespace quarry {

WeldVerticesCommand::WeldVerticesCommand(Document *document, const QList<int> &meshes, float tolerance,
                                         bool positionOnly, QUndoCommand *parent)
    : ModelDiffCommand(document,
                       positionOnly ? QCoreApplication::translate("WeldVerticesCommand", "Weld Vertices by Position")
                                    : QCoreApplication::translate("WeldVerticesCommand", "Weld Vertices"),
                       parent)
{
    WeldOptions options;
    options.tolerance = tolerance;
    options.positionOnly = positionOnly;
    Model after = document->model();
    for (int i : meshesOrAll(after, meshes))
        m_stats += weldVertices(after.meshes[i], options);
    capture(after);
}

} // namespace quarry
