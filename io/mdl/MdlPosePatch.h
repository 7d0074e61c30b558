// Writing an MDL file back after an edit of its vertices' positions or
// normals: the kept file ("mdl.source") with only the poses the edit
// touched rewritten, and in each only the vertices it moved.
//
// An MDL quantises every pose with the header's one scale and origin: a
// moved vertex still inside that box is stored with them and only its four
// bytes change (its normal's index only where its normal changed); a pose's
// (and its frame group's) box of bytes grows where a moved vertex leaves
// it, and the header's bounding radius where a vertex moves past it. A
// vertex moved out of the header's box would need every pose quantised
// again: that is the writer's work (nothing here). Skins, texture
// coordinates, triangles, frame names, intervals and the other poses stay
// as stored.
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace quarry::mdl {

struct PosePatch
{
    QByteArray bytes;
    QList<int> poses; // the poses rewritten
};

// Nothing when the model changed in more than positions and normals, when
// vertices the file stores once (a seam vertex and its copy) no longer
// agree, when a moved vertex leaves the header's box, or when the result
// does not read back as the model (within the quantisation step).
std::optional<PosePatch> patchMdlPoses(const Model &model, const QString &path);

} // namespace quarry::mdl
