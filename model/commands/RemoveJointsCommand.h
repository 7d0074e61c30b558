#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Removes joints with removeJoints (children rehung, weights moved to the
// nearest kept ancestor). unusedJoints() gives the "remove unused joints" set.
class RemoveJointsCommand : public ModelDiffCommand
{
public:
    RemoveJointsCommand(Document *document, const QList<int> &joints, QUndoCommand *parent = nullptr);

    qsizetype count() const { return m_removed; }

private:
    qsizetype m_removed = 0;
};

} // namespace quarry
