// The rows the timeline shows for an animation: a summary row of every key,
// then one row per joint in hierarchy order (depth-first), without the
// descendants of collapsed joints, or only the chosen joints when filtered,
// then (unfiltered) one row per animated morph target, by mesh.
// Each row caches its key times (merged over channels) for painting.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QSet>

namespace quarry {

struct TimelineRow
{
    int joint = -1; // -1: the summary row; a morph row (ops/MorphTracks.h) for a morph track
    int depth = 0;
    bool hasChildren = false;
    bool collapsed = false;
    QString name;
    QList<float> keys; // sorted key times
    // The interpolation at each key time (the first curved one of its
    // channels); empty when every key of the row is Linear.
    QList<Interpolation> modes;
};

// keyTimes(track)'s interpolations, or empty when all are Linear.
QList<Interpolation> keyModes(const JointTrack &track, const QList<float> &times);
QList<Interpolation> keyModes(const MorphTrack &track, const QList<float> &times);

class TimelineRows
{
public:
    // Rebuilds the rows. `only` non-empty: show just these joints.
    // Morph rows are labelled "mesh / target" from `meshes`.
    void rebuild(const Skeleton &skeleton, const Animation *animation, const QSet<int> &collapsed,
                 const QList<int> &only, const QList<Mesh> &meshes = {});

    const QList<TimelineRow> &rows() const { return m_rows; }
    qsizetype size() const { return m_rows.size(); }
    const TimelineRow &at(qsizetype i) const { return m_rows[i]; }
    // Row index of a joint, or -1 when it is not shown.
    int rowOf(int joint) const;
    // The joints (and morph rows) of the shown rows (summary row excluded).
    QList<int> joints() const;
    // The clip's keys (of the joints shown alone, where only some are), a
    // joint or morph target at a time: what Select All Keys selects.
    qsizetype keyCount() const { return m_keyCount; }

private:
    QList<TimelineRow> m_rows;
    qsizetype m_keyCount = 0;
};

// Depth-first order of the joints (each parent followed by its subtree) and
// each joint's depth.
QList<int> hierarchyOrder(const Skeleton &skeleton, QList<int> *depths = nullptr);

} // namespace quarry
