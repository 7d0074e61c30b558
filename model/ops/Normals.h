// Vertex normal generation.
//
// Triangle corners that share a position are smoothed together (their face
// normals averaged, weighted by area) when they pass the smoothing tests;
// a vertex whose corners end up in different smoothing classes is split
// into one vertex per class. Face normals follow Quarry's winding rule (the
// IQE/IQM one): a triangle (a, b, c) faces along (c - a) x (b - a).
#pragma once

#include "model/Model.h"

namespace quarry {

// Normals by the IQE smoothing rules held in each mesh's Smoothing data
// (smoothgroup keys, smoothangle, smoothuv, fs edge flags, vs indexes;
// empty lists mean the defaults: one group, 180 degrees, no UV or edge
// tests). Smoothing works across mesh boundaries, as the format says.
void generateIqeNormals(Model &model);

// Recomputes one mesh's normals: corners at the same position are smoothed
// when their faces' normals are at most `maxAngleDegrees` apart (0 gives
// faceted normals, 180 smooths everything). The mesh's IQE smoothing data
// is not used.
void smoothNormalsByAngle(Mesh &mesh, float maxAngleDegrees);

// The same for every frame of a vertex-animated mesh (MD3, MD2 and MDL
// frames, morph targets that store positions): each target's normals are
// recomputed from the positions it takes the mesh to, and the target then
// lists every vertex whose position or normal differs from the mesh's own.
// Call it after the mesh's own normals were recomputed. Returns the number
// of targets recomputed; a target at which smoothing would split vertices
// (corners at one vertex beyond `maxAngleDegrees`) is left as it was and
// counted in `skipped`.
int smoothMorphNormalsByAngle(Mesh &mesh, float maxAngleDegrees, int *skipped = nullptr);

} // namespace quarry
