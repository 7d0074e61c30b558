#include "model/commands/FixTexturePathsCommand.h"

#include <QCoreApplication>

namespace quarry {

FixTexturePathsCommand::FixTexturePathsCommand(Document *document, const TexturePathFix &fix, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("FixTexturePathsCommand", "Fix Texture Paths"), parent)
{
    Model after = document->model();
    m_changed = fixTexturePaths(after, fix);
    capture(after);
}

} // namespace quarry
