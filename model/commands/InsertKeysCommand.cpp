#include "model/commands/InsertKeysCommand.h"

#include "model/Pose.h"
#include "model/ops/MorphTracks.h"

#include <QCoreApplication>

namespace quarry {

InsertKeysCommand::InsertKeysCommand(Document *document, int animation, const QList<int> &joints, float time,
                                     QUndoCommand *parent)
    : EditAnimationCommand(document, animation,
                           insertKeys(animationAt(document, animation), existingRows(document->model(), joints), time,
                                      localPose(document->model(), animation, time)),
                           QCoreApplication::translate("InsertKeysCommand", "Insert Keys"), -1, parent)
{ }

} // namespace quarry
