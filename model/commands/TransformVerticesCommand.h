#pragma once

#include "model/commands/Command.h"
#include "model/ops/SelectedVertices.h"

#include <QMatrix4x4>

namespace quarry {

// Applies a matrix to chosen vertices of chosen meshes: positions, and
// normals and tangents by the matrix's normal transform. Successive
// commands on the same vertices with the same merge key >= 0 (one viewport
// drag) merge into one undo step.
class TransformVerticesCommand : public Command
{
public:
    using VertexSet = quarry::VertexSet;

    TransformVerticesCommand(Document *document, const VertexSet &vertices, const QMatrix4x4 &matrix,
                             int mergeKey = -1, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override { return m_mergeKey >= 0 ? TransformVerticesId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

    // Every vertex of the given meshes (model/ops/SelectedVertices).
    static VertexSet allVertices(const Model &model, const QList<int> &meshes)
    {
        return quarry::allVertices(model, meshes);
    }

private:
    struct Saved
    {
        int mesh;
        QList<quint32> vertices;
        QList<QVector3D> positions;
        QList<QVector3D> normals;
        QList<QVector4D> tangents;
    };

    QList<Saved> m_saved;
    QMatrix4x4 m_matrix;
    int m_mergeKey;
};

} // namespace quarry
