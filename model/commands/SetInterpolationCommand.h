// Sets how the selected keys go on to their next keys: linear, constant
// (a step) or smooth.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Timing.h"

namespace quarry {

class SetInterpolationCommand : public EditAnimationCommand
{
public:
    SetInterpolationCommand(Document *document, int animation, const KeySelection &keys, Interpolation mode,
                            QUndoCommand *parent = nullptr);
};

} // namespace quarry
