// Posing: keys joints at times with the given channels (translation,
// rotation, scale), replacing keys already at those times. The gizmo's
// drags on posed joints, Key Pose, setKey, pastePose and mirrorPose.
#pragma once

#include "model/commands/EditAnimationCommand.h"
#include "model/ops/PoseKeys.h"

namespace quarry {

class SetKeyCommand : public EditAnimationCommand
{
public:
    SetKeyCommand(Document *document, int animation, const QList<PoseKey> &keys, const QString &text = {},
                  QUndoCommand *parent = nullptr);
};

} // namespace quarry
