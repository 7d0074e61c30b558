#include "model/commands/MergeVerticesCommand.h"

#include "model/ops/MergeVertices.h"

#include <QCoreApplication>

namespace quarry {

MergeVerticesCommand::MergeVerticesCommand(Document *document, const QMap<int, QList<quint32>> &vertices,
                                           const QVector3D &target, int anchorMesh, qint64 anchorVertex,
                                           QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("MergeVerticesCommand", "Merge Vertices"), parent)
{
    Model after = document->model();
    QMap<int, QList<qint64>> maps;
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= after.meshes.size())
            continue;
        const GeometryRemoval r = mergeVertices(after.meshes[it.key()], it.value(), target,
                                                it.key() == anchorMesh ? anchorVertex : -1);
        m_vertices += r.vertices;
        if (!r.triangleMap.isEmpty())
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
