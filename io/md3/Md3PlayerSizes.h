// A Quake III player's parts as the split makes them (0 lower, 1 upper,
// 2 head: quake3PlayerJointParts), and their sizes as the memory estimate
// counts them (io/md3/Md3PlayerFrames), which the export and quarry check
// share.
#pragma once

#include "io/md3/Md3PlayerFrames.h"
#include "model/Model.h"

#include <array>

namespace quarry {

// The part a triangle goes with: the one most of its vertices are in
// (lower on a tie).
int quake3PlayerTrianglePart(const Triangle &t, const QList<int> &vertexPart);

// The model with only the triangles of `part`; meshes left empty are
// dropped, their morph tracks with them.
Model quake3PlayerPartModel(const Model &model, const QList<QList<int>> &vertexParts, int part);

// A part over MD3's 32 surfaces (meshes split at the caps): its meshes that
// share a shader merged. The fix line naming `file`, or none.
QString fitQuake3PartSurfaces(Model &part, const QString &file);

// Each part's size: its vertices (with `lods` levels of detail) and largest
// surface once its meshes sharing a shader are merged, its tags, and as IQM
// its meshes, joints (the tag joints included) and names.
std::array<Quake3PartSize, 3> quake3PlayerPartSizes(const Model &model, const QList<QList<int>> &vertexParts, int lods);

} // namespace quarry
