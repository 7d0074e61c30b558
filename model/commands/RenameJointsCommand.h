#pragma once

#include "model/commands/ModelDiffCommand.h"

#include <QRegularExpression>

namespace quarry {

// Renames every joint matching a regular expression (e.g. "^Bip01 " -> "").
class RenameJointsCommand : public ModelDiffCommand
{
public:
    RenameJointsCommand(Document *document, const QRegularExpression &pattern, const QString &replacement,
                        QUndoCommand *parent = nullptr);

    qsizetype count() const { return m_renamed; }

private:
    qsizetype m_renamed = 0;
};

} // namespace quarry
