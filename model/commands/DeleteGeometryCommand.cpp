#include "model/commands/DeleteGeometryCommand.h"

#include "model/ops/DeleteGeometry.h"

#include <QCoreApplication>

namespace quarry {

DeleteGeometryCommand::DeleteGeometryCommand(Document *document, What what, const QMap<int, QList<quint32>> &elements,
                                             QUndoCommand *parent)
    : ModelDiffCommand(document,
                       what == What::Vertices ? QCoreApplication::translate("DeleteGeometryCommand", "Delete Vertices")
                                              : QCoreApplication::translate("DeleteGeometryCommand", "Delete Faces"),
                       parent)
{
    Model after = document->model();
    QMap<int, QList<qint64>> maps;
    for (auto it = elements.cbegin(); it != elements.cend(); ++it) {
        if (it.key() < 0 || it.key() >= after.meshes.size() || !after.meshes[it.key()].validate().isEmpty())
            continue;
        Mesh &mesh = after.meshes[it.key()];
        const GeometryRemoval r = what == What::Vertices ? deleteVertices(mesh, it.value())
                                                         : deleteFaces(mesh, it.value());
        m_vertices += r.vertices;
        m_faces += r.triangles;
        if (r.changed())
            maps.insert(it.key(), r.triangleMap);
    }
    capture(after);
    remapHiddenFaces(maps);
    Selection selection = document->selection();
    for (auto it = maps.cbegin(); it != maps.cend(); ++it) {
        selection.vertices.remove(it.key());
        selection.faces.remove(it.key());
    }
    setSelectionAfter(selection);
}

} // namespace quarry
