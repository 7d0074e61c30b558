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

} // namespace quarry
