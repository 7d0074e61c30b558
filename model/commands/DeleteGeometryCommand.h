#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Deletes vertices (with the triangles that use them) or faces of meshes,
// and the vertices left unused. Keys are mesh indexes.
class DeleteGeometryCommand : public ModelDiffCommand
{
public:
    enum class What : quint8 { Vertices, Faces };

    DeleteGeometryCommand(Document *document, What what, const QMap<int, QList<quint32>> &elements,
                          QUndoCommand *parent = nullptr);

    qsizetype removedVertices() const { return m_vertices; }
    qsizetype removedFaces() const { return m_faces; }

private:
    qsizetype m_vertices = 0;
    qsizetype m_faces = 0;
};

} // namespace quarry
