#include "model/commands/RemoveJointsCommand.h"

#include "model/ops/SkeletonEdit.h"

#include <QCoreApplication>

namespace quarry {

RemoveJointsCommand::RemoveJointsCommand(Document *document, const QList<int> &joints, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("RemoveJointsCommand", "Remove Joints"), parent)
{
    Model after = document->model();
    m_removed = removeJoints(after, joints);
    setText(QCoreApplication::translate("RemoveJointsCommand", "Remove %n Joint(s)", nullptr, int(m_removed)));
    capture(after);
}

} // namespace quarry
