#pragma once

#include "model/Mesh.h"

namespace quarry {

// Points every normal the other way (vertex normals, morph target normals;
// the bitangent sign of tangents follows so the tangent frame stays
// right-handed relative to the normal). Winding is not touched.
void flipNormals(Mesh &mesh);

} // namespace quarry
