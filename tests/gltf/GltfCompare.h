// Two readings of one glTF file compared (the native reader's and the
// Assimp import's): the first difference in words, empty when they give the
// same model (counts, names, indices and joints exactly; positions, normals,
// texture coordinates, weights, binds and keys within a tolerance).
#pragma once

#include "model/Model.h"

#include <QString>

namespace quarry::test {

QString modelDifference(const Model &native, const Model &assimp, float tolerance = 1e-4f);

} // namespace quarry::test
