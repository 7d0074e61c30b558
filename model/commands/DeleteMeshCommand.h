#pragma once

#include "model/commands/Command.h"

namespace quarry {

// Removes one mesh; undo puts it back at its index.
class DeleteMeshCommand : public Command
{
public:
    DeleteMeshCommand(Document *document, int mesh, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    int m_index;
    Mesh m_mesh;
};

} // namespace quarry
