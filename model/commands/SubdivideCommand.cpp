#include "model/commands/SubdivideCommand.h"

#include "model/ops/Subdivide.h"

#include <QCoreApplication>

namespace quarry {

SubdivideCommand::SubdivideCommand(Document *document, const QMap<int, QList<quint32>> &faces, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("SubdivideCommand", "Subdivide"), parent)
{
    Model after = document->model();
    Selection selection = document->selection();
    for (auto it = faces.cbegin(); it != faces.cend(); ++it) {
        if (it.key() < 0 || it.key() >= after.meshes.size())
            continue;
        const QList<quint32> pieces = subdivideFaces(after.meshes[it.key()], it.value());
        if (selection.mode == Selection::Mode::Faces && !it.value().isEmpty())
            selection.faces[it.key()] = pieces;
        selection.vertices.remove(it.key());
    }
    capture(after);
    setSelectionAfter(selection);
}

} // namespace quarry
