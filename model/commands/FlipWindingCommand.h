#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Reverses the triangle winding of the given meshes (all when none given).
class FlipWindingCommand : public ModelDiffCommand
{
public:
    FlipWindingCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);
};

} // namespace quarry
