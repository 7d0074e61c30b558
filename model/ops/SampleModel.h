#pragma once

#include "model/Model.h"

namespace quarry {

// Quarry's own sample: a small rigged, animated figure (a segmented column
// with a head on a three-joint chain that sways and nods, Z up). The
// bundled resources/sample file is this model written by Quarry; tests use
// it as a fixture.
Model makeSampleModel();

// The sample figure repeated on a square grid (1.2 units apart) until the
// model has at least `triangles` triangles, all in one mesh skinned to the
// sample's skeleton and animation: a large skinned model for frame-time
// benchmarks and tests of large-model drawing.
Model makeTiledSampleModel(qsizetype triangles);

} // namespace quarry
