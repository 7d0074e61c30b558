#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Merges the given meshes (at least two) into one at the first one's place,
// with the first one's name and material.
class MergeMeshesCommand : public ModelDiffCommand
{
public:
    MergeMeshesCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);
};

} // namespace quarry
