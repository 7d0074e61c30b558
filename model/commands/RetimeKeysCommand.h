// Moves or scales selected keys in time (model/ops/Retime.h retimeKeys).
// A drag pushes one command per mouse move, each computed from the
// animation as it was when the drag began (`source`) and with the drag's
// merge key, so the whole drag is one undo step and keys the drag passes
// over are not lost.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

class RetimeKeysCommand : public EditAnimationCommand
{
public:
    RetimeKeysCommand(Document *document, int animation, const KeySelection &selection, const TimeMap &map,
                      double snapFps = 0.0, int mergeKey = -1, const Animation *source = nullptr,
                      QUndoCommand *parent = nullptr);
};

} // namespace quarry
