#include "model/commands/MirrorCommand.h"

#include "model/ops/Mirror.h"

#include <QCoreApplication>

namespace quarry {

MirrorCommand::MirrorCommand(Document *document, const QMap<int, QList<quint32>> &faces, int axis, bool mergeSeam,
                             QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("MirrorCommand", "Mirror"), parent)
{
    Model after = document->model();
    Selection selection = document->selection();
    for (auto it = faces.cbegin(); it != faces.cend(); ++it) {
        if (it.key() < 0 || it.key() >= after.meshes.size())
            continue;
        const QList<quint32> added = mirrorFaces(after.meshes[it.key()], axis, it.value(), mergeSeam);
        if (selection.faces.contains(it.key()))
            selection.faces[it.key()] += added;
    }
    capture(after);
    setSelectionAfter(selection);
}

} // namespace quarry
