// What a Quake III player written as IQM parts (lower.iqm, upper.iqm,
// head.iqm and their levels of detail) takes of ioquake3's hunk. Both
// renderers' R_LoadIQM (tr_model_iqm.c) read the file into the hunk's
// temporary side (FS_ReadFile) and then take one block on its permanent
// side: the iqmData_t, per mesh a surface (srfIQModel_t; renderergl2 a VAO
// surface more), per triangle three ints, per vertex its position, texture
// coordinates, normal and tangent as floats, its colour (where written),
// an influence index and at most one unique set of blend indexes and
// weights (bytes), per joint its name, parent and bind and inverse bind
// matrices (12 floats each), per joint per frame a pose (iqmTransform_t:
// translation, rotation, scale, 40 bytes in the source; counted as 80, as
// the game's own failure measured it, see the .cpp) and per frame the
// bounds (six floats). The poses are what grows: a 162 s capture at 30
// frames a second with 102 joints is 40 MB in one part.
#pragma once

#include <QtGlobal>

namespace quarry {

struct Quake3PartSize;

// What R_LoadIQM keeps of one part (ioquake3 loads no IQM levels of
// detail).
qint64 quake3IqmKeptBytes(const Quake3PartSize &part, qint64 frames);

// The bytes of the part's file, as read before it is kept: header, vertex arrays (position, normal, tangent, texture
// coordinates, blend indexes and weights as bytes, colour), triangles and
// their adjacency, meshes, joints, poses, and per frame seven channels a
// joint (translation and rotation; the writer stores scale only where it
// moves) and the bounds.
qint64 quake3IqmFileBytes(const Quake3PartSize &part, qint64 frames);

// The hunk bytes the three parts take at the peak of loading: every part
// kept, and the largest file being read.
qint64 quake3IqmPlayerHunkBytes(const Quake3PartSize &lower, qint64 lowerFrames, const Quake3PartSize &upper,
                                qint64 upperFrames, const Quake3PartSize &head);

} // namespace quarry
