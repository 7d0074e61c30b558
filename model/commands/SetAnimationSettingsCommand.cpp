#include "model/commands/SetAnimationSettingsCommand.h"

#include <QCoreApplication>

namespace quarry {

SetAnimationSettingsCommand::SetAnimationSettingsCommand(Document *document, int index, const QString &name, double fps,
                                                         bool loop, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("SetAnimationSettingsCommand", "Edit Animation \"%1\"").arg(name),
              parent)
    , m_index(index)
    , m_newName(name)
    , m_newFps(fps)
    , m_newLoop(loop)
{
    const auto &anims = document->model().animations;
    if (index < 0 || index >= anims.size() || !(fps > 0)
        || (anims[index].name == name && anims[index].fps == fps && anims[index].loop == loop)) {
        setObsolete(true);
        return;
    }
    m_oldName = anims[index].name;
    m_oldFps = anims[index].fps;
    m_oldLoop = anims[index].loop;
}

void SetAnimationSettingsCommand::set(const QString &name, double fps, bool loop)
{
    Animation &a = model().animations[m_index];
    a.name = name;
    a.fps = fps;
    a.loop = loop;
    notifyAnimationChanged(m_index);
}

void SetAnimationSettingsCommand::redo()
{
    if (!isObsolete())
        set(m_newName, m_newFps, m_newLoop);
}

void SetAnimationSettingsCommand::undo()
{
    if (!isObsolete())
        set(m_oldName, m_oldFps, m_oldLoop);
}

} // namespace quarry
