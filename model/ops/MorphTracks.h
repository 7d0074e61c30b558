// Keeping animations' morph tracks in step with the meshes and targets
// they name, and the timeline's rows for them.
#pragma once

#include "model/Model.h"

#include <QStringList>

#include <functional>
#include <utility>

namespace quarry {

// A key selection's row for a morph track (KeySelection, ops/Retime.h):
// rows >= 0 are joints, rows <= -2 name (mesh, target), mesh < 32768 and
// target < 65536. The key operations of ops/Retime.h (allKeys, keysInRange,
// retimeKeys, deleteKeys, insertKeys, copyKeys, pasteKeys, reverseRange,
// makeLoopSeamless) and ops/Timing.h take morph rows beside joints; a
// KeyClipboard holds a morph row's weights as the x of translation keys of
// the JointTrack under that row.
constexpr int morphRow(int mesh, int target)
{
    return -2 - (mesh * 65536 + target);
}
constexpr bool isMorphRow(int row)
{
    return row <= -2;
}
constexpr int morphRowMesh(int row)
{
    return (-2 - row) / 65536;
}
constexpr int morphRowTarget(int row)
{
    return (-2 - row) % 65536;
}

// Where each morph track goes: the (mesh, target) pairs it becomes (none:
// dropped; several: copied).
using MorphTrackMap = std::function<QList<std::pair<int, int>>(int mesh, int target)>;

// Every animation's morph tracks moved by `map`, sorted by mesh then target;
// two tracks landing on one target keep the first.
void remapMorphTracks(QList<Animation> &animations, const MorphTrackMap &map);

// After meshes are removed or reordered: newIndex[old mesh] is its new
// index, or -1 when it is gone (tracks of meshes past the list are dropped).
void remapMorphTrackMeshes(QList<Animation> &animations, const QList<int> &newIndex);

// The new index of each of `meshCount` meshes after those at `removed`
// (any order, strays ignored) go; -1 for a removed one.
QList<int> meshIndexesAfterRemoval(qsizetype meshCount, const QList<int> &removed);

// After the meshes `merged` (sorted, at least two) of `before` became one
// at merged.first() (mergeMeshes: each part's targets in turn), in `after`.
void mergeMorphTracks(const Model &before, Model &after, const QList<int> &merged);

// After `count` meshes were inserted at `at`, each a piece of the mesh
// `source` (its index before the insertion) with the same targets: every
// piece animates as the source does.
void copyMorphTracksToInserted(QList<Animation> &animations, int source, int at, int count);

// The key times of a morph track, merged within kKeyTimeTolerance.
QList<float> keyTimes(const MorphTrack &track);

// The rows (joints, morph rows) of `rows` that name a joint or target of
// `model`.
QList<int> existingRows(const Model &model, const QList<int> &rows);

// Tracks naming a mesh or target `model` lacks, and empty tracks, dropped.
void pruneMorphTracks(Model &model);

// The animation with the weight of `target` of `mesh` keyed at `time`
// (replacing a key there; the track made when missing, in order).
Animation setMorphKey(const Animation &animation, int mesh, int target, float time, float weight);

// The morph rows `names` picks (comma-separated): a target's name alone
// picks that target in every mesh having it (in `mesh` only, when mesh >=
// 0); "MESH / TARGET" (the timeline's label) picks one. Names are matched
// exactly. `unknown` collects the names that pick nothing.
QList<int> morphRowsNamed(const Model &model, const QString &names, int mesh = -1, QStringList *unknown = nullptr);

// The label of a morph row: "mesh name / target name".
QString morphRowLabel(const Model &model, int row);

} // namespace quarry
