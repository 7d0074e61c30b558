#pragma once

#include "model/Model.h"

namespace quarry {

// One mesh holding every given mesh's vertices and triangles, in order.
// Streams some meshes lack are filled with neutral values (zero normals,
// zero texture coordinates, white, no weight) so every stream keeps one
// entry per vertex. Name and material are the first mesh's.
Mesh mergeMeshes(const QList<Mesh> &meshes);

// Meshes that draw with the same material (by the string that names it in
// files, materialReference) merged into the first of them, in place, with
// their morph tracks (mergeMorphTracks). Meshes without a material are
// left alone. Returns the names of the meshes merged into another.
QStringList mergeMeshesSharingMaterial(Model &model);

// Moves the given triangles of `mesh` into a new mesh (with the vertices
// they use) and returns it; `mesh` keeps the other triangles and the
// vertices those use. The new mesh is named `name`.
Mesh extractTriangles(Mesh &mesh, const QList<quint32> &triangles, const QString &name);

// The groups of triangles connected through shared vertices, each a sorted
// list of triangle indexes, largest group first.
QList<QList<quint32>> connectedParts(const Mesh &mesh);

} // namespace quarry
