// What the viewport draws when faces are hidden: each mesh without its
// hidden triangles (every other list shared with the model, not copied),
// and the selection in that numbering of faces.
#pragma once

#include "model/Model.h"
#include "model/Selection.h"

namespace quarry {

Model shownModel(const Model &model, const HiddenFaces &hidden);

// Selected faces renumbered as shownModel numbers them (hidden ones dropped).
Selection shownSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden);

} // namespace quarry
