#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Gives every triangle corner of the given meshes (all when none given) its own vertex.
class UnweldVerticesCommand : public ModelDiffCommand
{
public:
    UnweldVerticesCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);
};

} // namespace quarry
