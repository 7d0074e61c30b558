#include "model/commands/FlipNormalsCommand.h"
#include "model/commands/ModelDiffCommand.h"

#include "model/commands/UndoBytes.h"
#include "model/ops/FlipNormals.h"

#include <QCoreApplication>

#include <algorithm>

namespace quarry {

FlipNormalsCommand::FlipNormalsCommand(Document *document, const QList<int> &meshes, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("FlipNormalsCommand", "Flip Normals"), parent)
{
    const Model &m = document->model();
    m_meshes = ModelDiffCommand::meshesOrAll(m, meshes);
    // Only meshes with something to flip change.
    m_meshes.removeIf([&m](int i) {
        const Mesh &mesh = m.meshes[i];
        return mesh.normals.isEmpty() && mesh.tangents.isEmpty()
               && std::all_of(mesh.morphs.cbegin(), mesh.morphs.cend(),
                              [](const MorphTarget &t) { return t.normals.isEmpty(); });
    });
    setObsolete(m_meshes.isEmpty());
}

void FlipNormalsCommand::flip()
{
    for (int i : std::as_const(m_meshes)) {
        flipNormals(model().meshes[i]);
        notifyMeshChanged(i);
    }
}

qint64 FlipNormalsCommand::undoBytes() const
{
    return listBytes(m_meshes);
}

} // namespace quarry
