#include "model/commands/JoinAnimationsCommand.h"

#include "model/ops/Clips.h"

#include <QCoreApplication>

namespace quarry {

JoinAnimationsCommand::JoinAnimationsCommand(Document *document, int first, int second, QUndoCommand *parent)
    : ReplaceAnimationsCommand(document, QCoreApplication::translate("JoinAnimationsCommand", "Join Clips"), parent)
{
    const Model &model = document->model();
    const qsizetype n = model.animations.size();
    if (first < 0 || second < 0 || first >= n || second >= n || first == second)
        return;
    const Animation joined = joinAnimations(model.skeleton, model.animations[first], model.animations[second]);
    // After removing both, the joined clip goes where the first one was.
    const int at = first < second ? first : first - 1;
    setChange(first < second ? QList<int>{first, second} : QList<int>{second, first}, {{at, joined}});
}

} // namespace quarry
