// Keeps only a time range of an animation, which then starts at 0.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

class TrimAnimationCommand : public EditAnimationCommand
{
public:
    TrimAnimationCommand(Document *document, int animation, double from, double to, QUndoCommand *parent = nullptr);
};

} // namespace quarry
