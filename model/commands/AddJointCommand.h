#pragma once

#include "model/commands/ModelDiffCommand.h"

#include <QVector3D>

namespace quarry {

// Adds a joint (model/ops/JointEdit.h addJoint) and selects it: a root or a
// child, at a position in model space. An attachment point is such a joint
// that no vertex is weighted to (for weapons and tags).
class AddJointCommand : public ModelDiffCommand
{
public:
    AddJointCommand(Document *document, const QString &name, int parentJoint, const QVector3D &position,
                    QUndoCommand *parent = nullptr);

    // The new joint's index (-1 when the parent was out of range).
    int joint() const { return m_joint; }
    QString name() const { return m_name; }

private:
    int m_joint = -1;
    QString m_name;
};

} // namespace quarry
