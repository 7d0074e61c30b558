// Writing an IQM file back after triangles were added or removed (faces
// deleted, a face made), each mesh keeping its vertices and everything
// else: the kept file ("iqm.source") with a new triangles array (every
// mesh's triangles, in the stored mesh order), the meshes' first-triangle
// and triangle-count fields, the adjacency array made anew (as the
// format's converter makes it; a note says so when the stored one was not
// made that way), and the header's triangle count, file size and the
// offsets of the sections after those arrays. Every other section (the
// string table, vertex arrays, joints, poses, animations, frames, bounds,
// comment, extensions) and the padding between sections keep their bytes;
// those after the triangles move by as many bytes as the arrays grew or
// shrank.
#pragma once

#include "io/iqm/IqmGeometryPatch.h"

namespace quarry::iqm {

// The patched file for `model`, whose kept file `source` reads as `read`;
// nothing when the model changed in more than its triangles (names
// excepted), as many triangles as before in every mesh (a patch in place
// does that: IqmGeometryPatch.h), or the result does not read as the model.
std::optional<GeometryPatch> patchIqmTriangleCounts(const QByteArray &source, const Model &model, const Model &read);

} // namespace quarry::iqm
