// Writing an IQM file back after an edit of its vertices' values.
//
// When an edit changed only the values of vertices (positions, normals,
// tangents, the texture coordinates, colours) or triangles in place (as
// many as before), each mesh keeping its vertices, skinning and everything
// else, the kept file
// ("iqm.source") is written with only the changed vertices' values
// replaced in their arrays, each in the array's stored component format;
// the frame bounds of the frames the moved vertices change are made anew
// (exact, from the skinned vertices), the changed triangles' corners, and
// the adjacency where the edit changes it, when the stored adjacency is
// the one the format's converter makes (else it is carried over to
// triangles whose corners were only reordered, or kept and a note says
// so). The string table, meshes, other triangles, joints, poses,
// animations, frames, comment, extensions, padding and every other vertex
// stay as stored.
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace quarry::iqm {

struct GeometryPatch
{
    QByteArray bytes; // the patched file
    Model read; // what it reads as (no source kept)
    QStringList notes; // what was kept although it may no longer fit
};

// The patched file for `model`, whose kept file `source` reads as `read`;
// nothing when the model changed in more than vertex values (names
// excepted: the patched file has the names of `read`), or when a changed
// value cannot be stored in its array (checked by reading the result).
std::optional<GeometryPatch> patchIqmGeometry(const QByteArray &source, const Model &model, const Model &read);

// The extras an IQM reader derives from the file's bytes (its bounds and
// their fingerprint), which a patch changes.
QStringList derivedIqmExtras();

} // namespace quarry::iqm
