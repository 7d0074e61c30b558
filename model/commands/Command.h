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
    { }

    // The ids of mergeable commands (QUndoCommand::id()), all here so that
    // no two kinds share one: the undo stack offers a command to merge with
    // any of the same id. Continuous gestures (viewport and timeline drags,
    // material sliders) merge by a key of their own, one per gesture.
    enum Id { TransformVerticesId = 1000, RetimeKeysId = 1002, SetJointRotationKeyId, SetMaterialId, EditWeightsId };

    // The bytes of model data this step holds to undo and redo itself
    // (model/commands/UndoBytes.h says how they are counted). Steps that
    // are their own inverse hold next to nothing; the undo budget drops the
    // oldest steps by these counts.
    virtual qint64 undoBytes() const = 0;

protected:
    Document *document() const { return m_document; }
    Model &model() const { return m_document->mutableModel(); }
    // After changing the model: tells the views (Document's signals) and
    // keeps the selection valid.
    void notifyMeshChanged(int index) const { m_document->notifyMeshChanged(index); }
    void notifyMeshInserted(int index) const { m_document->notifyMeshInserted(index); }
    void notifyMeshRemoved(int index) const { m_document->notifyMeshRemoved(index); }
    void notifyMeshesReset() const { m_document->notifyMeshesReset(); }
    void notifyMaterialChanged(int index) const { m_document->notifyMaterialChanged(index); }
    void notifyMaterialsChanged() const { m_document->notifyMaterialsChanged(); }
    void notifyJointChanged(int index) const { m_document->notifyJointChanged(index); }
    void notifySkeletonChanged() const { m_document->notifySkeletonChanged(); }
    void notifyAnimationChanged(int index) const { m_document->notifyAnimationChanged(index); }
    void notifyAnimationsChanged() const { m_document->notifyAnimationsChanged(); }
    void notifyAnimationInserted(int index) const { m_document->notifyAnimationInserted(index); }
    void notifyAnimationRemoved(int index) const { m_document->notifyAnimationRemoved(index); }
    void notifyShapesChanged() const { m_document->notifyShapesChanged(); }
    void notifyObjectChanged(ObjectKind kind, int index) const { m_document->notifyObjectChanged(kind, index); }

private:
    Document *m_document;
};

} // namespace quarry
