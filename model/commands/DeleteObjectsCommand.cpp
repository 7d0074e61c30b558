#include "model/commands/DeleteObjectsCommand.h"

#include "model/ops/MeshCombine.h"
#include "model/ops/MorphTracks.h"
#include "model/ops/SkeletonEdit.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace quarry {

namespace {

// Removes the listed indexes (any order, duplicates and strays ignored).
template<typename T>
void removeIndexes(QList<T> &list, QList<int> indexes)
{
    std::sort(indexes.begin(), indexes.end(), std::greater<int>());
    indexes.erase(std::unique(indexes.begin(), indexes.end()), indexes.end());
    for (int i : indexes)
        if (i >= 0 && i < list.size())
            list.removeAt(i);
}

} // namespace

DeleteObjectsCommand::DeleteObjectsCommand(Document *document, const Selection &selection, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("DeleteObjectsCommand", "Delete"), parent)
{
    Model after = document->model();
    // Faces first (their mesh indexes are the current ones), unless the whole mesh goes.
    for (auto it = selection.faces.cbegin(); it != selection.faces.cend(); ++it)
        if (it.key() >= 0 && it.key() < after.meshes.size() && !selection.meshes.contains(it.key())
            && after.meshes[it.key()].validate().isEmpty())
            extractTriangles(after.meshes[it.key()], it.value(), QString());
    if (!selection.meshes.isEmpty())
        remapMorphTrackMeshes(after.animations, meshIndexesAfterRemoval(after.meshes.size(), selection.meshes));
    removeIndexes(after.meshes, selection.meshes);
    if (!selection.materials.isEmpty()) {
        const qsizetype count = after.materials.size();
        QList<int> newIndex(count);
        int next = 0;
        for (int i = 0; i < count; ++i)
            newIndex[i] = selection.materials.contains(i) ? -1 : next++;
        for (Mesh &mesh : after.meshes)
            if (mesh.material >= 0 && mesh.material < count)
                mesh.material = newIndex[mesh.material];
        removeIndexes(after.materials, selection.materials);
    }
    removeJoints(after, selection.joints);
    removeIndexes(after.animations, selection.animations);
    removeIndexes(after.shapes, selection.shapes);
    capture(after);
}

} // namespace quarry
