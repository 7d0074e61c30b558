#include "model/commands/SetMaterialCommand.h"

#include <QCoreApplication>

namespace quarry {

SetMaterialCommand::SetMaterialCommand(Document *document, int index, const Material &material, const QString &mergeKey,
                                       QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("SetMaterialCommand", "Edit Material \"%1\"").arg(material.name),
              parent)
    , m_index(index)
    , m_new(material)
    , m_mergeKey(mergeKey)
{
    if (index < 0 || index >= document->model().materials.size() || document->model().materials[index] == material)
        setObsolete(true);
    else
        m_old = document->model().materials[index];
}

void SetMaterialCommand::redo()
{
    if (isObsolete())
        return;
    model().materials[m_index] = m_new;
    notifyMaterialChanged(m_index);
}

void SetMaterialCommand::undo()
{
    if (isObsolete())
        return;
    model().materials[m_index] = m_old;
    notifyMaterialChanged(m_index);
}

bool SetMaterialCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetMaterialCommand *>(other);
    if (next->m_index != m_index || next->m_mergeKey != m_mergeKey)
        return false;
    m_new = next->m_new;
    setObsolete(m_new == m_old);
    return true;
}

} // namespace quarry
