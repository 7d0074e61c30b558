#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Recomputes normals: of the given meshes (all when none given) by
// smoothing angle, or of the whole model by its IQE smoothing rules
// (smoothing groups, angles, UV and edge flags), which work across meshes.
class RecomputeNormalsCommand : public ModelDiffCommand
{
public:
    enum class Mode : quint8 { ByAngle, BySmoothingGroups };

    RecomputeNormalsCommand(Document *document, const QList<int> &meshes, Mode mode, float maxAngleDegrees = 180.0f,
                            QUndoCommand *parent = nullptr);
};

} // namespace quarry
