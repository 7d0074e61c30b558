#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// A face from three vertices of a mesh, or two triangles from four.
class MakeFaceCommand : public ModelDiffCommand
{
public:
    MakeFaceCommand(Document *document, int mesh, const QList<quint32> &vertices, QUndoCommand *parent = nullptr);
};

} // namespace quarry
