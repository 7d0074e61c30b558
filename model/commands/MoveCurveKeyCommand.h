// Drags a key of one channel in the curve view: a new time and a new value
// of one component. A drag pushes one command per mouse move, each from the
// animation as the drag found it (`source`), with the drag's merge key: one
// undo step per drag.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/CurveEdit.h"

namespace quarry {

class MoveCurveKeyCommand : public EditAnimationCommand
{
public:
    MoveCurveKeyCommand(Document *document, int animation, int joint, CurveChannel channel, qsizetype index, float time,
                        float value, int mergeKey = -1, const Animation *source = nullptr,
                        QUndoCommand *parent = nullptr);
};

} // namespace quarry
