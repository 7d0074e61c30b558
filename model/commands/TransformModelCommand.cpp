#include "model/commands/TransformModelCommand.h"

namespace quarry {

TransformModelCommand::TransformModelCommand(Document *document, const Similarity &transform, const QString &text,
                                             QUndoCommand *parent)
    : ModelDiffCommand(document, text, parent)
{
    Model after = document->model();
    transformModel(after, transform);
    capture(after);
}

} // namespace quarry
