#include "model/UndoBudget.h"

#include "model/commands/UndoBytes.h"

#include <QSignalBlocker>
#include <QUndoStack>

namespace quarry {

qint64 undoStackBytes(const QUndoStack &stack)
{
    // Newest first, each shared buffer once (see BufferCountOnce).
    const BufferCountOnce once;
    qint64 n = 0;
    for (int i = stack.count() - 1; i >= 0; --i)
        n += commandBytes(stack.command(i));
    return n;
}

bool dropOldestSteps(QUndoStack &stack, int count)
{
    const int limit = stack.undoLimit();
    // A macro being composed (canUndo() is false with steps below) would
    // take the placeholders as its children.
    const bool inMacro = stack.index() > 0 && !stack.canUndo();
    if (count <= 0 || limit <= 0 || count >= stack.count() || stack.index() != stack.count() || stack.count() > limit
        || inMacro)
        return false;
    const bool wasClean = stack.isClean();
    {
        const QSignalBlocker blocker(&stack);
        // Fill the stack to its limit, then `count` more: each of those
        // makes the stack delete its oldest step.
        const int pushes = limit - stack.count() + count;
        QList<QUndoCommand *> placeholders;
        placeholders.reserve(pushes);
        for (int i = 0; i < pushes; ++i) {
            auto *placeholder = new QUndoCommand;
            stack.push(placeholder);
            placeholders.append(placeholder);
        }
        // Undoing an obsolete step deletes it without calling its undo().
        for (qsizetype i = placeholders.size() - 1; i >= 0; --i) {
            placeholders[i]->setObsolete(true);
            stack.undo();
        }
    }
    Q_EMIT stack.indexChanged(stack.index());
    Q_EMIT stack.canUndoChanged(stack.canUndo());
    Q_EMIT stack.undoTextChanged(stack.undoText());
    Q_EMIT stack.canRedoChanged(stack.canRedo());
    Q_EMIT stack.redoTextChanged(stack.redoText());
    if (stack.isClean() != wasClean)
        Q_EMIT stack.cleanChanged(stack.isClean());
    return true;
}

UndoBudget::UndoBudget(QUndoStack *stack)
    : QObject(stack)
    , m_stack(stack)
{
    // After a clear (a new model) the stack is empty and takes its limit.
    // The oldest steps go once the stack has told everyone of the new one
    // (queued), so that no view hears of an index after it is gone.
    connect(stack, &QUndoStack::indexChanged, this, [this] {
        applyLimit();
        if (m_queued || m_trimming)
            return;
        m_queued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_queued = false;
                keep();
            },
            Qt::QueuedConnection);
    });
}

UndoBudget *UndoBudget::of(QUndoStack *stack)
{
    if (auto *budget = stack->findChild<UndoBudget *>(QString(), Qt::FindDirectChildrenOnly))
        return budget;
    return new UndoBudget(stack);
}

void UndoBudget::setBudget(qint64 bytes, int steps)
{
    m_bytes = qMax<qint64>(0, bytes);
    m_steps = qMax(0, steps);
    applyLimit();
    keep();
}

// Where only bytes are limited the stack still needs a limit of steps for
// dropOldestSteps; one far beyond any history kept by hand.
static constexpr int stepsWithoutLimit = 100000;

void UndoBudget::applyLimit()
{
    if (m_stack->count() > 0)
        return;
    const int limit = m_steps > 0 ? m_steps : m_bytes > 0 ? stepsWithoutLimit : 0;
    if (m_stack->undoLimit() != limit)
        m_stack->setUndoLimit(limit);
}

void UndoBudget::keep()
{
    if (m_trimming || (m_bytes <= 0 && m_steps <= 0) || m_stack->index() != m_stack->count() || m_stack->count() < 2)
        return;
    const int count = m_stack->count();
    int drop = m_steps > 0 ? qMax(0, count - m_steps) : 0;
    if (m_bytes > 0) {
        qint64 total = 0;
        QList<qint64> each(count);
        // Newest first: a buffer shared by several steps is counted for the
        // newest of them, so dropping the oldest frees what they are counted.
        const BufferCountOnce once;
        for (int i = count - 1; i >= 0; --i)
            total += each[i] = commandBytes(m_stack->command(i));
        for (int i = 0; i < drop; ++i)
            total -= each[i];
        while (total > m_bytes && drop < count - 1)
            total -= each[drop++];
    }
    drop = qMin(drop, count - 1);
    if (drop <= 0)
        return;
    m_trimming = true;
    dropOldestSteps(*m_stack, drop);
    m_trimming = false;
}

} // namespace quarry
