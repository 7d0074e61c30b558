#include "model/commands/PasteKeysCommand.h"

#include <QCoreApplication>

namespace quarry {

PasteKeysCommand::PasteKeysCommand(Document *document, int animation, const KeyClipboard &clipboard, float time,
                                   QUndoCommand *parent)
    : EditAnimationCommand(document, animation, pasteKeys(animationAt(document, animation), clipboard, time),
                           QCoreApplication::translate("PasteKeysCommand", "Paste Keys"), -1, parent)
{ }

} // namespace quarry
