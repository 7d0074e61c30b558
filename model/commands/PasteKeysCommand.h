// Pastes copied keys (from any animation) with their first key at a time.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/Retime.h"

namespace quarry {

class PasteKeysCommand : public EditAnimationCommand
{
public:
    PasteKeysCommand(Document *document, int animation, const KeyClipboard &clipboard, float time,
                     QUndoCommand *parent = nullptr);
};

} // namespace quarry
