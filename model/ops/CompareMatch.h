// What corresponds to what between two models: meshes, joints, materials
// and animations by name where names exist, else by order; vertices by
// index where a mesh pair has the same topology, else by their bind-pose
// position, so that welded or split seams and reordered vertices still
// find their counterparts.
#pragma once

#include "model/Model.h"
#include "model/ops/CompareSkin.h"

#include <QList>
#include <QStringList>

#include <utility>
#include <vector>

namespace quarry::compare {

// For each name of `a`, the index of its counterpart in `b` or -1: equal
// names first; where no name matched at all, by order; after names, an
// unnamed item of A takes the unnamed item of B at its index.
QList<int> matchNames(const QStringList &a, const QStringList &b);

// Per mesh, joint, material and animation of A: its counterpart in B or -1.
struct ModelPairs
{
    QList<int> meshes;
    QList<int> joints;
    QList<int> materials;
    QList<int> animations;
};
ModelPairs matchModels(const Model &a, const Model &b);

struct VertexMatch
{
    // (vertex of A, vertex of B), indexes into the skin tables; sorted, unique.
    std::vector<std::pair<int, int>> pairs;
    qsizetype unmatchedA = 0;
    qsizetype unmatchedB = 0;
    qsizetype matchedA = 0;
};

// Meshes paired with the same topology (vertex count and triangles), or
// with the same vertex count and vertices that coincide at the same index
// (all but a few), are paired index by index, so moved vertices stay
// paired with themselves however far they moved. Every other vertex of A takes the
// nearest vertex of B within `radius` and every other vertex of B the
// nearest of A (near ties: the paired mesh first, then the closest texture
// coordinates and normal).
VertexMatch matchVertices(const Model &a, const SkinTable &ta, const Model &b, const SkinTable &tb,
                          const QList<int> &meshPairs, float radius);

} // namespace quarry::compare
