// The check's findings as JSON, for `quarry check --json` and the export's report.
#pragma once

#include "model/ops/TargetCheck.h"

#include <QJsonArray>

namespace quarry {

QJsonArray targetFindingsJson(const QList<TargetFinding> &findings);

} // namespace quarry
