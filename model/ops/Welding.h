#pragma once

#include "model/Mesh.h"

namespace quarry {

// Merges vertices whose every stream agrees: positions within `tolerance`
// (model units), the other streams within a small fixed tolerance. Triangles
// that become degenerate are kept (validation reports them). Returns how
// many vertices went away.
qsizetype weldVertices(Mesh &mesh, float tolerance = 1e-5f);

// Whether vertices a and b can be one vertex: positions within `tolerance`,
// every other stream within a small fixed tolerance, neither moved by a
// morph target.
bool verticesAgree(const Mesh &mesh, quint32 a, quint32 b, float tolerance = 1e-5f);

// Gives every triangle corner a vertex of its own (for hard edges). Returns
// how many vertices were added.
qsizetype unweldVertices(Mesh &mesh);

} // namespace quarry
