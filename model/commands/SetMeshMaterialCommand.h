#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

// Assigns one material (or none, -1) to a set of meshes.
class SetMeshMaterialCommand : public Command
{
public:
    SetMeshMaterialCommand(Document *document, const QList<int> &meshes, int material, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override { return listBytes(m_meshes) + listBytes(m_oldMaterials); }

private:
    QList<int> m_meshes;
    QList<int> m_oldMaterials;
    int m_material;
};

} // namespace quarry
