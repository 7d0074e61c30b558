#include "model/commands/SetMeshMaterialCommand.h"

#include <QCoreApplication>

namespace quarry {

SetMeshMaterialCommand::SetMeshMaterialCommand(Document *document, const QList<int> &meshes, int material,
                                               QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("SetMeshMaterialCommand", "Set Material"), parent)
    , m_material(material)
{
    const Model &m = document->model();
    for (int mesh : meshes) {
        if (mesh < 0 || mesh >= m.meshes.size() || m_meshes.contains(mesh))
            continue;
        m_meshes.append(mesh);
        m_oldMaterials.append(m.meshes[mesh].material);
    }
    if (m_meshes.isEmpty() || material < -1 || material >= m.materials.size())
        setObsolete(true);
}

void SetMeshMaterialCommand::redo()
{
    if (isObsolete())
        return;
    for (int mesh : std::as_const(m_meshes)) {
        model().meshes[mesh].material = m_material;
        notifyMeshChanged(mesh);
    }
}

void SetMeshMaterialCommand::undo()
{
    if (isObsolete())
        return;
    for (qsizetype i = 0; i < m_meshes.size(); ++i) {
        model().meshes[m_meshes[i]].material = m_oldMaterials[i];
        notifyMeshChanged(m_meshes[i]);
    }
}

} // namespace quarry
