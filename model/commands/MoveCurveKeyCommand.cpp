#include "model/commands/MoveCurveKeyCommand.h"

#include <QCoreApplication>

namespace quarry {

MoveCurveKeyCommand::MoveCurveKeyCommand(Document *document, int animation, int joint, CurveChannel channel,
                                         qsizetype index, float time, float value, int mergeKey,
                                         const Animation *source, QUndoCommand *parent)
    : EditAnimationCommand(
        document, animation,
        moveCurveKey(source ? *source : animationAt(document, animation), joint, channel, index, time, value),
        QCoreApplication::translate("MoveCurveKeyCommand", "Move Curve Key"), mergeKey, parent)
{ }

} // namespace quarry
