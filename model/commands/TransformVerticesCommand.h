#pragma once

#include "model/VertexSkinning.h"
#include "model/commands/Command.h"
#include "model/ops/SelectedVertices.h"

#include <QMatrix4x4>

namespace quarry {

// Applies a matrix to chosen vertices of chosen meshes: positions, and
// normals and tangents by the matrix's normal transform. Given each
// vertex's skinning matrix at a pose, the matrix applies to the posed
// positions instead: each bind-pose vertex gets bindSpaceEdit(its skinning,
// matrix), so the posed selection moves rigidly. Successive commands on the
// same vertices with the same merge key >= 0 (one viewport drag) merge into one undo
// step. A pure move (isTranslation) keeps only positions: normals and
// tangents are neither saved nor touched.
class TransformVerticesCommand : public Command
{
public:
    using VertexSet = quarry::VertexSet;

    TransformVerticesCommand(Document *document, const VertexSet &vertices, const QMatrix4x4 &matrix, int mergeKey = -1,
                             QUndoCommand *parent = nullptr);
    // `skinning`: per mesh, the skinning matrix of each vertex in `vertices`
    // (vertexSkinningMatrices); a mesh without an entry is edited in bind space.
    TransformVerticesCommand(Document *document, const VertexSet &vertices, const VertexMatrices &skinning,
                             const QMatrix4x4 &posedMatrix, int mergeKey = -1, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override { return m_mergeKey >= 0 ? TransformVerticesId : -1; }
    bool mergeWith(const QUndoCommand *other) override;
    qint64 undoBytes() const override;

    // Whether `matrix` only moves points (its linear part is the identity):
    // directions stay as they are, so a move keeps no normals or tangents.
    static bool isTranslation(const QMatrix4x4 &matrix);

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
        QList<QMatrix4x4> skinning; // per vertex; empty: bind space
    };

    QList<Saved> m_saved;
    QMatrix4x4 m_matrix;
    int m_mergeKey;
};

} // namespace quarry
