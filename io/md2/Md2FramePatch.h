// Writing an MD2 file back after an edit of its vertices' positions or
// normals: the kept file ("md2.source") with only the frames the edit
// touched rewritten, and in each only the vertices it moved.
//
// Each frame holds its own scale and translation: a moved vertex that
// still fits the frame's box is quantised with them and only its four
// bytes change (its normal's index only where its normal changed); a frame
// a vertex left gets a new box (as the writer makes it, from the frame's
// positions), so its scale, translation and every vertex's position bytes
// are new, its normal indexes kept where normals are unchanged. Header,
// skins, texture coordinates, triangles, GL commands, frame names and the
// other frames stay as stored.
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace quarry::md2 {

struct FramePatch
{
    QByteArray bytes;
    QList<int> frames; // the frames rewritten
    QList<int> newBoxes; // among them, those given a new box
};

// Nothing when the model changed in more than positions and normals, when
// the model's vertices that share a position in the file no longer agree,
// or when the result does not read back as the model (within a frame's
// quantisation step).
std::optional<FramePatch> patchMd2Frames(const Model &model, const QString &path);

} // namespace quarry::md2
