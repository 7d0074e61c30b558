// `quarry convert`'s options for MD3: --tags (the joints stored as tags),
// and --q3-player DIR with --torso-joint, --head-joint, --weapon-joint (a
// Quake III player's lower.md3, upper.md3, head.md3 and animation.cfg).
#pragma once

#include <QStringList>
#include <QVariantMap>

class QCommandLineParser;

namespace quarry {

struct ConversionSettings;
struct ReadOptions;

void addMd3ConvertOptions(QCommandLineParser &parser);
// The writer options --tags gives ("md3.tags").
QVariantMap md3WriterOptions(const QCommandLineParser &parser);
// `quarry convert INPUT [companions] --q3-player DIR`: exit status.
int runConvertQuake3Player(const QCommandLineParser &parser, const ConversionSettings &settings, const QString &input,
                           const ReadOptions &readOptions);

} // namespace quarry
