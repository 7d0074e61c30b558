// Streams IQM has no array type for, kept in named custom arrays so that
// they survive the file: texture-coordinate sets after the first
// ("texcoord1", "texcoord2", ...: float, 2 components) and explicit
// bitangents ("bitangent": float, 3 components). Other readers see them as
// the custom arrays they are.
#pragma once

#include "model/Mesh.h"

namespace quarry::iqm {

// Before writing: the extra sets and bitangents become custom arrays
// appended to mesh.customs (and leave their streams).
void extraStreamsToCustoms(Mesh &mesh);

// After reading: custom arrays of those names, formats and sizes go back
// to their streams, in order (texcoordN only as the set after N - 1).
void customsToExtraStreams(Mesh &mesh);

} // namespace quarry::iqm
