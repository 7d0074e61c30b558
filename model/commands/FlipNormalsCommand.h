#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Points the normals of the given meshes (all when none given) the other way.
class FlipNormalsCommand : public ModelDiffCommand
{
public:
    FlipNormalsCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);
};

} // namespace quarry
