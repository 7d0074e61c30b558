#include "model/commands/MoveJointCommand.h"

#include <QCoreApplication>

namespace quarry {

MoveJointCommand::MoveJointCommand(Document *document, int joint, const JointMove &move, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("MoveJointCommand", "Move Joint"), parent)
{
    Model after = document->model();
    if (!moveJoint(after, joint, move)) {
        setObsolete(true);
        return;
    }
    setText(QCoreApplication::translate("MoveJointCommand", "Move Joint \"%1\"")
                .arg(document->model().skeleton.joints[joint].name));
    capture(after);
}

} // namespace quarry
