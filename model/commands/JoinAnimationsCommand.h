// Joins two animations into one: the second plays after the first
// (model/ops/Clips.h). The result takes the first one's place and name.
#pragma once

#include "model/commands/ReplaceAnimationsCommand.h"

namespace quarry {

class JoinAnimationsCommand : public ReplaceAnimationsCommand
{
public:
    JoinAnimationsCommand(Document *document, int first, int second, QUndoCommand *parent = nullptr);
};

} // namespace quarry
