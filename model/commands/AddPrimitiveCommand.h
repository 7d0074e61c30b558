#pragma once

#include "model/commands/ModelDiffCommand.h"
#include "model/ops/Primitives.h"

namespace quarry {

// Adds a primitive mesh (see makePrimitive) after the last mesh and selects it.
class AddPrimitiveCommand : public ModelDiffCommand
{
public:
    AddPrimitiveCommand(Document *document, PrimitiveKind kind, float size, int segments,
                        QUndoCommand *parent = nullptr);
};

} // namespace quarry
