// Splits an animation at a time into two clips (model/ops/Clips.h): the
// frames before the time keep the name, the rest follow as a new clip.
#pragma once

#include "model/commands/ReplaceAnimationsCommand.h"

namespace quarry {

class SplitAnimationCommand : public ReplaceAnimationsCommand
{
public:
    // Obsolete (nothing happens) where the time is not inside the clip.
    SplitAnimationCommand(Document *document, int index, double time, QUndoCommand *parent = nullptr);
};

} // namespace quarry
