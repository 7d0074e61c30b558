#include "model/commands/RetimeKeysCommand.h"

#include <QCoreApplication>

namespace quarry {

RetimeKeysCommand::RetimeKeysCommand(Document *document, int animation, const KeySelection &selection,
                                     const TimeMap &map, double snapFps, int mergeKey, const Animation *source,
                                     QUndoCommand *parent)
    : EditAnimationCommand(document, animation,
                           retimeKeys(source ? *source : animationAt(document, animation), selection, map, snapFps),
                           map.scale == 1.0 ? QCoreApplication::translate("RetimeKeysCommand", "Move Keys")
                                            : QCoreApplication::translate("RetimeKeysCommand", "Scale Keys"),
                           mergeKey, parent)
{ }

} // namespace quarry
