#include "model/commands/AddAnimationCommand.h"

#include <QCoreApplication>

namespace quarry {

AddAnimationCommand::AddAnimationCommand(Document *document, const Animation &animation, int index, const QString &text,
                                         QUndoCommand *parent)
    : ReplaceAnimationsCommand(
        document, text.isEmpty() ? QCoreApplication::translate("AddAnimationCommand", "Add Clip") : text, parent)
{
    if (index < 0)
        index = int(document->model().animations.size());
    setChange({}, {{index, animation}});
}

} // namespace quarry
