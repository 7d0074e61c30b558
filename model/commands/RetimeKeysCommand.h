// Moves or scales selected keys in time (model/ops/Retime.h retimeKeys).
// A drag pushes one command per mouse move, each computed from the
// animation as it was when the drag began (`source`) and with the drag's
// merge key, so the whole drag is one undo step and keys the drag passes
// over are not lost. The key selection follows: undo selects the keys
// where they were, redo where they went (never keys that happen to lie at
// the other times).
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

    void redo() override;
    void undo() override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    KeySelection m_selectionBefore;
    KeySelection m_selectionAfter;
};

} // namespace quarry
