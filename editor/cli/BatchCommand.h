// `quarry convert IN... --out-dir DIR --to FORMAT [-j N] [--json]`: many
// files with the same settings, N at a time. One line per file as it
// finishes, with a progress count, then a summary; --json prints a report
// on standard output instead (the lines go to standard error). Exit status
// 1 when any file failed, the others still written.
#pragma once

#include "io/BatchConvert.h"

namespace quarry {

int runBatchConvert(const QStringList &inputs, const BatchOptions &options, bool json);

} // namespace quarry
