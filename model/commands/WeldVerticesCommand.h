#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Merges identical vertices of the given meshes (all when none given).
class WeldVerticesCommand : public ModelDiffCommand
{
public:
    WeldVerticesCommand(Document *document, const QList<int> &meshes, float tolerance = 1e-5f, QUndoCommand *parent = nullptr);

    // How many vertices the weld removed.
    qsizetype count() const { return m_removed; }

private:
    qsizetype m_removed = 0;
};

} // namespace quarry
