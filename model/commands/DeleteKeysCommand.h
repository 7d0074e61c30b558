// Deletes the selected keys of an animation.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

class DeleteKeysCommand : public EditAnimationCommand
{
public:
    DeleteKeysCommand(Document *document, int animation, const KeySelection &selection, QUndoCommand *parent = nullptr);
};

} // namespace quarry
