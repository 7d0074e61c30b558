// Base of every undoable edit: gives the command write access to the
// document's model. Subclasses store only what they change.
#pragma once

#include "model/Document.h"

#include <QUndoCommand>

namespace quarry {

class Command : public QUndoCommand
{
public:
    explicit Command(Document *document, const QString &text = {}, QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_document(document)
    {}

    // Stable ids for mergeable commands (QUndoCommand::id()).
    enum Id { TransformVerticesId = 1000, SetCurrentTimeKeyId, RetimeKeysId };

protected:
    Document *document() const { return m_document; }
    Model &model() const { return m_document->mutableModel(); }

private:
    Document *m_document;
};

} // namespace quarry
