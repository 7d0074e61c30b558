// Primitive meshes, Z up as in the Quake family, centred on the origin, with
// normals and texture coordinates (top-left origin) and Quarry's winding
// (front faces clockwise seen from outside). `size` is the full edge or
// diameter; `segments` the divisions round the Z axis (at least 3; the
// cube and plane take none).
#pragma once

#include "model/Model.h"

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

// The size a new primitive starts with: a quarter of the model's height
// (its largest extent when it is flat) as a round number (1, 2 or 5 times a
// power of ten), so that it neither vanishes beside the model nor swallows
// it; 1 for an empty model.
float defaultPrimitiveSize(const Model &model);

} // namespace quarry
