#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Removes degenerate triangles (repeated corners or no area) and vertices
// no triangle uses from the given meshes (all when none given).
class CleanUpCommand : public ModelDiffCommand
{
public:
    CleanUpCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);

    qsizetype removedVertices() const { return m_vertices; }
    qsizetype removedFaces() const { return m_faces; }

private:
    qsizetype m_vertices = 0;
    qsizetype m_faces = 0;
};

} // namespace quarry
