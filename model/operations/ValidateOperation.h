// The findings of the operation validate as scripts get them (a list of
// maps) and back: the Validation dock runs the operation and reads its
// findings with findingsFromValue.
#pragma once

#include "model/ops/Validation.h"

#include <QVariant>

namespace quarry {

QVariantMap findingToMap(const Finding &finding);
// The findings of validate's OperationResult::value; a map that names no
// known check is left out.
QList<Finding> findingsFromValue(const QVariant &value);

} // namespace quarry
