#include "model/commands/SetAnimationLoopCommand.h"

#include <QCoreApplication>

namespace quarry {

SetAnimationLoopCommand::SetAnimationLoopCommand(Document *document, int animation, bool loop, QUndoCommand *parent)
    : EditAnimationCommand(document, animation, withLoop(animationAt(document, animation), loop),
                           loop ? QCoreApplication::translate("SetAnimationLoopCommand", "Loop Clip")
                                : QCoreApplication::translate("SetAnimationLoopCommand", "Do Not Loop Clip"),
                           -1, parent)
{
}

Animation SetAnimationLoopCommand::withLoop(Animation animation, bool loop)
{
    animation.loop = loop;
    return animation;
}

} // namespace quarry
