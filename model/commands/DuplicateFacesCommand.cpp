#include "model/commands/DuplicateFacesCommand.h"

#include "model/ops/MeshCombine.h"
#include "model/ops/MorphTracks.h"

#include <QCoreApplication>

namespace quarry {

DuplicateFacesCommand::DuplicateFacesCommand(Document *document, const QMap<int, QList<quint32>> &faces,
                                             QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("DuplicateFacesCommand", "Duplicate"), parent)
{
    Model after = document->model();
    Selection selection;
    for (auto it = faces.cbegin(); it != faces.cend(); ++it) {
        if (it.key() < 0 || it.key() >= document->model().meshes.size())
            continue;
        Mesh source = document->model().meshes[it.key()];
        if (!source.validate().isEmpty())
            continue;
        const QString name = QCoreApplication::translate("DuplicateFacesCommand", "%1 copy").arg(source.name);
        Mesh copy;
        if (it.value().isEmpty()) {
            copy = source;
            copy.name = name;
        } else {
            copy = extractTriangles(source, it.value(), name);
            copy.material = source.material;
            if (copy.triangles.isEmpty())
                continue;
        }
        // The copy keeps the targets, and moves with them as the original does.
        copyMorphTracksToInserted(after.animations, it.key(), int(after.meshes.size()), 1);
        selection.meshes.append(int(after.meshes.size()));
        after.meshes.append(copy);
    }
    capture(after);
    setSelectionAfter(selection);
}

} // namespace quarry
