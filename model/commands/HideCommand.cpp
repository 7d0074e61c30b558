#include "model/commands/HideCommand.h"

#include "model/ops/ModelSelect.h"

namespace quarry {

HideCommand::HideCommand(Document *document, const HiddenFaces &hidden, const QString &text, QUndoCommand *parent)
    : Command(document, text, parent)
    , m_before(document->hiddenFaces())
    , m_after(hidden)
    , m_selectionBefore(document->selection())
{ }

void HideCommand::redo()
{
    document()->setHiddenFaces(m_after);
    document()->setSelection(withoutHidden(document()->model(), document()->selection(), document()->hiddenFaces()));
}

void HideCommand::undo()
{
    document()->setHiddenFaces(m_before);
    document()->setSelection(m_selectionBefore);
}

} // namespace quarry
