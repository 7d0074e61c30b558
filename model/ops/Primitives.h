// Primitive meshes, Z up as in the Quake family, centred on the origin, with
// normals and texture coordinates (top-left origin) and Quarry's winding
// (front faces clockwise seen from outside). `size` is the full edge or
// diameter; `segments` the divisions round the Z axis (at least 3; the
// cube and plane take none).
#pragma once

#include "model/Mesh.h"

#include <QStringList>

namespace quarry {

enum class PrimitiveKind : quint8 { Cube, Sphere, Cylinder, Cone, Plane, Torus };

// "cube", "sphere", ... in PrimitiveKind's order.
QStringList primitiveKindNames();

// cube: edge `size`. sphere: diameter `size`, segments/2 rings (at least 2).
// cylinder and cone: base diameter and height `size`, from -size/2 to
// +size/2 on Z (the cone's point up). plane: a square of edge `size` in XY
// facing +Z. torus: outer diameter `size`, tube diameter size/4,
// segments/2 divisions round the tube (at least 3).
Mesh makePrimitive(PrimitiveKind kind, float size, int segments);

} // namespace quarry
