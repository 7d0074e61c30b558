// Saving an MD3 that was read from a file: the stored file (the reader's
// "md3.source") is written again with only what the model changed in it.
//
// While the model's skeleton and animations are as read ("md3.readKey")
// and every surface keeps its vertex, triangle, frame and shader counts,
// the frames and tags are those stored, in the stored order, so the file
// keeps its layout: its sections' order and offsets, padding, frame names,
// bounds, tags as stored (their scale included), surfaces over the
// renderers' caps, normals in the stored encoding. Each field the model
// differs in is written anew (names, flags, shader names and indexes,
// triangles, texture coordinates, the vertex records of the frames whose
// positions or normals changed, and those frames' bounds); every other
// byte is the stored one. An edit that changes the layout (a vertex or
// triangle added or deleted, an animation retimed) is written by the
// writer from the model instead.
#pragma once

#include "io/IoResult.h"

#include <optional>

namespace quarry {

// The stored file with the model's changes, or nothing when the model no
// longer fits its layout (or was not read from an MD3).
std::optional<QByteArray> patchMd3(const Model &model);

// A mesh's MD3 shaders ({name, index} maps): those read with it while its
// material still names the first, else its material's reference.
QVariantList md3SurfaceShaders(const Model &model, const Mesh &mesh);

} // namespace quarry
