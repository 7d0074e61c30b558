#include "model/commands/RemoveAnimationCommand.h"

#include <QCoreApplication>

namespace quarry {

RemoveAnimationCommand::RemoveAnimationCommand(Document *document, int index, QUndoCommand *parent)
    : ReplaceAnimationsCommand(document, QCoreApplication::translate("RemoveAnimationCommand", "Delete Clip"), parent)
{
    setChange({index}, {});
}

} // namespace quarry
