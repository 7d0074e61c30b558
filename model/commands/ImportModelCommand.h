#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Adds another model (read from a file) to the open one with appendModel.
class ImportModelCommand : public ModelDiffCommand
{
public:
    ImportModelCommand(Document *document, const Model &imported, const QString &name, QUndoCommand *parent = nullptr);
};

} // namespace quarry
