#include "model/ops/Clips.h"

#include "model/ops/Retime.h"

#include <algorithm>

namespace quarry {

namespace {

template<typename T>
QList<Key<T>> cutChannel(const QList<Key<T>> &keys, float from, float to, const T &fallback)
{
    if (keys.isEmpty())
        return {};
    QList<Key<T>> out;
    out.append({0.0f, sampleChannel(keys, from, fallback)});
    for (const Key<T> &k : keys)
        if (k.time > from + kKeyTimeTolerance && k.time < to - kKeyTimeTolerance)
            out.append({k.time - from, k.value, k.interpolation});
    if (to - from > kKeyTimeTolerance)
        out.append({to - from, sampleChannel(keys, to, fallback)});
    return out;
}

// One channel of a joined animation: `a` up to its end, then `b` shifted by
// `offset`; an empty side holds `bind`.
template<typename T>
QList<Key<T>> joinChannel(const QList<Key<T>> &a, float aEnd, const QList<Key<T>> &b, float bEnd, float offset,
                          const T &bind)
{
    if (a.isEmpty() && b.isEmpty())
        return {};
    QList<Key<T>> out;
    if (a.isEmpty()) {
        out.append({0.0f, bind});
        if (aEnd > kKeyTimeTolerance)
            out.append({aEnd, bind});
    } else {
        for (const Key<T> &k : a)
            if (k.time <= aEnd + kKeyTimeTolerance)
                out.append(k);
        if (out.isEmpty() || out.last().time < aEnd - kKeyTimeTolerance)
            out.append({aEnd, sampleChannel(a, aEnd, bind)});
    }
    if (b.isEmpty()) {
        out.append({offset, bind});
        if (bEnd > kKeyTimeTolerance)
            out.append({offset + bEnd, bind});
    } else {
        if (b.first().time > kKeyTimeTolerance)
            out.append({offset, sampleChannel(b, 0.0f, bind)});
        for (const Key<T> &k : b)
            out.append({offset + k.time, k.value, k.interpolation});
    }
    return out;
}

} // namespace

Animation cutRange(const Animation &animation, double from, double to)
{
    if (to < from)
        std::swap(from, to);
    from = std::max(from, 0.0);
    to = std::max(to, from);
    Animation out = animation;
    for (JointTrack &t : out.tracks) {
        t.translations = cutChannel(t.translations, float(from), float(to), QVector3D());
        t.rotations = cutChannel(t.rotations, float(from), float(to), QQuaternion());
        t.scales = cutChannel(t.scales, float(from), float(to), QVector3D(1, 1, 1));
    }
    for (MorphTrack &t : out.morphTracks)
        t.weights = cutChannel(t.weights, float(from), float(to), 0.0f);
    out.duration = to - from;
    return out;
}

bool splitAnimation(const Animation &animation, double time, Animation &first, Animation &second)
{
    if (!(animation.fps > 0))
        return false;
    const double frame = 1.0 / animation.fps;
    if (time < frame - kKeyTimeTolerance || time > animation.duration + kKeyTimeTolerance)
        return false;
    first = cutRange(animation, 0.0, std::max(0.0, time - frame));
    second = cutRange(animation, time, animation.duration);
    return true;
}

Animation joinAnimations(const Skeleton &skeleton, const Animation &first, const Animation &second)
{
    Animation out = first;
    out.tracks.clear();
    const float aEnd = float(first.duration);
    const float bEnd = float(second.duration);
    const float offset = aEnd + float(first.fps > 0 ? 1.0 / first.fps : 0.0);
    QList<int> joints;
    for (const JointTrack &t : first.tracks)
        joints.append(t.joint);
    for (const JointTrack &t : second.tracks)
        if (!joints.contains(t.joint))
            joints.append(t.joint);
    std::sort(joints.begin(), joints.end());
    const JointTrack none;
    for (int joint : joints) {
        const JointTrack *a = first.track(joint);
        const JointTrack *b = second.track(joint);
        const Transform bind = joint >= 0 && joint < skeleton.joints.size() ? skeleton.joints[joint].bind : Transform();
        if (!a)
            a = &none;
        if (!b)
            b = &none;
        JointTrack track;
        track.joint = joint;
        track.translations = joinChannel(a->translations, aEnd, b->translations, bEnd, offset, bind.translation);
        track.rotations = joinChannel(a->rotations, aEnd, b->rotations, bEnd, offset, bind.rotation);
        track.scales = joinChannel(a->scales, aEnd, b->scales, bEnd, offset, bind.scale);
        out.tracks.append(track);
    }
    // Morph tracks as joint tracks, a target without a track holding 0.
    out.morphTracks.clear();
    QList<std::pair<int, int>> targets;
    for (const Animation *part : {&first, &second})
        for (const MorphTrack &t : part->morphTracks)
            if (!targets.contains(std::pair(t.mesh, t.target)))
                targets.append({t.mesh, t.target});
    std::sort(targets.begin(), targets.end());
    const MorphTrack noWeights;
    for (const auto &[mesh, target] : std::as_const(targets)) {
        const MorphTrack *a = first.morphTrack(mesh, target);
        const MorphTrack *b = second.morphTrack(mesh, target);
        MorphTrack track;
        track.mesh = mesh;
        track.target = target;
        track.weights = joinChannel((a ? a : &noWeights)->weights, aEnd, (b ? b : &noWeights)->weights, bEnd, offset,
                                    0.0f);
        out.morphTracks.append(track);
    }
    out.duration = double(offset) + second.duration;
    return out;
}

QString uniqueAnimationName(const Model &model, const QString &base)
{
    auto used = [&model](const QString &name) {
        for (const Animation &a : model.animations)
            if (a.name == name)
                return true;
        return false;
    };
    if (!used(base))
        return base;
    for (int i = 2;; ++i) {
        const QString name = QStringLiteral("%1_%2").arg(base).arg(i);
        if (!used(name))
            return name;
    }
}

} // namespace quarry
