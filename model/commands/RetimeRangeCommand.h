// Retimes a range of an animation along an ease curve (model/ops/Timing.h).
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Timing.h"

namespace quarry {

class RetimeRangeCommand : public EditAnimationCommand
{
public:
    RetimeRangeCommand(Document *document, int animation, float start, float end, float newEnd, const EaseCurve &curve,
                       QUndoCommand *parent = nullptr);
};

} // namespace quarry
