#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"
#include "model/ops/WeightEdit.h"

namespace quarry {

// Sets the skin weights of some vertices (assign, remove, type, paint,
// mirror, automatic weights): stores the old and new slots of only the
// vertices it changes. Successive commands with the same merge key >= 0
// (one brush stroke) merge into one undo step.
class EditWeightsCommand : public Command
{
public:
    EditWeightsCommand(Document *document, const WeightChanges &changes, const QString &text, int mergeKey = -1,
                       QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override
    {
        qint64 n = 0;
        for (const WeightChange &c : m_changes)
            n += listBytes(c.vertices) + listBytes(c.oldIndexes) + listBytes(c.oldWeights) + listBytes(c.newIndexes)
                 + listBytes(c.newWeights);
        return n;
    }
    int id() const override { return m_mergeKey >= 0 ? EditWeightsId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

    // How many vertices get new weights.
    qsizetype count() const;

private:
    WeightChanges m_changes;
    int m_mergeKey;
};

} // namespace quarry
