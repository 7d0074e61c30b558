// Plays a time range of an animation backwards.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

class ReverseRangeCommand : public EditAnimationCommand
{
public:
    ReverseRangeCommand(Document *document, int animation, float from, float to, QUndoCommand *parent = nullptr);
};

} // namespace quarry
