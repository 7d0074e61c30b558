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

WeldVerticesCommand::WeldVerticesCommand(Document *document, float tolerance, bool positionOnly,
                                         const QMap<int, QList<quint32>> &vertices, QUndoCommand *parent)
    : ModelDiffCommand(document,
                       positionOnly ? QCoreApplication::translate("WeldVerticesCommand", "Weld Vertices by Position")
                                    : QCoreApplication::translate("WeldVerticesCommand", "Weld Vertices"),
                       parent)
{
    Model after = document->model();
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= after.meshes.size() || it.value().isEmpty())
            continue;
        WeldOptions options;
        options.tolerance = tolerance;
        options.positionOnly = positionOnly;
        options.only = it.value();
        m_stats += weldVertices(after.meshes[it.key()], options);
    }
    capture(after);
}

} // namespace quarry
