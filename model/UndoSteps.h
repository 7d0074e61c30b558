// Steps on a document's undo stack that leave it alone when nothing
// changes. Operations push through pushStep(), so that a script run (a
// pending step: its macro opens with the first command pushed) that changes
// nothing keeps what Redo would bring back; an edit shown while it is
// asked about and then refused is dropped with no Redo entry.
#pragma once

#include <QString>

class QUndoCommand;
class QUndoStack;

namespace quarry {

class Document;

// Pushes the command onto the document's stack, opening a pending step first.
void pushStep(Document &document, QUndoCommand *command);
// A macro of the commands pushed until endMacroStep(), inside a pending step.
void beginMacroStep(Document &document, const QString &text);
void endMacroStep(Document &document);

// A step named `text` that opens only when a command is pushed through
// pushStep() or beginMacroStep(); until then the stack is untouched.
void beginPendingStep(Document &document, const QString &text);
// Closes the pending step; whether it opened (holds one macro on the stack).
bool endPendingStep(Document &document);

// Takes back the step on top of the stack and drops it: nothing to redo.
void discardLastStep(QUndoStack *stack);

} // namespace quarry
