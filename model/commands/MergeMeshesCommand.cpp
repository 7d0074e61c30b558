#include "model/commands/MergeMeshesCommand.h"

#include "model/ops/MeshCombine.h"
#include "model/ops/MorphTracks.h"

#include <QCoreApplication>

#include <algorithm>

namespace quarry {

MergeMeshesCommand::MergeMeshesCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("MergeMeshesCommand", "Merge Meshes"), parent)
{
    Model after = document->model();
    QList<int> chosen;
    for (int i : meshes)
        if (i >= 0 && i < after.meshes.size() && !chosen.contains(i))
            chosen.append(i);
    std::sort(chosen.begin(), chosen.end());
    if (chosen.size() < 2) {
        setObsolete(true);
        return;
    }
    QList<Mesh> parts;
    for (int i : chosen)
        parts.append(after.meshes[i]);
    after.meshes[chosen.first()] = mergeMeshes(parts);
    for (qsizetype k = chosen.size() - 1; k >= 1; --k)
        after.meshes.removeAt(chosen[k]);
    mergeMorphTracks(document->model(), after, chosen);
    capture(after);
}

} // namespace quarry
