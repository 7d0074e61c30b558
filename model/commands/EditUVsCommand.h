#pragma once

#include "model/commands/ModelDiffCommand.h"

#include <functional>

namespace quarry {

// An edit of texture coordinates (model/ops/UvEdit): `edit` runs on a copy
// of the model and the command keeps the meshes it changed, before and
// after. Vertices split so that an edited face tears from its neighbour
// are part of the change; the face selection stays as it was.
class EditUVsCommand : public ModelDiffCommand
{
public:
    EditUVsCommand(Document *document, const QString &text, const std::function<void(Model &)> &edit,
                   QUndoCommand *parent = nullptr);
};

} // namespace quarry
