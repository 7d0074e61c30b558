#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Deletes the selected objects: meshes, materials (meshes using one lose
// it, the others' indexes follow), joints (as RemoveJointsCommand),
// animations and shapes. With faces selected and no whole mesh, deletes
// those faces (the vertices only they used go too).
class DeleteObjectsCommand : public ModelDiffCommand
{
public:
    DeleteObjectsCommand(Document *document, const Selection &selection, QUndoCommand *parent = nullptr);
};

} // namespace quarry
