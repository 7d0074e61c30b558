#include "model/commands/RecomputeNormalsCommand.h"

#include "model/ops/Normals.h"

#include <QCoreApplication>

namespace quarry {

RecomputeNormalsCommand::RecomputeNormalsCommand(Document *document, const QList<int> &meshes, Mode mode,
                                                 float maxAngleDegrees, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("RecomputeNormalsCommand", "Recompute Normals"), parent)
{
    Model after = document->model();
    if (mode == Mode::BySmoothingGroups) {
        generateIqeNormals(after);
    } else {
        for (int i : meshesOrAll(after, meshes))
            smoothNormalsByAngle(after.meshes[i], maxAngleDegrees);
    }
    capture(after);
}

} // namespace quarry
