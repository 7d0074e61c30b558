#pragma once

#include "model/commands/ModelDiffCommand.h"
#include "model/ops/ModelTransform.h"

namespace quarry {

// Scales, rotates and moves the whole model (meshes, skeleton, animations,
// shapes) with transformModel, so skinning stays consistent. `text` names
// the step in the history ("Scale", "Y-up to Z-up", "Drop to Ground").
class TransformModelCommand : public ModelDiffCommand
{
public:
    TransformModelCommand(Document *document, const Similarity &transform, const QString &text,
                          QUndoCommand *parent = nullptr);
};

} // namespace quarry
