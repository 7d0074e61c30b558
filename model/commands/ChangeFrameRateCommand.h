// Changes an animation's frame rate, keeping its timing (keys resampled at
// the new rate) or its frames (the clip plays faster or slower).
#pragma once

#include "model/commands/EditAnimationCommand.h"

namespace quarry {

class ChangeFrameRateCommand : public EditAnimationCommand
{
public:
    enum class Mode : quint8 { KeepTiming, KeepFrames };

    ChangeFrameRateCommand(Document *document, int animation, double fps, Mode mode, QUndoCommand *parent = nullptr);

private:
    static Animation changed(const Animation &animation, double fps, Mode mode);
};

} // namespace quarry
