#include "model/commands/ReplaceAnimationsCommand.h"

namespace quarry {

ReplaceAnimationsCommand::ReplaceAnimationsCommand(Document *document, const QString &text, QUndoCommand *parent)
    : Command(document, text, parent)
{
    setObsolete(true); // until setChange describes a valid change
}

void ReplaceAnimationsCommand::setChange(const QList<int> &removed, QList<std::pair<int, Animation>> inserted)
{
    const QList<Animation> &animations = document()->model().animations;
    m_removed.clear();
    for (int index : removed) {
        if (index < 0 || index >= animations.size())
            return;
        m_removed.append({index, animations[index]});
    }
    const qsizetype remaining = animations.size() - removed.size();
    for (qsizetype i = 0; i < inserted.size(); ++i)
        if (inserted[i].first < 0 || inserted[i].first > remaining + i)
            return;
    m_inserted = std::move(inserted);
    setObsolete(m_removed.isEmpty() && m_inserted.isEmpty());
}

void ReplaceAnimationsCommand::removeAll(const QList<std::pair<int, Animation>> &list)
{
    for (qsizetype i = list.size() - 1; i >= 0; --i) {
        model().animations.removeAt(list[i].first);
        notifyAnimationRemoved(list[i].first);
    }
}

void ReplaceAnimationsCommand::insertAll(const QList<std::pair<int, Animation>> &list)
{
    for (const auto &[index, animation] : list) {
        model().animations.insert(index, animation);
        notifyAnimationInserted(index);
    }
}

void ReplaceAnimationsCommand::redo()
{
    if (isObsolete())
        return;
    removeAll(m_removed);
    insertAll(m_inserted);
    notifyAnimationsChanged();
}

void ReplaceAnimationsCommand::undo()
{
    if (isObsolete())
        return;
    removeAll(m_inserted);
    insertAll(m_removed);
    notifyAnimationsChanged();
}

} // namespace quarry
