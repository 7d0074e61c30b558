#include "model/commands/ReverseRangeCommand.h"

#include <QCoreApplication>

namespace quarry {

ReverseRangeCommand::ReverseRangeCommand(Document *document, int animation, float from, float to, QUndoCommand *parent)
    : EditAnimationCommand(document, animation, reverseRange(animationAt(document, animation), from, to),
                           QCoreApplication::translate("ReverseRangeCommand", "Reverse Range"), -1, parent)
{ }

} // namespace quarry
