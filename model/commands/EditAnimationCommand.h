// Base of the commands that edit one animation in place (keys, frame rate,
// loop flag, range). Stores the animation before and after; successive
// commands with the same merge key (one drag) merge into one undo step.
#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

class EditAnimationCommand : public Command
{
public:
    void redo() override;
    void undo() override;
    qint64 undoBytes() const override { return animationBytes(m_before) + animationBytes(m_after); }
    int id() const override { return m_mergeKey >= 0 ? RetimeKeysId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

    int animation() const { return m_index; }

    // The model's animation at `index`, or an empty one where there is none.
    static const Animation &animationAt(const Document *document, int index);
    static bool isValid(const Document *document, int index);

protected:
    // `after` is the edited animation; a command that changes nothing (or
    // names no animation) is obsolete and leaves the undo stack alone.
    EditAnimationCommand(Document *document, int index, Animation after, const QString &text, int mergeKey = -1,
                         QUndoCommand *parent = nullptr);

private:
    void apply(const Animation &animation);

    int m_index;
    int m_mergeKey;
    Animation m_before;
    Animation m_after;
};

} // namespace quarry
