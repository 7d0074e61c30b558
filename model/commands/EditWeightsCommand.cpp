#include "model/commands/EditWeightsCommand.h"

namespace quarry {

EditWeightsCommand::EditWeightsCommand(Document *document, const WeightChanges &changes, const QString &text,
                                       int mergeKey, QUndoCommand *parent)
    : Command(document, text, parent)
    , m_mergeKey(mergeKey)
{
    for (const WeightChange &change : changes)
        if (!change.isEmpty() && change.mesh >= 0 && change.mesh < document->model().meshes.size())
            m_changes.append(change);
    if (m_changes.isEmpty())
        setObsolete(true);
}

void EditWeightsCommand::redo()
{
    for (const WeightChange &change : std::as_const(m_changes)) {
        applyWeightChange(model().meshes[change.mesh], change, false);
        notifyMeshChanged(change.mesh);
    }
}

void EditWeightsCommand::undo()
{
    for (auto it = m_changes.crbegin(); it != m_changes.crend(); ++it) {
        applyWeightChange(model().meshes[it->mesh], *it, true);
        notifyMeshChanged(it->mesh);
    }
}

bool EditWeightsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const EditWeightsCommand *>(other);
    if (m_mergeKey < 0 || next->m_mergeKey != m_mergeKey)
        return false;
    for (const WeightChange &later : next->m_changes) {
        auto it = std::find_if(m_changes.begin(), m_changes.end(),
                               [&later](const WeightChange &c) { return c.mesh == later.mesh; });
        if (it != m_changes.end())
            mergeWeightChange(*it, later);
        else
            m_changes.append(later);
    }
    return true;
}

qsizetype EditWeightsCommand::count() const
{
    qsizetype n = 0;
    for (const WeightChange &change : m_changes)
        n += change.vertices.size();
    return n;
}

} // namespace quarry
