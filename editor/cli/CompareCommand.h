// `quarry compare A B`: how far two models differ (structure, joints and
// skinned surface at evenly spaced times), with a verdict against a
// tolerance in the exit status.
#pragma once

#include <QStringList>

namespace quarry {

int runCompare(const QStringList &arguments);

} // namespace quarry
