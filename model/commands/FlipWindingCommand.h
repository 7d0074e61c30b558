#pragma once

#include "model/commands/Command.h"

namespace quarry {

// Reverses the triangle winding of the given meshes (all when none given).
// Its own inverse: undo flips again, so the step keeps only the mesh
// indexes. Triangles keep their indexes, so hidden and selected faces stay.
class FlipWindingCommand : public Command
{
public:
    FlipWindingCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);

    void redo() override { flip(); }
    void undo() override { flip(); }
    qint64 undoBytes() const override;

private:
    void flip();

    QList<int> m_meshes;
};

} // namespace quarry
