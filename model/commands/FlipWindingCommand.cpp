#include "model/commands/FlipWindingCommand.h"

#include "model/commands/UndoBytes.h"
#include "model/ops/ModelTransform.h"

#include <QCoreApplication>

namespace quarry {

FlipWindingCommand::FlipWindingCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("FlipWindingCommand", "Flip Winding"), parent)
{
    const Model &m = document->model();
    for (int i : meshes)
        if (i >= 0 && i < m.meshes.size() && !m_meshes.contains(i))
            m_meshes.append(i);
    if (meshes.isEmpty())
        for (int i = 0; i < m.meshes.size(); ++i)
            m_meshes.append(i);
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
