// Base of the commands that change the list of animations (add, delete,
// split, join): removes some animations and inserts others, and puts them
// back on undo. Stores only the animations it removes and inserts.
#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

#include <utility>

namespace quarry {

class ReplaceAnimationsCommand : public Command
{
public:
    void redo() override;
    void undo() override;
    qint64 undoBytes() const override
    {
        qint64 n = 0;
        for (const auto &removed : m_removed)
            n += animationBytes(removed.second);
        for (const auto &inserted : m_inserted)
            n += animationBytes(inserted.second);
        return n;
    }

protected:
    explicit ReplaceAnimationsCommand(Document *document, const QString &text, QUndoCommand *parent = nullptr);

    // `removed`: indexes in the model before the command; `inserted`: final
    // indexes of the new animations after the removal. Sorted ascending.
    void setChange(const QList<int> &removed, QList<std::pair<int, Animation>> inserted);

private:
    void removeAll(const QList<std::pair<int, Animation>> &list);
    void insertAll(const QList<std::pair<int, Animation>> &list);

    QList<std::pair<int, Animation>> m_removed;
    QList<std::pair<int, Animation>> m_inserted;
};

} // namespace quarry
