#pragma once

#include "model/VertexSkinning.h"
#include "model/commands/Command.h"
#include "model/ops/SelectedVertices.h"
#include "model/ops/VertexFrames.h"

#include <QMatrix4x4>

namespace quarry {

// Applies a matrix to chosen vertices of chosen meshes: positions, and
// normals and tangents by the matrix's normal transform. Given each
// vertex's skinning matrix at a pose, the matrix applies to the posed
// positions instead: each bind-pose vertex gets bindSpaceEdit(its skinning,
// matrix), so the posed selection moves rigidly. Successive commands on the
// same vertices with the same merge key >= 0 (one viewport drag) merge into one undo
// step. A pure move (isTranslation) keeps only positions: normals and
// tangents are neither saved nor touched. A vertex-animated mesh (morph
// targets: an MD3's frames) has the edit carried to its frames as
// `frames()` says (model/ops/VertexFrames): by default every frame in the
// bind pose, the frame shown with an animation shown.
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

    // Which frames of a vertex-animated mesh the edit reaches; set before
    // the command is pushed. Automatic is resolved for the animation shown
    // when the command was made.
    void setFrames(VertexFrames frames);
    VertexFrames frames() const { return m_frames; }

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
        QList<MorphTarget> morphs; // the mesh's frames before the edit, where it has any
        int shown = -1; // the morph target shown (-1: the mesh's own positions)
    };

    QList<Saved> m_saved;
    int m_animation = -1; // shown when the command was made
    VertexFrames m_frames = VertexFrames::Every;
    QMatrix4x4 m_matrix;
    int m_mergeKey;
};

} // namespace quarry
