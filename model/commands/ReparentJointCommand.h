#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Hangs a joint from another (or makes it a root, -1), keeping its bind
// pose in model space and its animated world transforms (keys re-expressed
// in the new parent's space, model/ops/JointEdit.h); joints are reordered
// where the new parent comes later. Does nothing on a move that would make
// a cycle.
class ReparentJointCommand : public ModelDiffCommand
{
public:
    ReparentJointCommand(Document *document, int joint, int newParent, QUndoCommand *parent = nullptr);
};

} // namespace quarry
