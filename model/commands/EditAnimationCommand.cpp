#include "model/commands/EditAnimationCommand.h"

namespace quarry {

EditAnimationCommand::EditAnimationCommand(Document *document, int index, Animation after, const QString &text,
                                           int mergeKey, QUndoCommand *parent)
    : Command(document, text, parent)
    , m_index(index)
    , m_mergeKey(mergeKey)
    , m_after(std::move(after))
{
    if (!isValid(document, index)) {
        setObsolete(true);
        return;
    }
    m_before = document->model().animations[index];
    // A drag may come back to where it started: keep it mergeable anyway.
    if (m_after == m_before && mergeKey < 0)
        setObsolete(true);
}

const Animation &EditAnimationCommand::animationAt(const Document *document, int index)
{
    static const Animation none;
    return isValid(document, index) ? document->model().animations[index] : none;
}

bool EditAnimationCommand::isValid(const Document *document, int index)
{
    return index >= 0 && index < document->model().animations.size();
}

void EditAnimationCommand::apply(const Animation &animation)
{
    if (!isValid(document(), m_index))
        return;
    model().animations[m_index] = animation;
    notifyAnimationChanged(m_index);
}

void EditAnimationCommand::redo()
{
    if (!isObsolete())
        apply(m_after);
}

void EditAnimationCommand::undo()
{
    if (!isObsolete())
        apply(m_before);
}

bool EditAnimationCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const EditAnimationCommand *>(other);
    if (!next || m_mergeKey < 0 || next->m_mergeKey != m_mergeKey || next->m_index != m_index)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace quarry
