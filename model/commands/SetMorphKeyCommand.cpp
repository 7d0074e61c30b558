#include "model/commands/SetMorphKeyCommand.h"

#include "model/ops/MorphTracks.h"

#include <QCoreApplication>

namespace quarry {

namespace {

Animation keyed(const Document *document, int animation, const QList<int> &rows, float time, float weight)
{
    Animation out = EditAnimationCommand::animationAt(document, animation);
    const Model &model = document->model();
    for (int row : rows) {
        const int mesh = morphRowMesh(row), target = morphRowTarget(row);
        if (isMorphRow(row) && mesh < model.meshes.size() && target < model.meshes[mesh].morphs.size())
            out = setMorphKey(out, mesh, target, time, weight);
    }
    return out;
}

} // namespace

SetMorphKeyCommand::SetMorphKeyCommand(Document *document, int animation, const QList<int> &rows, float time,
                                       float weight, QUndoCommand *parent)
    : EditAnimationCommand(document, animation, keyed(document, animation, rows, time, weight),
                           QCoreApplication::translate("SetMorphKeyCommand", "Set Morph Key"), -1, parent)
{ }

} // namespace quarry
