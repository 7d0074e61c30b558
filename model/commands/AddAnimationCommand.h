// Inserts an animation into the model's list: a new clip, a duplicate, a
// range extracted from another clip.
#pragma once

#include "model/commands/ReplaceAnimationsCommand.h"

namespace quarry {

class AddAnimationCommand : public ReplaceAnimationsCommand
{
public:
    // `index` -1 appends. `text` names the step in the undo history.
    AddAnimationCommand(Document *document, const Animation &animation, int index = -1, const QString &text = {},
                        QUndoCommand *parent = nullptr);
};

} // namespace quarry
