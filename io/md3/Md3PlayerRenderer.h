// What ioquake3's OpenGL 2 renderer, the one it runs unless told otherwise
// (cl_renderer "opengl2"), asks of a player's parts beyond the formats
// themselves (renderergl2 tr_vbo.c, tr_model_iqm.c):
// - an MD3 surface becomes a vertex buffer named "staticMD3Mesh_VAO
//   '<surface>'", and a name of 64 characters or more ends the map
//   ("R_CreateVao: ... is too long", ERR_DROP): surface names of at most
//   43 characters;
// - an IQM without a tangent array is refused ("is missing IQM_TANGENT
//   array").
#pragma once

#include "model/Model.h"

namespace quarry {

// The longest mesh name kept: 43 less room for the "_N" the MD3 writer adds
// to the pieces of a surface split at the caps (io/md3/Md3SkinNames cuts
// the names to it).
inline constexpr int kQuake3SurfaceNameLength = 40;

// Tangents for the meshes that have none (model/ops/Tangents). One fix
// line, or none.
QString addQuake3IqmTangents(Model &model, const QString &file);

} // namespace quarry
