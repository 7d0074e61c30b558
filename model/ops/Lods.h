// Levels of detail for games that draw a coarser copy of a model far away
// (Xonotic's NAME_lod1.iqm and NAME_lod2.iqm): every mesh simplified by
// meshoptimizer's edge collapses over its own vertices, so seams, skin
// weights, texture coordinates and morph targets stay those of the full
// model; the vertices no triangle uses any more are dropped.
#pragma once

#include "model/Model.h"

namespace quarry {

// The model with each mesh cut to about `ratio` (0 < ratio <= 1) of its
// triangles, at least one triangle a mesh; skeleton, materials and
// animations unchanged.
Model simplifiedModel(const Model &model, double ratio);

// The triangle ratio of level `level` (1, 2, ...): half of the level
// before it.
double lodRatio(int level);

} // namespace quarry
