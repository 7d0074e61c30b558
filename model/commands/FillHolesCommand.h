#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Closes holes of meshes: in each mesh of `vertices` the loops through
// those vertices' positions; in each other mesh of `meshes` (all when both
// are empty) every loop.
class FillHolesCommand : public ModelDiffCommand
{
public:
    FillHolesCommand(Document *document, const QList<int> &meshes, const QMap<int, QList<quint32>> &vertices,
                     QUndoCommand *parent = nullptr);

    qsizetype filled() const { return m_filled; }

private:
    qsizetype m_filled = 0;
};

} // namespace quarry
