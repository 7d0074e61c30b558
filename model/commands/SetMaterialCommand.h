#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

// Replaces one material's fields (name, colors, maps) with new values;
// undo puts the old ones back. Edits of one material within one editing
// gesture merge when `mergeKey` is the same non-empty string.
class SetMaterialCommand : public Command
{
public:
    SetMaterialCommand(Document *document, int index, const Material &material, const QString &mergeKey = {},
                       QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override { return materialBytes(m_old) + materialBytes(m_new); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : SetMaterialId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_index;
    Material m_old;
    Material m_new;
    QString m_mergeKey;
};

} // namespace quarry
