// Meshes as QuickModel shapes: every triangle, or planar convex quad made
// of two neighbouring triangles, becomes a flat bilinear patch.
#pragma once

#include "model/Model.h"

namespace quarry {

struct MeshPatches
{
    QList<Shape> shapes;
    qsizetype skippedTriangles = 0; // indexes out of range
};

// surface( 2, 2 ) per triangle (a, b, c) with the CV rows (a, b) and (c, c),
// or per quad (a, b, c, d) with rows (a, b) and (d, c); every CV has
// multiplicity 1 in u and v, so each direction is one straight segment and
// tessellating the patch gives back the triangles with their winding. The
// mesh's material gives the color (diffuse), diffusion and specularity
// (the material's own, else the mean of its specular color).
MeshPatches meshPatches(const Model &model);

} // namespace quarry
