#include "model/commands/RenameJointsCommand.h"

#include "model/ops/SkeletonEdit.h"

#include <QCoreApplication>

namespace quarry {

RenameJointsCommand::RenameJointsCommand(Document *document, const QRegularExpression &pattern,
                                         const QString &replacement, QUndoCommand *parent)
    : ModelDiffCommand(document, QCoreApplication::translate("RenameJointsCommand", "Rename Joints"), parent)
{
    Model after = document->model();
    m_renamed = renameJoints(after, pattern, replacement);
    capture(after);
}

} // namespace quarry
