#pragma once

#include "model/commands/ModelDiffCommand.h"
#include "model/ops/JointEdit.h"

namespace quarry {

// Places a joint in the bind pose (model/ops/JointEdit.h moveJoint): the
// skin stays and the joint is rebound, or its weighted vertices follow.
class MoveJointCommand : public ModelDiffCommand
{
public:
    MoveJointCommand(Document *document, int joint, const JointMove &move, QUndoCommand *parent = nullptr);
};

} // namespace quarry
