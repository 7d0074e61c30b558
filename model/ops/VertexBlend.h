// Adding vertices and triangles to a mesh so that every stream keeps one
// entry per vertex (or per triangle): copies of a vertex, vertices between
// two, triangles with the IQE smoothing of a like triangle.
#pragma once

#include "model/Mesh.h"

namespace quarry {

// A copy of vertex v in every per-vertex stream (morph targets do not move it).
quint32 appendVertexCopy(Mesh &mesh, quint32 v);

// A vertex at (1 - t) a + t b: positions, normals (renormalized), tangents,
// bitangents, texture coordinates, colours and custom attributes
// interpolated; skin weights of both blended, the largest kept and summing
// as before; IQE vertex smoothing index and integer customs from the nearer.
quint32 appendVertexBetween(Mesh &mesh, quint32 a, quint32 b, float t = 0.5f);

// Appends a triangle; IQE per-triangle smoothing (where the mesh has it) is
// copied from triangle `like`, or neutral when like < 0.
void appendTriangle(Mesh &mesh, const Triangle &triangle, qsizetype like = -1);

} // namespace quarry
