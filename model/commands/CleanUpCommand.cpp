#include "model/commands/CleanUpCommand.h"

#include "model/ops/DeleteGeometry.h"

#include <QCoreApplication>

namespace quarry {

CleanUpCommand::CleanUpCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("CleanUpCommand", "Clean Up"), parent)
{
    Model after = document->model();
    QMap<int, QList<qint64>> maps;
    for (int i : meshesOrAll(after, meshes)) {
        if (!after.meshes[i].validate().isEmpty())
            continue;
        const GeometryRemoval r = cleanUpMesh(after.meshes[i]);
        m_vertices += r.vertices;
        m_faces += r.triangles;
        if (r.changed())
            maps.insert(i, r.triangleMap);
    }
    capture(after);
    remapHiddenFaces(maps);
    Selection selection = document->selection();
    for (auto it = maps.cbegin(); it != maps.cend(); ++it) {
        selection.vertices.remove(it.key());
        if (selection.faces.contains(it.key()))
            selection.faces[it.key()] = remapFaces(selection.faces.value(it.key()), it.value());
    }
    setSelectionAfter(selection);
}

} // namespace quarry
