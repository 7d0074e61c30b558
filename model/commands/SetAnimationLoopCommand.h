// Sets whether an animation loops.
#pragma once

#include "model/commands/EditAnimationCommand.h"

namespace quarry {

class SetAnimationLoopCommand : public EditAnimationCommand
{
public:
    SetAnimationLoopCommand(Document *document, int animation, bool loop, QUndoCommand *parent = nullptr);

private:
    static Animation withLoop(Animation animation, bool loop);
};

} // namespace quarry
