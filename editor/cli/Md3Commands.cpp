#include "editor/cli/Md3Commands.h"

#include "io/Formats.h"
#include "io/md3/Md3Player.h"
#include "model/Translate.h"
#include "model/ops/Conversion.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

void addMd3ConvertOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("tags"),
                      tr("MD3: store these joints as tags (comma separated) instead of those named tag_..."),
                      tr("a,b")});
    parser.addOption({QStringLiteral("split-at-caps"),
                      tr("MD3: split surfaces over the renderers' caps (999 vertices, 1,999 triangles) into parts "
                         "under both; a model read from an MD3 is otherwise written with its surfaces as read.")});
    parser.addOption({QStringLiteral("q3-player"),
                      tr("Write a Quake III player into this folder: lower.md3, upper.md3, head.md3 (split at the "
                         "torso and head joints), their skins and animation.cfg."),
                      tr("dir")});
    parser.addOption({QStringLiteral("torso-joint"),
                      tr("With --q3-player: the first joint of the torso (default: the first named like spine or "
                         "chest)."),
                      tr("joint")});
    parser.addOption({QStringLiteral("head-joint"),
                      tr("With --q3-player: the first joint of the head (default: the first named like head or neck)."),
                      tr("joint")});
    parser.addOption({QStringLiteral("weapon-joint"),
                      tr("With --q3-player: the joint tag_weapon goes on (default: a right hand)."), tr("joint")});
    parser.addOption({QStringLiteral("facing"),
                      tr("With --q3-player or a player --target: the way the model faces as stored, +x, -x, +y or -y; "
                         "it is turned to face +X as the games draw players (default: auto, found from the toes and "
                         "eyes)."),
                      tr("axis")});
}

QVariantMap md3WriterOptions(const QCommandLineParser &parser)
{
    QVariantMap options;
    if (parser.isSet(QStringLiteral("tags")))
        options.insert(QStringLiteral("md3.tags"),
                       parser.value(QStringLiteral("tags")).split(QLatin1Char(','), Qt::SkipEmptyParts));
    if (parser.isSet(QStringLiteral("split-at-caps")))
        options.insert(QStringLiteral("md3.splitAtCaps"), true);
    return options;
}

int runConvertQuake3Player(const QCommandLineParser &parser, const ConversionSettings &settings, const QString &input,
                           const ReadOptions &readOptions)
{
    QTextStream out(stdout), err(stderr);
    ReadResult read = readModelFile(input, readOptions);
    for (const Diagnostic &d : std::as_const(read.warnings))
        err << tr("warning: ") << d.toString() << Qt::endl;
    if (!read.ok()) {
        err << tr("error: ") << read.error->toString() << Qt::endl;
        return 1;
    }
    Model model = std::move(read.model);
    shapesToMeshesForFormat(model, QStringLiteral("md3"));
    QString conversionError;
    // The game moves the player itself: its animations play in place.
    ConversionSettings player = settings;
    if (player.rootMotion == ConversionSettings::RootMotion::Default)
        player.rootMotion = ConversionSettings::RootMotion::InPlace;
    for (const QString &message : applyConversion(model, player, &conversionError))
        err << message << Qt::endl;
    if (!conversionError.isEmpty()) {
        err << tr("error: %1: %2").arg(input, conversionError) << Qt::endl;
        return 1;
    }
    Quake3PlayerOptions options;
    options.directory = parser.value(QStringLiteral("q3-player"));
    options.torsoJoint = parser.value(QStringLiteral("torso-joint"));
    options.headJoint = parser.value(QStringLiteral("head-joint"));
    options.weaponJoint = parser.value(QStringLiteral("weapon-joint"));
    options.facing = parser.value(QStringLiteral("facing"));
    options.sourcePath = input;
    options.animationMapPath = parser.value(QStringLiteral("animation-map"));
    if (parser.isSet(QStringLiteral("lods"))) {
        bool ok = false;
        options.lods = parser.value(QStringLiteral("lods")).toInt(&ok);
        if (!ok || options.lods < 0 || options.lods > kQuake3PlayerLods) {
            err << tr("error: with --q3-player, --lods takes a number from 0 to %1, not \"%2\"")
                       .arg(kQuake3PlayerLods)
                       .arg(parser.value(QStringLiteral("lods")))
                << Qt::endl;
            return 2;
        }
    }
    const Quake3PlayerResult result = exportQuake3Player(model, options);
    for (const QString &f : result.fixes)
        out << tr("fixed: ") << f << '\n';
    for (const QString &w : result.warnings)
        err << tr("warning: ") << w << Qt::endl;
    if (!result.ok()) {
        err << tr("error: %1: %2").arg(input, result.error) << Qt::endl;
        return 1;
    }
    for (const QString &f : result.files)
        out << tr("wrote %1").arg(QDir(options.directory).filePath(f)) << '\n';
    return 0;
}

} // namespace quarry
