// Tangents made from a mesh's positions, normals and first texture
// coordinate set, for formats and renderers that need them (ioquake3's
// OpenGL 2 renderer refuses an IQM without a tangent array).
#pragma once

#include "model/Mesh.h"

namespace quarry {

// Gives the mesh a tangent per vertex (xyz along the texture's U direction
// made perpendicular to the normal, w the handedness, +1 or -1), summed
// over the triangles round it; where the texture coordinates give no
// direction (all alike), any direction perpendicular to the normal.
// False (and nothing changed) for a mesh that already has tangents, or has
// no vertices or no normals.
bool computeTangents(Mesh &mesh);

} // namespace quarry
