#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

// Sets one joint's name and bind pose (the parent changes through
// ReparentJointCommand, which keeps the hierarchy ordered).
class SetJointCommand : public Command
{
public:
    SetJointCommand(Document *document, int index, const QString &name, const Transform &bind,
                    QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override
    {
        return stringBytes(m_oldName) + stringBytes(m_newName) + 2 * qint64(sizeof(Transform));
    }

private:
    int m_index;
    QString m_oldName, m_newName;
    Transform m_oldBind, m_newBind;
};

} // namespace quarry
