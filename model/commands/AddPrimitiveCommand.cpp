#include "model/commands/AddPrimitiveCommand.h"

#include <QCoreApplication>

namespace quarry {

AddPrimitiveCommand::AddPrimitiveCommand(Document *document, PrimitiveKind kind, float size, int segments,
                                         QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("AddPrimitiveCommand", "Add Primitive"), parent)
{
    Model after = document->model();
    Mesh mesh = makePrimitive(kind, size, segments);
    // Names stay unique, as the outliner and scripts find meshes by name.
    QStringList names;
    for (const Mesh &m : after.meshes)
        names << m.name;
    const QString base = mesh.name;
    for (int n = 2; names.contains(mesh.name); ++n)
        mesh.name = QStringLiteral("%1 %2").arg(base).arg(n);
    Selection selection;
    selection.meshes = {int(after.meshes.size())};
    after.meshes.append(mesh);
    capture(after);
    setSelectionAfter(selection);
}

} // namespace quarry
