#include "model/commands/ReloadModelCommand.h"

#include <QCoreApplication>

namespace quarry {

ReloadModelCommand::ReloadModelCommand(Document *document, const Model &reloaded, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("ReloadModelCommand", "Reload from Disk"), parent)
{
    capture(reloaded);
}

} // namespace quarry
