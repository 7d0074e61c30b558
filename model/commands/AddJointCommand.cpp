#include "model/commands/AddJointCommand.h"

#include "model/ops/JointEdit.h"

#include <QCoreApplication>

namespace quarry {

AddJointCommand::AddJointCommand(Document *document, const QString &name, int parentJoint, const QVector3D &position,
                                 QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("AddJointCommand", "Add Joint"), parent)
{
    Model after = document->model();
    m_joint = addJoint(after, name, parentJoint, position);
    if (m_joint < 0) {
        setObsolete(true);
        return;
    }
    m_name = after.skeleton.joints[m_joint].name;
    setText(QCoreApplication::translate("AddJointCommand", "Add Joint \"%1\"").arg(m_name));
    Selection selection;
    selection.mode = Selection::Mode::Joints;
    selection.joints = {m_joint};
    capture(after);
    setSelectionAfter(selection);
}

} // namespace quarry
