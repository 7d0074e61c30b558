#include "model/commands/AddMaterialCommand.h"

#include <QCoreApplication>

namespace quarry {

AddMaterialCommand::AddMaterialCommand(Document *document, const Material &material, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("AddMaterialCommand", "Add Material \"%1\"").arg(material.name),
              parent)
    , m_material(material)
{ }

void AddMaterialCommand::redo()
{
    model().materials.append(m_material);
    notifyMaterialsChanged();
}

void AddMaterialCommand::undo()
{
    model().materials.removeLast();
    Selection s = document()->selection();
    s.materials.removeAll(int(model().materials.size()));
    document()->setSelection(s);
    notifyMaterialsChanged();
}

} // namespace quarry
