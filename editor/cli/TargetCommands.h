// `quarry targets` (the engines Quarry exports for, one line each on what
// they load) and `quarry check MODEL --target NAME` (what will not work in
// that engine, and whether export fixes it).
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace quarry {

struct ConversionSettings;

int runTargets(const QStringList &arguments);
int runCheck(const QStringList &arguments);

// `quarry convert`'s options for engine targets: --target, --name,
// --max-joints, --animation-map, --pack.
void addTargetConvertOptions(QCommandLineParser &parser);
// `quarry convert INPUT... --target ENGINE --out-dir DIR`: one input (with
// its companions) is exported as --name (else its base name); several are
// converted as a batch, each under its own base name.
int runConvertForTarget(const QCommandLineParser &parser, const ConversionSettings &settings,
                        const QStringList &inputs);

} // namespace quarry
