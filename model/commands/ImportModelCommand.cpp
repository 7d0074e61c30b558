#include "model/commands/ImportModelCommand.h"

#include "model/ops/ModelMerge.h"

#include <QCoreApplication>

namespace quarry {

ImportModelCommand::ImportModelCommand(Document *document, const Model &imported, const QString &name,
                                       QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("ImportModelCommand", "Import %1").arg(name), parent)
{
    Model after = document->model();
    appendModel(after, imported);
    capture(after);
}

} // namespace quarry
