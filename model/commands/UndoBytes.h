// How many bytes of model data an undo step holds: the payload of the lists
// and strings it keeps (element size times length), not the allocator's
// overhead or the command object itself. A list the same before and after
// (one buffer, shared with the model) costs the step nothing; see
// ModelDiffCommand. The History dock adds these up and the undo
// budget (model/UndoBudget.h) drops the oldest steps by them.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

#include <QList>
#include <QSet>
#include <QString>

class QUndoCommand;

namespace quarry {

// While one is alive (on this thread), a list buffer is counted only the
// first time listBytes sees it: adding up a history where one step's
// "after" lists are the next step's "before" (one buffer), each buffer
// counts once. Walked from the newest step to the oldest, a buffer goes to
// the newest step holding it, so that dropping the oldest steps frees what
// they were counted for.
class BufferCountOnce
{
public:
    BufferCountOnce();
    ~BufferCountOnce();
    BufferCountOnce(const BufferCountOnce &) = delete;
    BufferCountOnce &operator=(const BufferCountOnce &) = delete;

    // False when a BufferCountOnce is alive and has seen `data` already.
    static bool firstSight(const void *data);

private:
    QSet<const void *> m_seen;
    BufferCountOnce *m_outer;
};

template<typename T>
qint64 listBytes(const QList<T> &list)
{
    if (list.isEmpty() || !BufferCountOnce::firstSight(list.constData()))
        return 0;
    return qint64(list.size()) * qint64(sizeof(T));
}

qint64 stringBytes(const QString &s);
qint64 extrasBytes(const QVariantMap &extras);
qint64 meshBytes(const Mesh &mesh);
qint64 materialBytes(const Material &material);
qint64 jointBytes(const Joint &joint);
qint64 skeletonBytes(const Skeleton &skeleton);
qint64 trackBytes(const JointTrack &track);
qint64 animationBytes(const Animation &animation);
qint64 shapeBytes(const Shape &shape);
qint64 elementBytes(const QMap<int, QList<quint32>> &elements); // selections, hidden faces
qint64 selectionBytes(const Selection &selection);

// A mesh before and after a change: every list of each, but nothing for a
// list the two share (unchanged by the edit, so one buffer, the model's).
qint64 meshPairBytes(const Mesh &before, const Mesh &after);

// Makes `after` share every list that holds the same values as in `before`
// (an operation that wrote a list without changing it detached it), so a
// step keeps one copy of what did not change.
void shareUnchanged(const Mesh &before, Mesh &after);

// The bytes a step on an undo stack holds: a quarry Command's undoBytes(),
// plus those of its children (a macro's steps).
qint64 commandBytes(const QUndoCommand *command);

} // namespace quarry
