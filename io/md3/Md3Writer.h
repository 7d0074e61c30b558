// Writing MD3 (Quake III Arena's vertex-animated model, version 15) from any
// model, skeletal or not: every frame of every animation, one after the
// other at the animation's own rate (`quarry convert --fps` resamples
// them first), is evaluated (morph weights, then skinning) and stored; the
// bind pose alone where there is no animation. Each mesh is a surface, its
// material's name (as IQM names it) the surface's shader; a mesh over 999
// vertices or 1,999 triangles is split into surfaces under both (the
// renderer's caps), the parts named NAME_2, NAME_3, ... Joints whose names
// start with "tag_", and those read from an MD3's tags, become tags (the
// write option "md3.tags", a list of joint names, names them instead; the
// option "md3.origin" names a joint whose space every frame is stored in).
// Each frame's bounds, origin (the bounds' centre) and radius are
// computed. More than 1,024 frames, 32 surfaces or 16 tags, or a position
// outside the ±512 units the 1/64-unit encoding holds, is an error naming
// the limit. What the reader keeps in extras is written back, so an MD3
// read and written unchanged gives the same bytes.
#pragma once

#include "io/IoResult.h"

namespace quarry {

WriteResult writeMd3(const Model &model, const QString &path, const WriteOptions &options = {});

// The joints writeMd3 stores as tags: those `names` names where `named`,
// else every joint named tag_... or read from an MD3 tag; or an error
// naming a name that is no joint.
QList<int> md3TagJoints(const Model &model, const QStringList &names, bool named, QString *error);

// How many surfaces writeMd3 makes of the model when it splits meshes at
// the renderers' caps.
qsizetype md3SurfaceCount(const Model &model);

} // namespace quarry
