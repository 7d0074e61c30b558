#include "model/commands/EditUVsCommand.h"

namespace quarry {

EditUVsCommand::EditUVsCommand(Document *document, const QString &text, const std::function<void(Model &)> &edit,
                               QUndoCommand *parent)
    : ModelDiffCommand(document, text, parent)
{
    Model after = document->model();
    edit(after);
    capture(after);
}

} // namespace quarry
