#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

// Renames a mesh, material, joint, animation or shape.
class RenameCommand : public Command
{
public:
    RenameCommand(Document *document, ObjectKind kind, int index, const QString &name, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override { return stringBytes(m_oldName) + stringBytes(m_newName); }

    // Whether the object exists (a command on a missing object does nothing).
    static bool isValid(const Model &model, ObjectKind kind, int index);

private:
    QString &nameRef() const;

    ObjectKind m_kind;
    int m_index;
    QString m_oldName;
    QString m_newName;
};

} // namespace quarry
