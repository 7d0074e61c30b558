#pragma once

#include "model/Model.h"

namespace quarry {

// Quarry's own sample: a small rigged, animated figure (a segmented column
// with a head on a three-joint chain that sways and nods, Z up). The
// bundled resources/sample file is this model written by Quarry; tests use
// it as a fixture.
Model makeSampleModel();

} // namespace quarry
