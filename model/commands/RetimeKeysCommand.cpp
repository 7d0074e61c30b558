#include "model/commands/RetimeKeysCommand.h"

#include "model/Document.h"

#include <QCoreApplication>

namespace quarry {

RetimeKeysCommand::RetimeKeysCommand(Document *document, int animation, const KeySelection &selection,
                                     const TimeMap &map, double snapFps, int mergeKey, const Animation *source,
                                     QUndoCommand *parent)
    : EditAnimationCommand(document, animation,
                           retimeKeys(source ? *source : animationAt(document, animation), selection, map, snapFps),
                           map.scale == 1.0 ? QCoreApplication::translate("RetimeKeysCommand", "Move Keys")
                                            : QCoreApplication::translate("RetimeKeysCommand", "Scale Keys"),
                           mergeKey, parent)
    , m_selectionBefore(selection)
    , m_selectionAfter(retimedSelection(selection, map, snapFps))
{ }

void RetimeKeysCommand::redo()
{
    EditAnimationCommand::redo();
    if (!isObsolete() && document()->currentAnimation() == animation())
        document()->setKeySelection(m_selectionAfter);
}

void RetimeKeysCommand::undo()
{
    EditAnimationCommand::undo();
    if (!isObsolete() && document()->currentAnimation() == animation())
        document()->setKeySelection(m_selectionBefore);
}

bool RetimeKeysCommand::mergeWith(const QUndoCommand *other)
{
    if (!EditAnimationCommand::mergeWith(other))
        return false;
    if (const auto *next = dynamic_cast<const RetimeKeysCommand *>(other))
        m_selectionAfter = next->m_selectionAfter;
    return true;
}

} // namespace quarry
