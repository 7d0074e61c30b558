// Ordering a mesh for the GPU (meshoptimizer): triangles so that the
// post-transform vertex cache hits often, then vertices in the order the
// triangles first use them, so that fetches stay close. The surface, every
// vertex stream and morph target are kept; only the order changes (unused
// vertices go last, in their old order).
#pragma once

#include "model/Model.h"

namespace quarry {

// Average cache miss ratio: vertex shader runs per triangle for a FIFO
// cache of 16 vertices (0.5 is the best a regular grid reaches, 3 the
// worst). 0 for a mesh without triangles.
double averageCacheMissRatio(const Mesh &mesh);

// The mesh in vertex-cache and vertex-fetch order; a mesh whose streams or
// triangles are inconsistent (Mesh::validate) comes back unchanged.
Mesh optimizeVertexOrder(const Mesh &mesh);

struct VertexOrderReport
{
    qsizetype triangles = 0;
    double missRatioBefore = 0; // over all triangles of the model
    double missRatioAfter = 0;
};

// Every mesh of the model in that order.
VertexOrderReport optimizeVertexOrder(Model &model);

} // namespace quarry
