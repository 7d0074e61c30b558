#include "views/timeline/TimelineRows.h"

#include "model/ops/MorphTracks.h"
#include "model/ops/Retime.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace quarry {

QList<int> hierarchyOrder(const Skeleton &skeleton, QList<int> *depths)
{
    const qsizetype n = skeleton.joints.size();
    QList<QList<int>> children(n);
    QList<int> roots;
    for (qsizetype i = 0; i < n; ++i) {
        const int parent = skeleton.joints[i].parent;
        if (parent >= 0 && parent < i)
            children[parent].append(int(i));
        else
            roots.append(int(i));
    }
    QList<int> order;
    QList<int> depth(n, 0);
    order.reserve(n);
    // Explicit stack: skeletons can be deep chains.
    QList<int> stack;
    for (qsizetype r = roots.size() - 1; r >= 0; --r)
        stack.append(roots[r]);
    while (!stack.isEmpty()) {
        const int j = stack.takeLast();
        order.append(j);
        for (qsizetype c = children[j].size() - 1; c >= 0; --c) {
            depth[children[j][c]] = depth[j] + 1;
            stack.append(children[j][c]);
        }
    }
    if (depths)
        *depths = depth;
    return order;
}

void TimelineRows::rebuild(const Skeleton &skeleton, const Animation *animation, const QSet<int> &collapsed,
                           const QList<int> &only, const QList<Mesh> &meshes)
{
    m_rows.clear();
    m_keyCount = 0;
    QList<int> depths;
    const QList<int> order = hierarchyOrder(skeleton, &depths);
    QList<bool> hasChildren(skeleton.joints.size(), false);
    for (const Joint &j : skeleton.joints)
        if (j.parent >= 0 && j.parent < hasChildren.size())
            hasChildren[j.parent] = true;

    // Key times per joint; tracks of joints the skeleton lacks still show.
    QHash<int, QList<float>> keys;
    QHash<int, QList<Interpolation>> modes;
    QList<float> all;
    if (animation) {
        for (const JointTrack &t : animation->tracks) {
            keys.insert(t.joint, keyTimes(t));
            const QList<Interpolation> m = keyModes(t, keys.value(t.joint));
            if (!m.isEmpty())
                modes.insert(t.joint, m);
        }
        for (const MorphTrack &t : animation->morphTracks) {
            const int row = morphRow(t.mesh, t.target);
            keys.insert(row, keyTimes(t));
            const QList<Interpolation> m = keyModes(t, keys.value(row));
            if (!m.isEmpty())
                modes.insert(row, m);
        }
        // Keys as Select All Keys selects them: a joint (or morph target)
        // at a time, whatever channels it keys there.
        m_keyCount = allKeys(*animation, only).size();
        for (const QList<float> &k : std::as_const(keys))
            all.append(k);
        std::sort(all.begin(), all.end());
        QList<float> unique;
        unique.reserve(all.size());
        for (float t : std::as_const(all))
            if (unique.isEmpty() || t - unique.last() > kKeyTimeTolerance)
                unique.append(t);
        all = std::move(unique);
    }

    TimelineRow summary;
    summary.name = QCoreApplication::translate("TimelineRows", "All keys");
    summary.keys = all;
    m_rows.append(summary);

    int hiddenBelowDepth = -1; // inside a collapsed subtree: its depth
    for (int j : order) {
        const int depth = depths[j];
        if (only.isEmpty()) {
            if (hiddenBelowDepth >= 0 && depth > hiddenBelowDepth)
                continue;
            hiddenBelowDepth = -1;
        } else if (!only.contains(j)) {
            continue;
        }
        TimelineRow row;
        row.joint = j;
        row.depth = only.isEmpty() ? depth : 0;
        row.hasChildren = hasChildren[j] && only.isEmpty();
        row.collapsed = row.hasChildren && collapsed.contains(j);
        row.name = skeleton.joints[j].name;
        row.keys = keys.take(j);
        row.modes = modes.value(j);
        m_rows.append(row);
        if (row.collapsed)
            hiddenBelowDepth = depth;
    }
    // Tracks for joints the skeleton does not have (a file out of step).
    if (only.isEmpty()) {
        QList<int> extra = keys.keys();
        std::sort(extra.begin(), extra.end());
        for (int j : extra) {
            if ((j >= 0 && j < skeleton.joints.size()) || isMorphRow(j))
                continue;
            TimelineRow row;
            row.joint = j;
            row.name = QCoreApplication::translate("TimelineRows", "joint %1").arg(j);
            row.keys = keys.value(j);
            row.modes = modes.value(j);
            m_rows.append(row);
        }
        // A row per animated morph target, in mesh then target order.
        if (animation)
            for (const MorphTrack &t : animation->morphTracks) {
                TimelineRow row;
                row.joint = morphRow(t.mesh, t.target);
                row.name =
                    t.mesh >= 0 && t.mesh < meshes.size() && t.target >= 0 && t.target < meshes[t.mesh].morphs.size()
                        ? meshes[t.mesh].name + QStringLiteral(" / ") + meshes[t.mesh].morphs[t.target].name
                        : QCoreApplication::translate("TimelineRows", "mesh %1 / target %2").arg(t.mesh).arg(t.target);
                row.keys = keys.value(row.joint);
                row.modes = modes.value(row.joint);
                m_rows.append(row);
            }
    }
}

namespace {

template<typename T>
void addModes(const QList<Key<T>> &keys, const QList<float> &times, QList<Interpolation> &modes)
{
    for (const Key<T> &k : keys) {
        if (k.interpolation == Interpolation::Linear)
            continue;
        if (modes.isEmpty())
            modes = QList<Interpolation>(times.size(), Interpolation::Linear);
        const auto it = std::lower_bound(times.cbegin(), times.cend(), k.time - kKeyTimeTolerance);
        if (it != times.cend() && std::abs(*it - k.time) <= kKeyTimeTolerance) {
            Interpolation &m = modes[it - times.cbegin()];
            if (m == Interpolation::Linear)
                m = k.interpolation;
        }
    }
}

} // namespace

QList<Interpolation> keyModes(const JointTrack &track, const QList<float> &times)
{
    QList<Interpolation> modes;
    addModes(track.translations, times, modes);
    addModes(track.rotations, times, modes);
    addModes(track.scales, times, modes);
    return modes;
}

QList<Interpolation> keyModes(const MorphTrack &track, const QList<float> &times)
{
    QList<Interpolation> modes;
    addModes(track.weights, times, modes);
    return modes;
}

int TimelineRows::rowOf(int joint) const
{
    for (qsizetype i = 1; i < m_rows.size(); ++i)
        if (m_rows[i].joint == joint)
            return int(i);
    return -1;
}

QList<int> TimelineRows::joints() const
{
    QList<int> out;
    for (qsizetype i = 1; i < m_rows.size(); ++i)
        out.append(m_rows[i].joint);
    return out;
}

} // namespace quarry
