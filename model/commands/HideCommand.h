#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

// Changes which faces are hidden (Document::hiddenFaces), as one undo step
// so that hiding follows undo and redo of the edits around it. Hidden
// faces and vertices leave the selection. The model does not change.
class HideCommand : public Command
{
public:
    HideCommand(Document *document, const HiddenFaces &hidden, const QString &text, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override
    {
        return elementBytes(m_before) + elementBytes(m_after) + selectionBytes(m_selectionBefore);
    }

private:
    HiddenFaces m_before;
    HiddenFaces m_after;
    Selection m_selectionBefore;
};

} // namespace quarry
