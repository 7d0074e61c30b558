// Writing an IQM file back as it was read.
//
// The reader keeps the file's bytes ("iqm.source" in Model::extras). When
// the model is still what reading those bytes gives, the writer gives them
// back unchanged: every section where it was, the string table, padding,
// adjacency, bounds and any byte after the end as stored, whatever tool
// made the file. When only names changed (mesh, material, joint and
// animation names: the strings the records point to), the kept file is
// patched: a name already in the string table is pointed to, a new one is
// added at the end of the table (in its padding when there is room, else
// the sections after it move by a multiple of 8 bytes and their offsets
// with them), and every other byte stays as stored. When vertex values
// changed (positions, normals, tangents, texture coordinates, colours) or
// triangles in place, only those bytes and what derives from them are
// rewritten (IqmGeometryPatch.h). When triangles were added or removed,
// only the triangle and adjacency arrays, the meshes' triangle ranges and
// the offsets of the sections after them change (IqmTrianglePatch.h). Any
// other edit writes the model anew (IqmWriter.h).
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace quarry {

// The bytes to write for `model`, from the file it was read from: the kept
// file itself, or patched as above; nothing when the model changed in more
// than names, vertex values and triangles or has no kept file. `notes`
// (may be null) is given what a patch rewrote or kept although the edit
// may have changed it.
std::optional<QByteArray> replayIqm(const Model &model, const QString &path, QStringList *notes = nullptr);

// True when the models are equal, normals and tangents compared bit for bit
// (a file's non-finite numbers are kept as they are and equal themselves).
bool sameIqmModel(const Model &a, const Model &b);

} // namespace quarry
