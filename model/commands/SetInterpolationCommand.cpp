#include "model/commands/SetInterpolationCommand.h"

#include <QCoreApplication>

namespace quarry {

SetInterpolationCommand::SetInterpolationCommand(Document *document, int animation, const KeySelection &keys,
                                                 Interpolation mode, QUndoCommand *parent)
    : EditAnimationCommand(document, animation, setInterpolation(animationAt(document, animation), keys, mode),
                           QCoreApplication::translate("SetInterpolationCommand", "Set Interpolation"), -1, parent)
{ }

} // namespace quarry
