#pragma once

#include "model/commands/Command.h"

namespace quarry {

// Points the normals of the given meshes (all when none given) the other way.
// Its own inverse: undo flips again, so the step keeps only the mesh indexes.
class FlipNormalsCommand : public Command
{
public:
    FlipNormalsCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);

    void redo() override { flip(); }
    void undo() override { flip(); }
    qint64 undoBytes() const override;

private:
    void flip();

    QList<int> m_meshes;
};

} // namespace quarry
