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
        // A vertex-animated mesh's frames (morph targets with positions)
        // get their own normals, from their own faces.
        for (int i : meshesOrAll(after, meshes)) {
            smoothNormalsByAngle(after.meshes[i], maxAngleDegrees);
            smoothMorphNormalsByAngle(after.meshes[i], maxAngleDegrees);
        }
    }
    capture(after);
}

} // namespace quarry
