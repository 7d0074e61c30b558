#include "model/UndoSteps.h"

#include "model/Document.h"

#include <QUndoStack>
#include <QVariant>

namespace quarry {

namespace {

// The pending step lives on the stack it belongs to, as two properties.
constexpr char kPending[] = "quarryPendingStep";
constexpr char kOpened[] = "quarryPendingStepOpened";

void openPendingStep(QUndoStack *stack)
{
    const QVariant pending = stack->property(kPending);
    if (!pending.isValid())
        return;
    stack->setProperty(kPending, QVariant());
    stack->beginMacro(pending.toString());
    stack->setProperty(kOpened, true);
}

} // namespace

void pushStep(Document &document, QUndoCommand *command)
{
    openPendingStep(document.undoStack());
    document.undoStack()->push(command);
}

void beginMacroStep(Document &document, const QString &text)
{
    openPendingStep(document.undoStack());
    document.undoStack()->beginMacro(text);
}

void endMacroStep(Document &document)
{
    document.undoStack()->endMacro();
}

void beginPendingStep(Document &document, const QString &text)
{
    QUndoStack *stack = document.undoStack();
    stack->setProperty(kPending, text);
    stack->setProperty(kOpened, false);
}

bool endPendingStep(Document &document)
{
    QUndoStack *stack = document.undoStack();
    const bool opened = stack->property(kOpened).toBool();
    stack->setProperty(kPending, QVariant());
    stack->setProperty(kOpened, QVariant());
    if (opened)
        stack->endMacro();
    return opened;
}

void discardLastStep(QUndoStack *stack)
{
    const int index = stack->index();
    if (index <= 0)
        return;
    // QUndoStack::undo deletes an obsolete command without undoing it again.
    auto *step = const_cast<QUndoCommand *>(stack->command(index - 1));
    step->undo();
    step->setObsolete(true);
    stack->undo();
}

} // namespace quarry
