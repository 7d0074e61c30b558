// Keys the given joints at a time with the pose the animation has there.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

class InsertKeysCommand : public EditAnimationCommand
{
public:
    InsertKeysCommand(Document *document, int animation, const QList<int> &joints, float time,
                      QUndoCommand *parent = nullptr);
};

} // namespace quarry
