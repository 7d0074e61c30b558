#include "io/iqm/IqmBounds.h"
#include "io/iqm/IqmParser.h"

#include <QHash>

#include <bit>

namespace quarry::iqm {

bool IqmReader::parseSkeleton()
{
    if (!checkTable(NumJoints, OfsJoints, kJointSize, tr("joints"))
        || !checkTable(NumPoses, OfsPoses, kPoseSize, tr("poses")))
        return false;
    const quint32 numJoints = field(NumJoints), numPoses = field(NumPoses);
    if (numJoints > 0 && numPoses > 0 && numJoints != numPoses)
        return fail(headerFieldOffset(NumPoses), tr("%1 poses for %2 joints").arg(numPoses).arg(numJoints));
    Model &model = m_result.model;
    model.skeleton.joints.reserve(std::max(numJoints, numPoses));
    for (quint32 i = 0; i < numJoints; ++i) {
        const qint64 at = qint64(field(OfsJoints)) + qint64(i) * kJointSize;
        const char *p = m_data + at;
        Joint joint;
        if (!text(u32(p), at, &joint.name))
            return false;
        const qint32 parent = i32(p + 4);
        if (parent >= qint32(i) && parent >= 0)
            return fail(
                at + 4,
                tr("joint %1 (%2) has parent %3, which does not come before it").arg(i).arg(joint.name).arg(parent));
        joint.parent = parent < 0 ? -1 : parent;
        float v[10];
        for (int c = 0; c < 10; ++c)
            v[c] = f32(p + 8 + 4 * c);
        if (!finite(v, 10, at + 8, tr("joint %1 (%2)").arg(i).arg(joint.name)))
            return false;
        joint.bind.translation = QVector3D(v[0], v[1], v[2]);
        joint.bind.rotation = QQuaternion(v[6], v[3], v[4], v[5]);
        joint.bind.scale = QVector3D(v[7], v[8], v[9]);
        model.skeleton.joints.append(std::move(joint));
    }
    m_poses.resize(numPoses);
    quint64 channels = 0;
    for (quint32 i = 0; i < numPoses; ++i) {
        const qint64 at = qint64(field(OfsPoses)) + qint64(i) * kPoseSize;
        const char *p = m_data + at;
        Pose &pose = m_poses[i];
        const qint32 parent = i32(p);
        if (parent >= qint32(i) && parent >= 0)
            return fail(at, tr("pose %1 has parent %2, which does not come before it").arg(i).arg(parent));
        pose.parent = parent < 0 ? -1 : parent;
        pose.mask = u32(p + 4);
        if (pose.mask >> kChannels)
            warn(at + 4, tr("pose %1: channel mask bits above the ten channels are ignored").arg(i));
        pose.mask &= (1u << kChannels) - 1;
        channels += std::popcount(pose.mask);
        for (int c = 0; c < kChannels; ++c) {
            pose.offset[c] = f32(p + 8 + 4 * c);
            pose.scale[c] = f32(p + 8 + 40 + 4 * c);
        }
        if (!finite(pose.offset, kChannels, at + 8, tr("pose %1 channel offsets").arg(i))
            || !finite(pose.scale, kChannels, at + 48, tr("pose %1 channel scales").arg(i)))
            return false;
        if (numJoints > 0) {
            QByteArray stored(p + 4, kPoseSize - 4);
            model.skeleton.joints[i].extras.insert(QStringLiteral("iqm.pose"), stored);
        }
    }
    if (channels != field(NumFrameChannels) && field(NumFrames) > 0)
        return fail(headerFieldOffset(NumFrameChannels),
                    tr("%1 frame channels, but the poses' masks select %2").arg(field(NumFrameChannels)).arg(channels));
    if (numJoints == 0 && numPoses > 0) {
        // An animation-only file: joints come from the poses.
        model.extras.insert(QLatin1String(kAnimationOnly), true);
        for (quint32 i = 0; i < numPoses; ++i) {
            Joint joint;
            joint.parent = m_poses[i].parent;
            const float *o = m_poses[i].offset;
            joint.bind.translation = QVector3D(o[0], o[1], o[2]);
            joint.bind.rotation = QQuaternion(o[6], o[3], o[4], o[5]);
            joint.bind.scale = QVector3D(o[7], o[8], o[9]);
            const char *p = m_data + field(OfsPoses) + qint64(i) * kPoseSize;
            joint.extras.insert(QStringLiteral("iqm.pose"), QByteArray(p + 4, kPoseSize - 4));
            model.skeleton.joints.append(std::move(joint));
        }
    }
    return true;
}

bool IqmReader::parseAnimations()
{
    if (!checkTable(NumAnims, OfsAnims, kAnimSize, tr("animations")))
        return false;
    const quint32 numFrames = field(NumFrames);
    const quint32 numChannels = field(NumFrameChannels);
    if (numFrames > 0 && numChannels > 0
        && !checkRange(quint64(numFrames) * numChannels, 2, field(OfsFrames), headerFieldOffset(OfsFrames),
                       tr("frames")))
        return false;
    const quint32 count = field(NumAnims);
    if (count > 0 && m_poses.isEmpty() && numFrames > 0)
        return fail(headerFieldOffset(NumAnims), tr("animations without poses"));
    Model &model = m_result.model;
    const qsizetype numPoses = m_poses.size();
    model.animations.reserve(count);
    QList<float> values(qsizetype(numPoses) * kChannels);
    for (quint32 i = 0; i < count; ++i) {
        const qint64 at = qint64(field(OfsAnims)) + qint64(i) * kAnimSize;
        const char *p = m_data + at;
        Animation anim;
        if (!text(u32(p), at, &anim.name))
            return false;
        const quint32 first = u32(p + 4), frames = u32(p + 8);
        const float rate = f32(p + 12);
        const quint32 flags = u32(p + 16);
        if (quint64(first) + frames > numFrames)
            return fail(at + 4, tr("animation %1 (%2): frames %3 to %4 are past the %5 frames of the file")
                                    .arg(i)
                                    .arg(anim.name)
                                    .arg(first)
                                    .arg(quint64(first) + frames)
                                    .arg(numFrames));
        if (!std::isfinite(rate))
            return fail(at + 12, tr("animation %1 (%2): the frame rate is not a finite number").arg(i).arg(anim.name));
        if (rate > 0) {
            anim.fps = rate;
        } else {
            warn(at + 12,
                 tr("animation %1 (%2) has frame rate %3; %4 is used").arg(i).arg(anim.name).arg(rate).arg(anim.fps));
        }
        anim.loop = flags & Loop;
        if (flags & ~quint32(Loop))
            anim.extras.insert(QStringLiteral("iqm.flags"), flags & ~quint32(Loop));
        anim.duration = frames > 0 ? double(frames - 1) / anim.fps : 0.0;
        // A translation, rotation and scale key per joint and frame (52
        // bytes), whether or not the frame stores any channel of the joint.
        if (!spend(quint64(frames) * quint64(numPoses) * 52, at + 8,
                   tr("animation %1 (%2): %3 frames of %4 joints").arg(i).arg(anim.name).arg(frames).arg(numPoses)))
            return false;
        if (frames > 0) {
            anim.tracks.resize(numPoses);
            for (qsizetype j = 0; j < numPoses; ++j) {
                JointTrack &t = anim.tracks[j];
                t.joint = int(j);
                t.translations.resize(frames);
                t.rotations.resize(frames);
                t.scales.resize(frames);
            }
        }
        for (quint32 f = 0; f < frames; ++f) {
            const qint64 frameAt = qint64(field(OfsFrames)) + (qint64(first) + f) * qint64(numChannels) * 2;
            const char *s = m_data + frameAt;
            float *out = values.data();
            for (const Pose &pose : std::as_const(m_poses)) {
                for (int c = 0; c < kChannels; ++c) {
                    if (pose.mask & (1u << c)) {
                        *out++ = decodeChannel(pose.offset[c], pose.scale[c], u16(s));
                        s += 2;
                    } else {
                        *out++ = pose.offset[c];
                    }
                }
            }
            const qsizetype bad = firstNonFinite(values.constData(), values.size());
            if (bad >= 0)
                return fail(frameAt, tr("animation %1 (%2), frame %3: joint %4 takes a value that is not finite")
                                         .arg(i)
                                         .arg(anim.name)
                                         .arg(f)
                                         .arg(bad / kChannels));
            const float time = float(double(f) / anim.fps);
            const float *v = values.constData();
            for (qsizetype j = 0; j < numPoses; ++j, v += kChannels) {
                JointTrack &t = anim.tracks[j];
                t.translations[f] = {time, QVector3D(v[0], v[1], v[2])};
                t.rotations[f] = {time, QQuaternion(v[6], v[3], v[4], v[5])};
                t.scales[f] = {time, QVector3D(v[7], v[8], v[9])};
            }
        }
        model.animations.append(std::move(anim));
    }
    return true;
}

bool IqmReader::parseBounds()
{
    const quint32 ofs = field(OfsBounds);
    const quint32 frames = field(NumFrames);
    if (ofs == 0 || frames == 0)
        return true;
    // Derived data, generated again on writing. A known exporter bug wrote
    // too few records, so a short table is a warning, not an error.
    const quint64 bytes = quint64(frames) * kBoundsSize;
    if (ofs < kHeaderSize || ofs > m_limit || bytes > m_limit - ofs) {
        warn(headerFieldOffset(OfsBounds), tr("the bounds (%1 frames at byte %2) run past the end of the data "
                                              "and are ignored")
                                               .arg(frames)
                                               .arg(ofs));
        return true;
    }
    for (quint64 i = 0; i < quint64(frames) * 8; ++i) {
        const float v = f32(m_data + ofs + i * 4);
        if (!std::isfinite(v)) {
            warn(qint64(ofs + i * 4), tr("the bounds of frame %1 are not finite numbers and are ignored").arg(i / 8));
            return true;
        }
    }
    // Kept with a fingerprint of what they were computed from: written
    // back as they are while that is unchanged (IqmWriter).
    if (const quint64 key = m_boundsKey.valid() ? m_boundsKey.get() : boundsInputsKey(m_data, m_limit)) {
        m_result.model.extras.insert(QStringLiteral("iqm.bounds"), QByteArray(m_data + ofs, qsizetype(bytes)));
        m_result.model.extras.insert(QStringLiteral("iqm.boundsKey"), key);
    }
    return true;
}

} // namespace quarry::iqm
