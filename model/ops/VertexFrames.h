// Which frames an edit of a vertex-animated mesh's vertices reaches (an
// MD3's, MD2's or MDL's frames, glTF morph targets: Quarry keeps them as
// the mesh's own positions, frame 0, and one morph target per other frame
// listing the vertices that differ from it). In the bind pose an edit
// moves the vertices in every frame; with an animation shown, in the frame
// shown only; the viewport's tool options and the moveVertices operation
// let the user choose.
#pragma once

#include "model/Model.h"

#include <QList>
#include <QVector3D>

#include <functional>

namespace quarry {

enum class VertexFrames {
    Automatic, // every frame in the bind pose, the shown frame with an animation shown
    Every,
    Shown,
};

// Automatic made definite for the animation shown (-1: the bind pose).
VertexFrames resolvedVertexFrames(VertexFrames frames, int animation);

// The morph target of `mesh` shown at `time` of `animation`: the one the
// animation weighs most (at least one half), or -1 where the mesh's own
// positions are shown (the bind pose, frame 0 of an MD3).
int shownMorphTarget(const Model &model, int mesh, int animation, double time);

// Whether an edit of `mesh`'s own positions must be carried to its morph
// targets (it has any).
inline bool hasVertexFrames(const Mesh &mesh)
{
    return !mesh.morphs.isEmpty();
}

// For an edit of `vertices` of `mesh`, called before the edit changes the
// mesh's own positions and normals (their positions in `before`; `map(i, p)` giving vertex i's edited position for a
// position p, `mapNormal` likewise for normals or empty): carries the edit to the morph targets for `frames` (Every or
// Shown) with `shown` the shown target (-1: the mesh's own positions). Every: each target that lists a vertex gets it
// moved the same way. Shown, a target: that target alone (listing the vertex where it did not); the mesh's own
// positions are then the caller's to leave as they were (shownEditKeepsBase). Shown, the mesh's own positions: every
// target that did not list a vertex lists it at its position before the edit, so the other frames keep it there.
void carryEditToFrames(Mesh &mesh, const QList<quint32> &vertices, const QList<QVector3D> &before,
                       const std::function<QVector3D(qsizetype, const QVector3D &)> &map,
                       const std::function<QVector3D(qsizetype, const QVector3D &)> &mapNormal, VertexFrames frames,
                       int shown);

// Whether, for this scope, the edit leaves the mesh's own positions alone
// (it reaches one morph target only).
inline bool shownEditKeepsBase(VertexFrames frames, int shown)
{
    return frames == VertexFrames::Shown && shown >= 0;
}

} // namespace quarry
