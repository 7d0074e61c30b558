#include "model/commands/RenameCommand.h"

#include <QCoreApplication>

namespace quarry {

bool RenameCommand::isValid(const Model &model, ObjectKind kind, int index)
{
    if (index < 0)
        return false;
    switch (kind) {
    case ObjectKind::Mesh: return index < model.meshes.size();
    case ObjectKind::Material: return index < model.materials.size();
    case ObjectKind::Joint: return index < model.skeleton.joints.size();
    case ObjectKind::Animation: return index < model.animations.size();
    case ObjectKind::Shape: return index < model.shapes.size();
    }
    return false;
}

RenameCommand::RenameCommand(Document *document, ObjectKind kind, int index, const QString &name, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("RenameCommand", "Rename to \"%1\"").arg(name), parent)
    , m_kind(kind)
    , m_index(index)
    , m_newName(name)
{
    if (isValid(document->model(), kind, index))
        m_oldName = nameRef();
    else
        setObsolete(true);
}

QString &RenameCommand::nameRef() const
{
    Model &m = model();
    switch (m_kind) {
    case ObjectKind::Mesh: return m.meshes[m_index].name;
    case ObjectKind::Material: return m.materials[m_index].name;
    case ObjectKind::Joint: return m.skeleton.joints[m_index].name;
    case ObjectKind::Animation: return m.animations[m_index].name;
    case ObjectKind::Shape: return m.shapes[m_index].name;
    }
    Q_UNREACHABLE();
}

void RenameCommand::redo()
{
    if (isObsolete())
        return;
    nameRef() = m_newName;
    notifyObjectChanged(m_kind, m_index);
}

void RenameCommand::undo()
{
    if (isObsolete())
        return;
    nameRef() = m_oldName;
    notifyObjectChanged(m_kind, m_index);
}

} // namespace quarry
