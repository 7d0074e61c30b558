#include "model/commands/FillHolesCommand.h"

#include "model/ops/FillHoles.h"

#include <QCoreApplication>

namespace quarry {

FillHolesCommand::FillHolesCommand(Document *document, const QList<int> &meshes,
                                   const QMap<int, QList<quint32>> &vertices, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("FillHolesCommand", "Fill Holes"), parent)
{
    Model after = document->model();
    QList<int> targets = meshes;
    for (int m : vertices.keys())
        if (!targets.contains(m))
            targets.append(m);
    for (int i : meshesOrAll(after, targets)) {
        const QList<quint32> through = vertices.value(i);
        if (vertices.contains(i) && through.isEmpty())
            continue;
        m_filled += fillHoles(after.meshes[i], through);
    }
    capture(after);
}

} // namespace quarry
