#include "model/commands/ChangeFrameRateCommand.h"

#include "model/ops/Resample.h"

#include <QCoreApplication>

namespace quarry {

ChangeFrameRateCommand::ChangeFrameRateCommand(Document *document, int animation, double fps, Mode mode,
                                               QUndoCommand *parent)
    : EditAnimationCommand(document, animation, changed(animationAt(document, animation), fps, mode),
                           mode == Mode::KeepTiming
                               ? QCoreApplication::translate("ChangeFrameRateCommand", "Resample Clip")
                               : QCoreApplication::translate("ChangeFrameRateCommand", "Change Clip Speed"),
                           -1, parent)
{ }

Animation ChangeFrameRateCommand::changed(const Animation &animation, double fps, Mode mode)
{
    if (!(fps > 0) || fps > 10000)
        return animation;
    return mode == Mode::KeepTiming ? resampleAnimation(animation, fps) : changeFrameRateKeepingFrames(animation, fps);
}

} // namespace quarry
