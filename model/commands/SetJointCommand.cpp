#include "model/commands/SetJointCommand.h"

#include <QCoreApplication>

namespace quarry {

SetJointCommand::SetJointCommand(Document *document, int index, const QString &name, const Transform &bind,
                                 QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("SetJointCommand", "Edit Joint \"%1\"").arg(name), parent)
    , m_index(index)
    , m_newName(name)
    , m_newBind(bind)
{
    const auto &joints = document->model().skeleton.joints;
    if (index < 0 || index >= joints.size() || (joints[index].name == name && joints[index].bind == bind)) {
        setObsolete(true);
        return;
    }
    m_oldName = joints[index].name;
    m_oldBind = joints[index].bind;
}

void SetJointCommand::redo()
{
    if (isObsolete())
        return;
    Joint &j = model().skeleton.joints[m_index];
    j.name = m_newName;
    j.bind = m_newBind;
    notifyJointChanged(m_index);
}

void SetJointCommand::undo()
{
    if (isObsolete())
        return;
    Joint &j = model().skeleton.joints[m_index];
    j.name = m_oldName;
    j.bind = m_oldBind;
    notifyJointChanged(m_index);
}

} // namespace quarry
