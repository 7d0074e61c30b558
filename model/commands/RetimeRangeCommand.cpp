#include "model/commands/RetimeRangeCommand.h"

#include <QCoreApplication>

namespace quarry {

RetimeRangeCommand::RetimeRangeCommand(Document *document, int animation, float start, float end, float newEnd,
                                       const EaseCurve &curve, QUndoCommand *parent)
    : EditAnimationCommand(document, animation,
                           retimeRange(animationAt(document, animation), start, end, newEnd, curve),
                           QCoreApplication::translate("RetimeRangeCommand", "Retime Range"), -1, parent)
{ }

} // namespace quarry
