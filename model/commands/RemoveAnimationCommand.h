// Deletes an animation from the model.
#pragma once

#include "model/commands/ReplaceAnimationsCommand.h"

namespace quarry {

class RemoveAnimationCommand : public ReplaceAnimationsCommand
{
public:
    RemoveAnimationCommand(Document *document, int index, QUndoCommand *parent = nullptr);
};

} // namespace quarry
