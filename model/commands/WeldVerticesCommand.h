#pragma once

#include "model/commands/ModelDiffCommand.h"
#include "model/ops/Welding.h"

namespace quarry {

// Merges identical vertices of the given meshes (all when none given); with
// positionOnly, vertices at one position whatever their other streams.
class WeldVerticesCommand : public ModelDiffCommand
{
public:
    WeldVerticesCommand(Document *document, const QList<int> &meshes, float tolerance = 1e-5f,
                        bool positionOnly = false, QUndoCommand *parent = nullptr);
    // Only the given vertices of each mesh, with each other.
    WeldVerticesCommand(Document *document, float tolerance, bool positionOnly,
                        const QMap<int, QList<quint32>> &vertices, QUndoCommand *parent = nullptr);

    // How many vertices the weld removed.
    qsizetype count() const { return m_stats.removed; }
    // Also what kept vertices within the tolerance apart.
    const WeldStats &stats() const { return m_stats; }

private:
    WeldStats m_stats;
};

} // namespace quarry
