#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

// Sets an animation's name, frame rate and loop flag (keys are untouched:
// the frame rate says how fixed-rate formats sample it).
class SetAnimationSettingsCommand : public Command
{
public:
    SetAnimationSettingsCommand(Document *document, int index, const QString &name, double fps, bool loop,
                                QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override { return stringBytes(m_oldName) + stringBytes(m_newName); }

private:
    void set(const QString &name, double fps, bool loop);

    int m_index;
    QString m_oldName, m_newName;
    double m_oldFps = 0, m_newFps;
    bool m_oldLoop = false, m_newLoop;
};

} // namespace quarry
