#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Splits one mesh: the given triangles go to a new mesh inserted right
// after it (SelectedFaces), or every group of connected triangles becomes a
// mesh of its own (LooseParts). New meshes keep the material.
class SplitMeshCommand : public ModelDiffCommand
{
public:
    enum class Mode : quint8 { SelectedFaces, LooseParts };

    SplitMeshCommand(Document *document, int mesh, Mode mode, const QList<quint32> &faces = {},
                     QUndoCommand *parent = nullptr);
};

} // namespace quarry
