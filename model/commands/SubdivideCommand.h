#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Subdivides faces (per mesh index; a mesh listed with no faces whole):
// each into four, neighbours split so that no crack opens. The pieces of
// the chosen faces become the face selection.
class SubdivideCommand : public ModelDiffCommand
{
public:
    SubdivideCommand(Document *document, const QMap<int, QList<quint32>> &faces, QUndoCommand *parent = nullptr);
};

} // namespace quarry
