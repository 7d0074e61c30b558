// Fitting a projection's coordinates into the unit square, over all the
// meshes projected together, so that no coordinate leaves it and no two
// parts of the projection overlap.
#pragma once

#include "model/ops/UvEdit.h"

#include <QList>
#include <QMap>
#include <QVector2D>

namespace quarry {

// `corners`: per mesh index, 3 per face as projectCorners gives them.
// Planar: the bounds fill the square, keeping their aspect. Box (`sides`:
// per mesh index, boxSide of each face): the sides used laid out side by
// side in a grid (3 x 2 for all six), each centred in its cell, all at one
// scale so that texels stay square and alike. Cylindrical and spherical: a
// face wholly past the wrap comes back by one turn, u is squeezed into
// 0..1 where faces across the seam still stick out, v fills 0..1.
void fitProjectedCorners(QMap<int, QList<QVector2D>> &corners, UvProjection mode,
                         const QMap<int, QList<int>> &sides = {});

} // namespace quarry
