// Materials with a separate opacity map (IMVU's XRF materials: a "Diffuse
// Color" map and an "Opacity" map): the opacity merged into the diffuse
// texture's alpha, for the viewport and for formats and engines that take
// one texture per material.
#pragma once

#include "model/Material.h"

#include <QImage>
#include <QString>

namespace quarry {

// The diffuse image (ARGB32, not premultiplied) with each pixel's alpha
// multiplied by the opacity map's brightness there (white opaque, black
// transparent); an opacity map of another size is scaled to the diffuse
// one. A null opacity image leaves the diffuse as it is; a null diffuse
// gives a null image.
QImage mergeOpacityIntoAlpha(const QImage &diffuse, const QImage &opacity);

// The path of the material's opacity map (a map whose type names opacity,
// as written), empty when it has none.
QString opacityMapPath(const Material &material);

} // namespace quarry
