#include "model/commands/ExtrudeCommand.h"

#include "model/ops/Extrude.h"

#include <QCoreApplication>

namespace quarry {

ExtrudeCommand::ExtrudeCommand(Document *document, const QMap<int, QList<quint32>> &faces, float distance,
                               QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("ExtrudeCommand", "Extrude"), parent)
{
    Model after = document->model();
    Selection selection = document->selection();
    for (auto it = faces.cbegin(); it != faces.cend(); ++it) {
        if (it.key() < 0 || it.key() >= after.meshes.size())
            continue;
        extrudeFaces(after.meshes[it.key()], it.value(), distance);
        selection.vertices.remove(it.key());
    }
    capture(after);
    setSelectionAfter(selection);
}

} // namespace quarry
