// A Quake III player's icon (icon_default.tga: cgame's
// CG_RegisterClientModelname refuses a player without one): the head,
// facing +X, drawn from the front and a little to its left, textured and
// lit, on a transparent background. Drawn in software, so that it needs no
// display.
#pragma once

#include "model/Model.h"

#include <QImage>

namespace quarry {

// The meshes in their bind pose; `textures` per material (a null image:
// the material's diffuse colour, else grey). `size` pixels square.
QImage renderQuake3PlayerIcon(const Model &head, const QList<QImage> &textures, int size = 128);

} // namespace quarry
