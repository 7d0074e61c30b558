#pragma once

#include "model/Mesh.h"

namespace quarry {

// A mesh whose vertex i is the source's vertex sourceOf[i]: every per-vertex
// stream (positions, normals, tangents, bitangents, texcoords, colors,
// skinning, custom attributes, IQE vertex smoothing indexes) and morph
// targets follow. Triangles are left empty for the caller to fill; name,
// material and extras are copied.
Mesh remapVertices(const Mesh &source, const QList<quint32> &sourceOf);

// Triangle-level streams (IQE smoothing per triangle) of the given triangles,
// in order, appended to `target`.
void appendTriangleSmoothing(const Mesh &source, const QList<qsizetype> &triangles, Mesh &target);

} // namespace quarry
