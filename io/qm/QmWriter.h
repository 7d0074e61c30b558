// QuickModel (.qm) text output: shapes as they are, in the statement order
// they were read in; meshes as flat bilinear patches (one per triangle or
// quad), with the skeleton and animations dropped (with a warning).
#pragma once

#include "io/IoResult.h"

namespace quarry {

WriteResult writeQm(const Model &model, const QString &path, const WriteOptions &options);

} // namespace quarry
