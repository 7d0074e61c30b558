#pragma once

#include "model/commands/Command.h"

namespace quarry {

// Appends a material to the model.
class AddMaterialCommand : public Command
{
public:
    AddMaterialCommand(Document *document, const Material &material, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    Material m_material;
};

} // namespace quarry
