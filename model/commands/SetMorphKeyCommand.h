// Keys the weight of one morph target of one mesh at a time (setKey's
// morph=NAME, weight=W), replacing a key at that time.
#pragma once

#include "model/commands/EditAnimationCommand.h"

namespace quarry {

class SetMorphKeyCommand : public EditAnimationCommand
{
public:
    SetMorphKeyCommand(Document *document, int animation, const QList<int> &rows, float time, float weight,
                       QUndoCommand *parent = nullptr);
};

} // namespace quarry
