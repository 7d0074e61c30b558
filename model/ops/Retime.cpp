#include "model/ops/Retime.h"

#include "model/ops/MorphTracks.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace quarry {

namespace {

// Index of the first time >= t - tolerance in sorted `times`.
qsizetype lowerIndex(const QList<float> &times, float t)
{
    return std::lower_bound(times.cbegin(), times.cend(), t - kKeyTimeTolerance) - times.cbegin();
}

bool containsTime(const QList<float> &times, float t)
{
    const qsizetype i = lowerIndex(times, t);
    return i < times.size() && std::abs(times[i] - t) <= kKeyTimeTolerance;
}

template<typename T>
qsizetype keyLowerIndex(const QList<Key<T>> &keys, float t)
{
    return std::lower_bound(keys.cbegin(), keys.cend(), t - kKeyTimeTolerance,
                            [](const Key<T> &k, float v) { return k.time < v; })
           - keys.cbegin();
}

// Sets the key at time t (replacing one within the tolerance). Without an
// interpolation given, a replaced key keeps its own and a new key takes that
// of the span it splits.
template<typename T>
void setKey(QList<Key<T>> &keys, float t, const T &value, std::optional<Interpolation> interpolation = {})
{
    const qsizetype i = keyLowerIndex(keys, t);
    if (i < keys.size() && std::abs(keys[i].time - t) <= kKeyTimeTolerance)
        keys[i] = {t, value, interpolation.value_or(keys[i].interpolation)};
    else
        keys.insert(
            i, {t, value,
                interpolation.value_or(i > 0 && i < keys.size() ? keys[i - 1].interpolation : Interpolation::Linear)});
}

template<typename T>
bool hasKeyAt(const QList<Key<T>> &keys, float t)
{
    const qsizetype i = keyLowerIndex(keys, t);
    return i < keys.size() && std::abs(keys[i].time - t) <= kKeyTimeTolerance;
}

float snapTime(float t, double snapFps)
{
    if (snapFps > 0)
        t = float(std::round(double(t) * snapFps) / snapFps);
    return std::max(t, 0.0f);
}

template<typename T>
void retimeChannel(QList<Key<T>> &keys, const QList<float> &selected, const TimeMap &map, double snapFps)
{
    if (keys.isEmpty() || selected.isEmpty())
        return;
    QList<Key<T>> moved;
    QList<Key<T>> kept;
    for (const Key<T> &k : std::as_const(keys)) {
        if (containsTime(selected, k.time))
            moved.append({snapTime(map.map(k.time), snapFps), k.value, k.interpolation});
        else
            kept.append(k);
    }
    if (moved.isEmpty())
        return;
    // A scale below zero reverses the order; two keys landing on one time keep the later one.
    std::stable_sort(moved.begin(), moved.end(), [](const Key<T> &a, const Key<T> &b) { return a.time < b.time; });
    QList<Key<T>> unique;
    for (const Key<T> &k : std::as_const(moved)) {
        if (!unique.isEmpty() && std::abs(unique.last().time - k.time) <= kKeyTimeTolerance)
            unique.last() = k;
        else
            unique.append(k);
    }
    QList<float> movedTimes;
    movedTimes.reserve(unique.size());
    for (const Key<T> &k : std::as_const(unique))
        movedTimes.append(k.time);
    QList<Key<T>> out;
    out.reserve(kept.size() + unique.size());
    for (const Key<T> &k : std::as_const(kept))
        if (!containsTime(movedTimes, k.time))
            out.append(k);
    const qsizetype middle = out.size();
    out.append(unique);
    std::inplace_merge(out.begin(), out.begin() + middle, out.end(),
                       [](const Key<T> &a, const Key<T> &b) { return a.time < b.time; });
    keys = std::move(out);
}

// The keys retimeChannel drops, by their original times: moved keys that a
// later moved key lands on, and unselected keys under a moved key.
template<typename T>
void replacedChannelKeys(const QList<Key<T>> &keys, const QList<float> &selected, const TimeMap &map, double snapFps,
                         QList<float> &lost)
{
    QList<std::pair<float, float>> moved; // (new time, old time)
    for (const Key<T> &k : keys)
        if (containsTime(selected, k.time))
            moved.append({snapTime(map.map(k.time), snapFps), k.time});
    if (moved.isEmpty())
        return;
    std::stable_sort(moved.begin(), moved.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<float> landed;
    for (qsizetype i = 0; i < moved.size(); ++i) {
        if (!landed.isEmpty() && std::abs(landed.last() - moved[i].first) <= kKeyTimeTolerance) {
            lost.append(moved[i - 1].second); // the later one wins, as in retimeChannel
            landed.last() = moved[i].first;
        } else {
            landed.append(moved[i].first);
        }
    }
    for (const Key<T> &k : keys)
        if (!containsTime(selected, k.time) && containsTime(landed, k.time))
            lost.append(k.time);
}

template<typename T>
void deleteChannelKeys(QList<Key<T>> &keys, const QList<float> &selected)
{
    keys.removeIf([&selected](const Key<T> &k) { return containsTime(selected, k.time); });
}

template<typename T>
void copyChannel(const QList<Key<T>> &keys, const QList<float> &selected, float origin, QList<Key<T>> &out)
{
    for (const Key<T> &k : keys)
        if (containsTime(selected, k.time))
            out.append({k.time - origin, k.value, k.interpolation});
}

template<typename T>
void reverseChannel(QList<Key<T>> &keys, float from, float to, const T &fallback)
{
    if (keys.isEmpty())
        return;
    // Pin the poses at the ends so the outside of the range keeps its motion.
    if (!hasKeyAt(keys, from))
        setKey(keys, from, sampleChannel(keys, from, fallback));
    if (!hasKeyAt(keys, to))
        setKey(keys, to, sampleChannel(keys, to, fallback));
    for (Key<T> &k : keys)
        if (k.time >= from - kKeyTimeTolerance && k.time <= to + kKeyTimeTolerance)
            k.time = std::clamp(from + to - k.time, from, to);
    std::stable_sort(keys.begin(), keys.end(), [](const Key<T> &a, const Key<T> &b) { return a.time < b.time; });
}

float lastKeyTime(const Animation &animation)
{
    float last = 0;
    for (const JointTrack &t : animation.tracks) {
        if (!t.translations.isEmpty())
            last = std::max(last, t.translations.last().time);
        if (!t.rotations.isEmpty())
            last = std::max(last, t.rotations.last().time);
        if (!t.scales.isEmpty())
            last = std::max(last, t.scales.last().time);
    }
    for (const MorphTrack &t : animation.morphTracks)
        if (!t.weights.isEmpty())
            last = std::max(last, t.weights.last().time);
    return last;
}

// The morph track of (mesh, target), created (in mesh, target order) when missing.
MorphTrack &morphTrackFor(Animation &animation, int mesh, int target)
{
    if (MorphTrack *t = animation.morphTrack(mesh, target))
        return *t;
    qsizetype at = 0;
    while (at < animation.morphTracks.size()
           && std::pair(animation.morphTracks[at].mesh, animation.morphTracks[at].target) < std::pair(mesh, target))
        ++at;
    MorphTrack track;
    track.mesh = mesh;
    track.target = target;
    animation.morphTracks.insert(at, track);
    return animation.morphTracks[at];
}

// The track of `joint`, created (in joint order) when missing.
JointTrack &trackFor(Animation &animation, int joint)
{
    if (JointTrack *t = animation.track(joint))
        return *t;
    qsizetype at = 0;
    while (at < animation.tracks.size() && animation.tracks[at].joint < joint)
        ++at;
    JointTrack track;
    track.joint = joint;
    animation.tracks.insert(at, track);
    return animation.tracks[at];
}

} // namespace

bool KeySelection::isEmpty() const
{
    for (const QList<float> &t : times)
        if (!t.isEmpty())
            return false;
    return true;
}

qsizetype KeySelection::size() const
{
    qsizetype n = 0;
    for (const QList<float> &t : times)
        n += t.size();
    return n;
}

bool KeySelection::contains(int joint, float time) const
{
    const auto it = times.constFind(joint);
    return it != times.cend() && containsTime(*it, time);
}

void KeySelection::insert(int joint, float time)
{
    QList<float> &list = times[joint];
    const qsizetype i = lowerIndex(list, time);
    if (i < list.size() && std::abs(list[i] - time) <= kKeyTimeTolerance)
        return;
    list.insert(i, time);
}

void KeySelection::remove(int joint, float time)
{
    auto it = times.find(joint);
    if (it == times.end())
        return;
    const qsizetype i = lowerIndex(*it, time);
    if (i < it->size() && std::abs(it->at(i) - time) <= kKeyTimeTolerance)
        it->removeAt(i);
    if (it->isEmpty())
        times.erase(it);
}

float KeySelection::firstTime() const
{
    float first = 0;
    bool any = false;
    for (const QList<float> &t : times)
        if (!t.isEmpty()) {
            first = any ? std::min(first, t.first()) : t.first();
            any = true;
        }
    return first;
}

float KeySelection::lastTime() const
{
    float last = 0;
    for (const QList<float> &t : times)
        if (!t.isEmpty())
            last = std::max(last, t.last());
    return last;
}

QList<float> keyTimes(const JointTrack &track)
{
    QList<float> all;
    all.reserve(track.keyCount());
    for (const Vec3Key &k : track.translations)
        all.append(k.time);
    for (const QuatKey &k : track.rotations)
        all.append(k.time);
    for (const Vec3Key &k : track.scales)
        all.append(k.time);
    std::sort(all.begin(), all.end());
    QList<float> out;
    out.reserve(all.size());
    for (float t : std::as_const(all))
        if (out.isEmpty() || t - out.last() > kKeyTimeTolerance)
            out.append(t);
    return out;
}

KeySelection allKeys(const Animation &animation, const QList<int> &joints)
{
    return keysInRange(animation, -INFINITY, INFINITY, joints);
}

KeySelection keysInRange(const Animation &animation, float from, float to, const QList<int> &joints)
{
    KeySelection selection;
    for (const JointTrack &track : animation.tracks) {
        if (!joints.isEmpty() && !joints.contains(track.joint))
            continue;
        QList<float> times;
        for (float t : keyTimes(track))
            if (t >= from - kKeyTimeTolerance && t <= to + kKeyTimeTolerance)
                times.append(t);
        if (!times.isEmpty())
            selection.times.insert(track.joint, times);
    }
    for (const MorphTrack &track : animation.morphTracks) {
        const int row = morphRow(track.mesh, track.target);
        if (!joints.isEmpty() && !joints.contains(row))
            continue;
        QList<float> times;
        for (float t : keyTimes(track))
            if (t >= from - kKeyTimeTolerance && t <= to + kKeyTimeTolerance)
                times.append(t);
        if (!times.isEmpty())
            selection.times.insert(row, times);
    }
    return selection;
}

Animation retimeKeys(const Animation &animation, const KeySelection &selection, const TimeMap &map, double snapFps)
{
    if (selection.isEmpty() || (map.isIdentity() && snapFps <= 0))
        return animation;
    Animation out = animation;
    const float lastBefore = lastKeyTime(animation);
    for (JointTrack &track : out.tracks) {
        const auto it = selection.times.constFind(track.joint);
        if (it == selection.times.cend())
            continue;
        retimeChannel(track.translations, *it, map, snapFps);
        retimeChannel(track.rotations, *it, map, snapFps);
        retimeChannel(track.scales, *it, map, snapFps);
    }
    for (MorphTrack &track : out.morphTracks) {
        const auto it = selection.times.constFind(morphRow(track.mesh, track.target));
        if (it != selection.times.cend())
            retimeChannel(track.weights, *it, map, snapFps);
    }
    const float lastAfter = lastKeyTime(out);
    if (lastBefore >= float(animation.duration) - kKeyTimeTolerance)
        out.duration = lastAfter;
    else
        out.duration = std::max(animation.duration, double(lastAfter));
    return out;
}

KeySelection retimedSelection(const KeySelection &selection, const TimeMap &map, double snapFps)
{
    KeySelection out;
    for (auto it = selection.times.cbegin(); it != selection.times.cend(); ++it)
        for (float t : *it)
            out.insert(it.key(), snapTime(map.map(t), snapFps));
    return out;
}

qsizetype replacedKeyCount(const Animation &animation, const KeySelection &selection, const TimeMap &map,
                           double snapFps)
{
    qsizetype count = 0;
    const auto countLost = [&count](QList<float> &lost) {
        std::sort(lost.begin(), lost.end());
        for (qsizetype i = 0; i < lost.size(); ++i)
            if (i == 0 || lost[i] - lost[i - 1] > kKeyTimeTolerance)
                ++count;
    };
    for (const JointTrack &track : animation.tracks) {
        const auto it = selection.times.constFind(track.joint);
        if (it == selection.times.cend() || it->isEmpty())
            continue;
        QList<float> lost; // original times of the keys retimeChannel drops
        replacedChannelKeys(track.translations, *it, map, snapFps, lost);
        replacedChannelKeys(track.rotations, *it, map, snapFps, lost);
        replacedChannelKeys(track.scales, *it, map, snapFps, lost);
        countLost(lost);
    }
    for (const MorphTrack &track : animation.morphTracks) {
        const auto it = selection.times.constFind(morphRow(track.mesh, track.target));
        if (it == selection.times.cend() || it->isEmpty())
            continue;
        QList<float> lost;
        replacedChannelKeys(track.weights, *it, map, snapFps, lost);
        countLost(lost);
    }
    return count;
}

Animation deleteKeys(const Animation &animation, const KeySelection &selection)
{
    Animation out = animation;
    for (JointTrack &track : out.tracks) {
        const auto it = selection.times.constFind(track.joint);
        if (it == selection.times.cend())
            continue;
        deleteChannelKeys(track.translations, *it);
        deleteChannelKeys(track.rotations, *it);
        deleteChannelKeys(track.scales, *it);
    }
    out.tracks.removeIf([](const JointTrack &t) { return t.isEmpty(); });
    for (MorphTrack &track : out.morphTracks) {
        const auto it = selection.times.constFind(morphRow(track.mesh, track.target));
        if (it != selection.times.cend())
            deleteChannelKeys(track.weights, *it);
    }
    out.morphTracks.removeIf([](const MorphTrack &t) { return t.isEmpty(); });
    return out;
}

Animation insertKeys(const Animation &animation, const QList<int> &joints, float time, const QList<Transform> &pose)
{
    Animation out = animation;
    time = std::max(time, 0.0f);
    for (int joint : joints) {
        if (isMorphRow(joint)) {
            MorphTrack &track = morphTrackFor(out, morphRowMesh(joint), morphRowTarget(joint));
            setKey(track.weights, time, sampleChannel(track.weights, time, 0.0f));
            continue;
        }
        if (joint < 0 || joint >= pose.size())
            continue;
        JointTrack &track = trackFor(out, joint);
        const Transform &p = pose[joint];
        if (track.isEmpty()) {
            track.translations.append({time, p.translation});
            track.rotations.append({time, p.rotation});
            track.scales.append({time, p.scale});
            continue;
        }
        if (!track.translations.isEmpty())
            setKey(track.translations, time, sampleChannel(track.translations, time, p.translation));
        if (!track.rotations.isEmpty())
            setKey(track.rotations, time, sampleChannel(track.rotations, time, p.rotation));
        if (!track.scales.isEmpty())
            setKey(track.scales, time, sampleChannel(track.scales, time, p.scale));
    }
    out.duration = std::max(out.duration, double(time));
    return out;
}

KeyClipboard copyKeys(const Animation &animation, const KeySelection &selection)
{
    KeyClipboard clip;
    if (selection.isEmpty())
        return clip;
    const float origin = selection.firstTime();
    for (const JointTrack &track : animation.tracks) {
        const auto it = selection.times.constFind(track.joint);
        if (it == selection.times.cend())
            continue;
        JointTrack copy;
        copy.joint = track.joint;
        copyChannel(track.translations, *it, origin, copy.translations);
        copyChannel(track.rotations, *it, origin, copy.rotations);
        copyChannel(track.scales, *it, origin, copy.scales);
        if (!copy.isEmpty())
            clip.tracks.insert(track.joint, copy);
    }
    for (const MorphTrack &track : animation.morphTracks) {
        const int row = morphRow(track.mesh, track.target);
        const auto it = selection.times.constFind(row);
        if (it == selection.times.cend())
            continue;
        // The weights as the x of translation keys (see ops/MorphTracks.h).
        JointTrack copy;
        copy.joint = row;
        for (const FloatKey &k : track.weights)
            if (containsTime(*it, k.time))
                copy.translations.append({k.time - origin, QVector3D(k.value, 0, 0), k.interpolation});
        if (!copy.isEmpty())
            clip.tracks.insert(row, copy);
    }
    clip.length = selection.lastTime() - origin;
    return clip;
}

Animation pasteKeys(const Animation &animation, const KeyClipboard &clipboard, float time)
{
    Animation out = animation;
    time = std::max(time, 0.0f);
    for (const JointTrack &source : clipboard.tracks) {
        if (isMorphRow(source.joint)) {
            MorphTrack &track = morphTrackFor(out, morphRowMesh(source.joint), morphRowTarget(source.joint));
            for (const Vec3Key &k : source.translations)
                setKey(track.weights, time + k.time, k.value.x(), k.interpolation);
            continue;
        }
        JointTrack &track = trackFor(out, source.joint);
        for (const Vec3Key &k : source.translations)
            setKey(track.translations, time + k.time, k.value, k.interpolation);
        for (const QuatKey &k : source.rotations)
            setKey(track.rotations, time + k.time, k.value, k.interpolation);
        for (const Vec3Key &k : source.scales)
            setKey(track.scales, time + k.time, k.value, k.interpolation);
    }
    if (!clipboard.isEmpty())
        out.duration = std::max(out.duration, double(time + clipboard.length));
    return out;
}

KeySelection pastedSelection(const KeyClipboard &clipboard, float time)
{
    KeySelection selection;
    time = std::max(time, 0.0f);
    for (const JointTrack &track : clipboard.tracks)
        for (float t : keyTimes(track))
            selection.insert(track.joint, time + t);
    return selection;
}

Animation reverseRange(const Animation &animation, float from, float to)
{
    if (to < from)
        std::swap(from, to);
    from = std::max(from, 0.0f);
    if (to - from <= kKeyTimeTolerance)
        return animation;
    Animation out = animation;
    for (JointTrack &track : out.tracks) {
        reverseChannel(track.translations, from, to, QVector3D());
        reverseChannel(track.rotations, from, to, QQuaternion());
        reverseChannel(track.scales, from, to, QVector3D(1, 1, 1));
    }
    for (MorphTrack &track : out.morphTracks)
        reverseChannel(track.weights, from, to, 0.0f);
    out.duration = std::max(out.duration, double(lastKeyTime(out)));
    return out;
}

Animation makeLoopSeamless(const Animation &animation)
{
    Animation out = animation;
    const float end = float(animation.duration);
    if (end <= kKeyTimeTolerance)
        return out;
    for (JointTrack &track : out.tracks) {
        if (!track.translations.isEmpty())
            setKey(track.translations, end, sampleChannel(track.translations, 0.0f, QVector3D()));
        if (!track.rotations.isEmpty())
            setKey(track.rotations, end, sampleChannel(track.rotations, 0.0f, QQuaternion()));
        if (!track.scales.isEmpty())
            setKey(track.scales, end, sampleChannel(track.scales, 0.0f, QVector3D(1, 1, 1)));
    }
    for (MorphTrack &track : out.morphTracks)
        if (!track.weights.isEmpty())
            setKey(track.weights, end, sampleChannel(track.weights, 0.0f, 0.0f));
    return out;
}

} // namespace quarry
