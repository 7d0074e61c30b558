#pragma once

#include "model/commands/ModelDiffCommand.h"
#include "model/ops/TexturePaths.h"

namespace quarry {

// Rewrites every material's texture paths (strip directories, change extension).
class FixTexturePathsCommand : public ModelDiffCommand
{
public:
    FixTexturePathsCommand(Document *document, const TexturePathFix &fix, QUndoCommand *parent = nullptr);

    qsizetype count() const { return m_changed; }

private:
    qsizetype m_changed = 0;
};

} // namespace quarry
