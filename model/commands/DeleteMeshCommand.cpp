#include "model/commands/DeleteMeshCommand.h"

#include <QCoreApplication>

namespace quarry {

DeleteMeshCommand::DeleteMeshCommand(Document *document, int mesh, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("DeleteMeshCommand", "Delete Mesh"), parent)
    , m_index(mesh)
{
    if (mesh < 0 || mesh >= document->model().meshes.size())
        setObsolete(true);
    else
        setText(QCoreApplication::translate("DeleteMeshCommand", "Delete Mesh \"%1\"")
                    .arg(document->model().meshes[mesh].name));
}

void DeleteMeshCommand::redo()
{
    if (isObsolete())
        return;
    m_mesh = model().meshes.takeAt(m_index);
    document()->notifyMeshRemoved(m_index);
}

void DeleteMeshCommand::undo()
{
    if (isObsolete())
        return;
    model().meshes.insert(m_index, std::move(m_mesh));
    m_mesh = {};
    document()->notifyMeshInserted(m_index);
}

} // namespace quarry
