#include "model/commands/ReparentJointCommand.h"

#include "model/ops/JointEdit.h"

#include <QCoreApplication>

namespace quarry {

ReparentJointCommand::ReparentJointCommand(Document *document, int joint, int newParent, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("ReparentJointCommand", "Reparent Joint"), parent)
{
    Model after = document->model();
    if (!reparentJointKeepingMotion(after, joint, newParent)) {
        setObsolete(true);
        return;
    }
    const auto &joints = document->model().skeleton.joints;
    setText(QCoreApplication::translate("ReparentJointCommand", "Reparent \"%1\" to \"%2\"")
                .arg(joints[joint].name, newParent >= 0
                                             ? joints[newParent].name
                                             : QCoreApplication::translate("ReparentJointCommand", "(root)")));
    capture(after);
}

} // namespace quarry
