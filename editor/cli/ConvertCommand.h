// The info and convert subcommands: one model described, or converted
// (with its companions, the conversion options, an engine target, a batch
// of files into a folder).
#pragma once

#include <QStringList>

namespace quarry {

int runInfo(const QStringList &arguments);
int runConvert(const QStringList &arguments);

} // namespace quarry
