#include "model/commands/SetJointRotationKeyCommand.h"

#include <QCoreApplication>

#include <cmath>

namespace quarry {

SetJointRotationKeyCommand::SetJointRotationKeyCommand(Document *document, int animation, int joint, double time,
                                                       const QQuaternion &rotation, int mergeKey, QUndoCommand *parent)
    : Command(document, QCoreApplication::translate("SetJointRotationKeyCommand", "Pose Joint"), parent)
    , m_animation(animation)
    , m_joint(joint)
    , m_time(float(time))
    , m_rotation(rotation.normalized())
    , m_mergeKey(mergeKey)
{
    const Model &m = document->model();
    if (animation < 0 || animation >= m.animations.size() || joint < 0 || joint >= m.skeleton.joints.size()
        || !std::isfinite(time) || time < 0 || !std::isfinite(rotation.lengthSquared()) || rotation.isNull()) {
        setObsolete(true);
        return;
    }
    const Animation &a = m.animations[animation];
    for (qsizetype i = 0; i < a.tracks.size(); ++i)
        if (a.tracks[i].joint == joint) {
            m_trackIndex = i;
            m_before = a.tracks[i];
            break;
        }
    if (!m.skeleton.joints[joint].name.isEmpty())
        setText(
            QCoreApplication::translate("SetJointRotationKeyCommand", "Pose %1").arg(m.skeleton.joints[joint].name));
}

void SetJointRotationKeyCommand::redo()
{
    if (isObsolete())
        return;
    Animation &a = model().animations[m_animation];
    if (m_trackIndex < 0) {
        JointTrack track;
        track.joint = m_joint;
        a.tracks.append(track);
    }
    JointTrack &track = m_trackIndex < 0 ? a.tracks.last() : a.tracks[m_trackIndex];
    QList<QuatKey> &keys = track.rotations;
    qsizetype at = 0;
    while (at < keys.size() && keys[at].time < m_time - float(kTimeTolerance))
        ++at;
    if (at < keys.size() && std::abs(keys[at].time - m_time) <= float(kTimeTolerance))
        keys[at].value = m_rotation;
    else
        keys.insert(at, QuatKey{m_time, m_rotation});
    notifyAnimationChanged(m_animation);
}

void SetJointRotationKeyCommand::undo()
{
    if (isObsolete())
        return;
    Animation &a = model().animations[m_animation];
    if (m_trackIndex < 0)
        a.tracks.removeLast();
    else
        a.tracks[m_trackIndex] = *m_before;
    notifyAnimationChanged(m_animation);
}

bool SetJointRotationKeyCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetJointRotationKeyCommand *>(other);
    if (m_mergeKey < 0 || next->m_mergeKey != m_mergeKey || next->m_animation != m_animation || next->m_joint != m_joint
        || next->m_time != m_time)
        return false;
    m_rotation = next->m_rotation;
    return true;
}

} // namespace quarry
