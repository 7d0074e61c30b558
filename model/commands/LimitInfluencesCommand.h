#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Keeps each vertex's largest maxInfluences weights (renormalized) in the given meshes (all when none given).
class LimitInfluencesCommand : public ModelDiffCommand
{
public:
    LimitInfluencesCommand(Document *document, const QList<int> &meshes, int maxInfluences = 4,
                           QUndoCommand *parent = nullptr);

    // How many vertices had more influences than allowed.
    qsizetype count() const { return m_changedVertices; }

private:
    qsizetype m_changedVertices = 0;
};

} // namespace quarry
