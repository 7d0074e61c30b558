// Every per-vertex stream of a mesh, in one walk: code that copies, picks or
// appends vertices visits the streams through forEachVertexStream, so a
// stream added to Mesh is added here once and every such operation follows.
#pragma once

#include "model/Mesh.h"

namespace quarry {

// Calls f(stream, stride) for each per-vertex stream of `mesh`: positions,
// normals, tangents, bitangents, every texture-coordinate set, colours,
// the skinning slots (stride influencesPerVertex), every custom attribute
// (stride its component count) and the IQE vertex smoothing indexes. An
// empty stream is visited too; `stream` has stride entries per vertex when
// it is not empty. Morph targets, which list only the vertices they move,
// are not streams.
template<typename MeshT, typename F>
void forEachVertexStream(MeshT &mesh, F &&f)
{
    f(mesh.positions, qsizetype(1));
    f(mesh.normals, qsizetype(1));
    f(mesh.tangents, qsizetype(1));
    f(mesh.bitangents, qsizetype(1));
    for (auto &set : mesh.texcoords)
        f(set, qsizetype(1));
    f(mesh.colors, qsizetype(1));
    if (mesh.influencesPerVertex > 0) {
        f(mesh.blendIndexes, qsizetype(mesh.influencesPerVertex));
        f(mesh.blendWeights, qsizetype(mesh.influencesPerVertex));
    }
    for (auto &custom : mesh.customs)
        f(custom.values, qsizetype(custom.components));
    f(mesh.smoothing.vertexIndices, qsizetype(1));
}

} // namespace quarry
