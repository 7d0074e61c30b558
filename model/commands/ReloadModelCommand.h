#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Replaces the model with what its file holds now (changed on disk by
// another program), as one undo step: undo brings back the model as it was
// in the editor.
class ReloadModelCommand : public ModelDiffCommand
{
public:
    ReloadModelCommand(Document *document, const Model &reloaded, QUndoCommand *parent = nullptr);
};

} // namespace quarry
