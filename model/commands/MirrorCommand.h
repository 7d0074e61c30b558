#pragma once

#include "model/commands/ModelDiffCommand.h"

namespace quarry {

// Adds a mirrored copy of faces (per mesh index; a mesh listed with no
// faces is mirrored whole) across the plane through the origin at right
// angles to `axis` (0 X, 1 Y, 2 Z), merging the seam on the plane when asked.
class MirrorCommand : public ModelDiffCommand
{
public:
    MirrorCommand(Document *document, const QMap<int, QList<quint32>> &faces, int axis, bool mergeSeam,
                  QUndoCommand *parent = nullptr);
};

} // namespace quarry
