// Keeping an undo stack within a budget of bytes and steps.
//
// QUndoStack drops its oldest commands by itself only by count, and its
// limit can be set only while it is empty. dropOldestSteps() removes the
// oldest steps of a stack with a limit through the stack's own mechanism,
// so its indexes, clean state and views stay consistent: it pushes empty
// placeholder steps until the stack's limit deletes the oldest ones, then
// takes the placeholders back (a step marked obsolete is deleted, not
// undone, when undone). The stack's signals are held back meanwhile and
// given once at the end.
#pragma once

#include <QObject>
#include <QtGlobal>

class QUndoStack;

namespace quarry {

// The bytes every step on the stack holds (commandBytes of each), a buffer
// that several steps share counted once.
qint64 undoStackBytes(const QUndoStack &stack);

// Drops the `count` oldest steps. Only where the stack has an undo limit,
// nothing is undone (index() == count()), no macro is being composed and
// at least one step stays; returns whether it did.
bool dropOldestSteps(QUndoStack &stack, int count);

// The budget of one undo stack (a child of it: UndoBudget::of finds it).
// After each new step (once the event loop runs: the stack's listeners hear
// of the step first) the oldest steps are dropped while the history holds
// more than `bytes` (commandBytes) or more than `steps` steps; the newest
// step always stays. 0: no limit. QUndoStack takes its limit of steps only
// while empty, so a budget set on a stack with history applies in full from
// the stack's next clear (open, new, revert), until then within the limit
// it has.
class UndoBudget : public QObject
{
    Q_OBJECT

public:
    explicit UndoBudget(QUndoStack *stack);

    // The budget of the stack, made on first use.
    static UndoBudget *of(QUndoStack *stack);

    void setBudget(qint64 bytes, int steps);
    qint64 bytes() const { return m_bytes; }
    int steps() const { return m_steps; }

private:
    void applyLimit();
    void keep();

    QUndoStack *m_stack;
    qint64 m_bytes = 0;
    int m_steps = 0;
    bool m_trimming = false;
    bool m_queued = false;
};

} // namespace quarry
