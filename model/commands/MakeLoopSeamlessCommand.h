// Makes an animation's last pose equal its first.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

class MakeLoopSeamlessCommand : public EditAnimationCommand
{
public:
    MakeLoopSeamlessCommand(Document *document, int animation, QUndoCommand *parent = nullptr);
};

} // namespace quarry
