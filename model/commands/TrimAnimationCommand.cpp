#include "model/commands/TrimAnimationCommand.h"

#include "model/ops/Clips.h"

#include <QCoreApplication>

namespace quarry {

TrimAnimationCommand::TrimAnimationCommand(Document *document, int animation, double from, double to,
                                           QUndoCommand *parent)
    : EditAnimationCommand(document, animation, cutRange(animationAt(document, animation), from, to),
                           QCoreApplication::translate("TrimAnimationCommand", "Trim Clip"), -1, parent)
{ }

} // namespace quarry
