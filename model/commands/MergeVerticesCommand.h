#pragma once

#include "model/commands/ModelDiffCommand.h"

#include <QVector3D>

namespace quarry {

// Moves the given vertices (per mesh index) to one position and merges
// those that then agree; triangles that collapse and vertices left unused go.
class MergeVerticesCommand : public ModelDiffCommand
{
public:
    // `anchorMesh`, `anchorVertex`: the vertex whose place the others take
    // in every frame of a vertex-animated mesh (-1: their centre's).
    MergeVerticesCommand(Document *document, const QMap<int, QList<quint32>> &vertices, const QVector3D &target,
                         int anchorMesh = -1, qint64 anchorVertex = -1, QUndoCommand *parent = nullptr);

    qsizetype removedVertices() const { return m_vertices; }

private:
    qsizetype m_vertices = 0;
};

} // namespace quarry
