#include "model/commands/SplitAnimationCommand.h"

#include "model/ops/Clips.h"

#include <QCoreApplication>

namespace quarry {

SplitAnimationCommand::SplitAnimationCommand(Document *document, int index, double time, QUndoCommand *parent)
    : ReplaceAnimationsCommand(document, QCoreApplication::translate("SplitAnimationCommand", "Split Clip"), parent)
{
    const Model &model = document->model();
    if (index < 0 || index >= model.animations.size())
        return;
    Animation first, second;
    if (!splitAnimation(model.animations[index], time, first, second))
        return;
    second.name = uniqueAnimationName(model, model.animations[index].name + QStringLiteral("_2"));
    setChange({index}, {{index, first}, {index + 1, second}});
}

} // namespace quarry
