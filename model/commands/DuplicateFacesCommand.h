#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Copies faces into new meshes (one per source mesh, with the vertices
// they use, appended after the last mesh); a mesh listed with no faces is
// copied whole. The copies become the selection.
class DuplicateFacesCommand : public ModelDiffCommand
{
public:
    DuplicateFacesCommand(Document *document, const QMap<int, QList<quint32>> &faces, QUndoCommand *parent = nullptr);
};

} // namespace quarry
