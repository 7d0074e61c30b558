#include "model/commands/InsertKeysCommand.h"

#include "model/Pose.h"

#include <QCoreApplication>

namespace quarry {

InsertKeysCommand::InsertKeysCommand(Document *document, int animation, const QList<int> &joints, float time,
                                     QUndoCommand *parent)
    : EditAnimationCommand(document, animation,
                           insertKeys(animationAt(document, animation), joints, time,
                                      localPose(document->model(), animation, time), &document->model()),
                           QCoreApplication::translate("InsertKeysCommand", "Insert Keys"), -1, parent)
{ }

} // namespace quarry
