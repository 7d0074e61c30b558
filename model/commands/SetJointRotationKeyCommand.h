#pragma once

#include "model/commands/Command.h"
#include "model/commands/UndoBytes.h"

#include <QQuaternion>

#include <optional>

namespace quarry {

// Posing: sets the local rotation of a joint at a time of an animation by
// adding a rotation key there, or replacing the key already at that time.
// Successive commands for the same animation, joint and time with the same
// merge key >= 0 (one viewport drag) merge into one undo step.
class SetJointRotationKeyCommand : public Command
{
public:
    SetJointRotationKeyCommand(Document *document, int animation, int joint, double time, const QQuaternion &rotation,
                               int mergeKey = -1, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    qint64 undoBytes() const override { return m_before ? trackBytes(*m_before) : 0; }
    int id() const override { return m_mergeKey >= 0 ? SetJointRotationKeyId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

    // Keys closer than this (seconds) count as the same time.
    static constexpr double kTimeTolerance = 1e-4;

private:
    int m_animation;
    int m_joint;
    float m_time;
    QQuaternion m_rotation;
    int m_mergeKey;
    // The joint's track before the change, or none where it had none.
    std::optional<JointTrack> m_before;
    qsizetype m_trackIndex = -1;
};

} // namespace quarry
