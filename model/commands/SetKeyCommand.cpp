#include "model/commands/SetKeyCommand.h"

#include <QCoreApplication>

namespace quarry {

namespace {

Animation keyed(const Document *document, int animation, const QList<PoseKey> &keys)
{
    Animation a = EditAnimationCommand::animationAt(document, animation);
    applyPoseKeys(a, int(document->model().skeleton.joints.size()), keys);
    return a;
}

} // namespace

SetKeyCommand::SetKeyCommand(Document *document, int animation, const QList<PoseKey> &keys, const QString &text,
                             QUndoCommand *parent)
    : EditAnimationCommand(document, animation, keyed(document, animation, keys),
                           text.isEmpty() ? QCoreApplication::translate("SetKeyCommand", "Set Key") : text, -1, parent)
{ }

} // namespace quarry
