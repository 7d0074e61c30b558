#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Scales each vertex's weights to sum to one in the given meshes (all when none given).
class NormalizeWeightsCommand : public ModelDiffCommand
{
public:
    NormalizeWeightsCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent = nullptr);

    // How many vertices had their weights rescaled.
    qsizetype count() const { return m_changedVertices; }

private:
    qsizetype m_changedVertices = 0;
};

} // namespace quarry
