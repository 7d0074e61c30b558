#include "model/commands/MakeLoopSeamlessCommand.h"

#include <QCoreApplication>

namespace quarry {

MakeLoopSeamlessCommand::MakeLoopSeamlessCommand(Document *document, int animation, QUndoCommand *parent)
    : EditAnimationCommand(document, animation, makeLoopSeamless(animationAt(document, animation)),
                           QCoreApplication::translate("MakeLoopSeamlessCommand", "Make Loop Seamless"), -1, parent)
{ }

} // namespace quarry
