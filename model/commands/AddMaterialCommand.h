#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

namespace quarry {

// Appends a material to the model.
class AddMaterialCommand : public Command
{
public:
    AddMaterialCommand(Document *document, const Material &material, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override { return materialBytes(m_material); }

private:
    Material m_material;
};

} // namespace quarry
