#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Extrudes faces (per mesh index) along their normals by `distance`, with
// walls round each region's rim. The faces stay selected.
class ExtrudeCommand : public ModelDiffCommand
{
public:
    ExtrudeCommand(Document *document, const QMap<int, QList<quint32>> &faces, float distance,
                   QUndoCommand *parent = nullptr);
};

} // namespace quarry
