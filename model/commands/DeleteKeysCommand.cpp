#include "model/commands/DeleteKeysCommand.h"

#include <QCoreApplication>

namespace quarry {

DeleteKeysCommand::DeleteKeysCommand(Document *document, int animation, const KeySelection &selection,
                                     QUndoCommand *parent)
    : EditAnimationCommand(document, animation, deleteKeys(animationAt(document, animation), selection),
                           QCoreApplication::translate("DeleteKeysCommand", "Delete Keys"), -1, parent)
{ }

} // namespace quarry
