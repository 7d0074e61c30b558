#include "model/commands/FlipWindingCommand.h"
#include "model/commands/ModelDiffCommand.h"

#include "model/commands/UndoBytes.h"
#include "model/ops/ModelTransform.h"

#include <QCoreApplication>

namespace quarry {

FlipWindingCommand::FlipWindingCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("FlipWindingCommand", "Flip Winding"), parent)
{
    const Model &m = document->model();
    m_meshes = ModelDiffCommand::meshesOrAll(m, meshes);
    // Only meshes with triangles change.
    m_meshes.removeIf([&m](int i) { return m.meshes[i].triangles.isEmpty(); });
    setObsolete(m_meshes.isEmpty());
}

void FlipWindingCommand::flip()
{
    for (int i : std::as_const(m_meshes)) {
        flipWinding(model().meshes[i]);
        notifyMeshChanged(i);
    }
}

qint64 FlipWindingCommand::undoBytes() const
{
    return listBytes(m_meshes);
}

} // namespace quarry
