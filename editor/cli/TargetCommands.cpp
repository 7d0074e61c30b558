#include "editor/cli/TargetCommands.h"

#include "editor/cli/BatchCommand.h"
#include "editor/cli/CliSupport.h"
#include "editor/cli/CompanionFiles.h"
#include "editor/cli/QuakeOptions.h"
#include "io/Formats.h"
#include "io/md3/Md3Player.h"
#include "io/targets/AnimationMap.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/FaceWinding.h"
#include "io/targets/PlayerConventions.h"
#include "io/targets/Quake2Check.h"
#include "io/targets/TargetExport.h"
#include "io/targets/TargetReport.h"
#include "model/Translate.h"
#include "model/ops/Conversion.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

int runTargets(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("List the engines Quarry exports for and what each loads."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("targets"), tr("The targets subcommand."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
    parser.process(arguments);
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const EngineTarget &t : engineTargets())
            list.append(QJsonObject{{QStringLiteral("id"), t.id},
                                    {QStringLiteral("title"), t.title},
                                    {QStringLiteral("loads"), t.loads},
                                    {QStringLiteral("exports"), t.limits.loadsIqm}});
        out << QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Indented));
        return 0;
    }
    for (const EngineTarget &t : engineTargets())
        out << t.id.leftJustified(18) << ' ' << t.loads
            << (t.limits.loadsIqm ? QString() : tr(" (Quarry writes none of these)")) << '\n';
    return 0;
}

int runCheck(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Check a model against what an engine's loader accepts."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("check"), tr("The check subcommand."));
    parser.addPositionalArgument(QStringLiteral("model"), tr("The model file."));
    parser.addOption({QStringLiteral("target"), tr("The engine (quarry targets lists them)."), tr("name")});
    parser.addOption({QStringLiteral("max-joints"), tr("Allow merging joints down to N."), tr("N")});
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
    parser.addOption({QStringLiteral("single-model"),
                      tr("A model that is not a player: keeps its size and place (with --target ioquake3: the "
                         "one-model form, one IQM, instead of the player's MD3s).")});
    parser.addOption({QStringLiteral("facing"),
                      tr("The way the player faces as stored: +x, -x, +y, -y or auto (found from the rig)."),
                      tr("axis")});
    parser.addOption(
        {QStringLiteral("height"), tr("The player's height the export is given (--height)."), tr("units")});
    parser.addOption({QStringLiteral("scale"), tr("The scale the export is given (--scale)."), tr("factor")});
    parser.addOption({QStringLiteral("animation-map"),
                      tr("The file of SLOT = ANIMATION lines the export is given (--animation-map)."), tr("file")});
    parser.addOption({QStringLiteral("fps"), tr("The frame rate the export is given (--fps)."), tr("N")});
    parser.addOption({QStringLiteral("keep-winding"),
                      tr("The export keeps the winding as read (--keep-winding): no finding for triangles that face "
                         "inward.")});
    parser.addOption({QStringLiteral("keep-slot-lengths"),
                      tr("The export keeps the weapon slots' clip lengths (--keep-slot-lengths): their frames are "
                         "counted as they are.")});
    parser.addOption({QStringLiteral("player-format"),
                      tr("With --target ioquake3: the player's parts the export writes, md3 or iqm "
                         "(--player-format)."),
                      tr("format")});
    parser.addOption({QStringLiteral("lods"),
                      tr("The levels of detail the export writes (--lods), counted in the game's memory."), tr("N")});
    addCompanionOptions(parser);
    parser.process(arguments);
    QTextStream out(stdout), err(stderr);
    QStringList args = parser.positionalArguments();
    const QStringList extra = takeCompanionArguments(args, 2);
    if (args.size() != 2 || !parser.isSet(QStringLiteral("target"))) {
        err << tr("usage: quarry check MODEL --target NAME [--json]") << Qt::endl;
        return 2;
    }
    const EngineTarget *target = findEngineTarget(parser.value(QStringLiteral("target")));
    if (!target) {
        err << tr("error: no target \"%1\"; the targets are: %2")
                   .arg(parser.value(QStringLiteral("target")), engineTargetIds())
            << Qt::endl;
        return 2;
    }
    const bool singleModel = parser.isSet(QStringLiteral("single-model"));
    const QString playerFormat = parser.value(QStringLiteral("player-format")).toLower();
    if (!playerFormat.isEmpty() && playerFormat != QLatin1String("md3") && playerFormat != QLatin1String("iqm")) {
        err << tr("error: --player-format takes md3 or iqm, not \"%1\"").arg(playerFormat) << Qt::endl;
        return 2;
    }
    const EngineTarget *chosen = target;
    // The target as the export takes it: its one-model form, or its IQM player.
    TargetExportOptions exportForm;
    exportForm.singleModel = singleModel;
    exportForm.playerFormat = playerFormat;
    const EngineTarget exported = targetForExport(*target, exportForm);
    target = &exported;
    // A format only Assimp reads (glTF, OBJ, ...): quarry-editor checks it,
    // as it reads it for info and convert.
    if (int status = 0; handedOn({args[1]}, nullptr, &status))
        return status;
    const ReadResult model = readModelFile(args[1], withoutSaveBack(modelReadOptions(parser, extra, args[1])));
    if (!model.ok()) {
        err << tr("error: ") << model.error->toString() << Qt::endl;
        return 1;
    }
    TargetCheckOptions options;
    options.engine = target->title;
    options.allowedJoints = parser.value(QStringLiteral("max-joints")).toInt();
    options.animationMap = parser.value(QStringLiteral("animation-map"));
    options.fps = std::max(0.0, parser.value(QStringLiteral("fps")).toDouble());
    options.rateGiven = options.fps > 0;
    options.keepSlotLengths = parser.isSet(QStringLiteral("keep-slot-lengths"));
    QList<TargetFinding> findings = checkTarget(model.model, target->limits, options);
    // What the game would show: the size, facing and floor of a player.
    PlayerOptions player;
    player.singleModel = singleModel;
    player.facing = parser.value(QStringLiteral("facing"));
    if (!player.facing.isEmpty() && player.facing.compare(QLatin1String("auto"), Qt::CaseInsensitive) != 0
        && parseQuake3Facing(player.facing).isNull()) {
        err << tr("error: --facing takes +x, -x, +y, -y or auto, not \"%1\"").arg(player.facing) << Qt::endl;
        return 2;
    }
    player.sizeGiven = parser.value(QStringLiteral("height")).toDouble() > 0
                       || parser.value(QStringLiteral("scale")).toDouble() > 0;
    const PlayerKind kind = playerKind(model.model, *chosen, player);
    findings << checkPlayerConventions(model.model, *chosen, player);
    // Triangles the game would draw inside out.
    if (!parser.isSet(QStringLiteral("keep-winding")))
        findings << checkFaceWinding(model.model, *target);
    // Quake II: the MD2 limits, with a player's 198 frames.
    findings << checkQuake2Limits(model.model, *target, kind.player && !singleModel);
    findings << checkAnimationSlots(model.model, *target, parser.value(QStringLiteral("animation-map")));
    // A Quake III player's parts against the game's memory, as the export fits them.
    exportForm.animationMapPath = options.animationMap;
    exportForm.keepSlotLengths = options.keepSlotLengths;
    exportForm.lods = parser.value(QStringLiteral("lods")).toInt();
    exportForm.conversion.fps = options.fps;
    findings << checkPlayerMemory(model.model, *target, exportForm);
    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonObject report{
            {QStringLiteral("target"), target->id},
            {QStringLiteral("file"), args[1]},
            {QStringLiteral("ok"), !hasUnfixable(findings)},
            {QStringLiteral("kind"), kind.player ? QStringLiteral("player") : QStringLiteral("model")},
            {QStringLiteral("kindReason"), kind.reason},
            {QStringLiteral("findings"), targetFindingsJson(findings)}};
        out << QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Indented));
    } else {
        out << (kind.player ? tr("taken as a player: %1").arg(kind.reason)
                            : tr("taken as a model that is not a player, kept at its size: %1").arg(kind.reason))
            << '\n';
        for (const TargetFinding &f : findings)
            out << (f.fixable ? tr("fixed on export: ") : tr("error: ")) << f.message << '\n';
        out << (findings.isEmpty()
                    ? tr("%1: nothing to fix for %2").arg(args[1], target->title)
                    : tr("%1: %n finding(s) for %2", nullptr, int(findings.size())).arg(args[1], target->title))
            << '\n';
    }
    return hasUnfixable(findings) ? 1 : 0;
}

void addTargetConvertOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("target"),
                      tr("Export for this engine (quarry targets lists them), with --out-dir."), tr("engine")});
    parser.addOption({QStringLiteral("name"), tr("With --target: the model's name in the game."), tr("name")});
    parser.addOption({QStringLiteral("max-joints"), tr("With --target: allow merging joints down to N."), tr("N")});
    parser.addOption({QStringLiteral("animation-map"),
                      tr("With --target: a file of SLOT = ANIMATION lines for the game's animation order."),
                      tr("file")});
    parser.addOption({QStringLiteral("pack"), tr("With --target: also write the game archive (.pk3, .dpk).")});
    parser.addOption({QStringLiteral("lods"),
                      tr("With --target: also write N coarser levels of detail where the game draws them."), tr("N")});
    parser.addOption({QStringLiteral("single-model"),
                      tr("With --target: a model that is not a player, kept at its size and place (ioquake3: one "
                         "IQM model with animation.cfg instead of the Quake III player's lower, upper and head "
                         "models).")});
    parser.addOption({QStringLiteral("player-format"),
                      tr("With --target ioquake3: the player's parts as md3 (Quake III's own, the default) or iqm "
                         "(lower.iqm, upper.iqm, head.iqm: skeletal, at the animations' own rates, no frame cap)."),
                      tr("format")});
    parser.addOption({QStringLiteral("keep-slot-lengths"),
                      tr("With --target ioquake3: TORSO_ATTACK, TORSO_ATTACK2, TORSO_DROP and TORSO_RAISE keep their "
                         "clips' frame counts (by default resampled to the 6, 6, 5 and 4 frames the game's weapon is "
                         "synced to).")});
    parser.addOption({QStringLiteral("keep-winding"),
                      tr("With --target: keep every triangle's winding as read. Without it, triangles the game "
                         "would draw inside out (wound against their normals) are turned to face outward, before "
                         "--flip-winding.")});
}

int runConvertForTarget(const QCommandLineParser &parser, const ConversionSettings &settings, const QStringList &inputs)
{
    QTextStream out(stdout), err(stderr);
    const EngineTarget *target = findEngineTarget(parser.value(QStringLiteral("target")));
    if (!target) {
        err << tr("error: no target \"%1\"; the targets are: %2")
                   .arg(parser.value(QStringLiteral("target")), engineTargetIds())
            << Qt::endl;
        return 2;
    }
    QStringList models = inputs;
    const QStringList extra = takeCompanionArguments(models, 0);
    const QString outDir = parser.value(QStringLiteral("out-dir"));
    if (models.isEmpty() || outDir.isEmpty()) {
        err << tr("usage: quarry convert INPUT... --target ENGINE --out-dir DIR [--name NAME] [--pack] [--lods N]")
            << Qt::endl;
        return 2;
    }
    int maxJoints = 0;
    if (parser.isSet(QStringLiteral("max-joints"))) {
        bool ok = false;
        maxJoints = parser.value(QStringLiteral("max-joints")).toInt(&ok);
        if (!ok || maxJoints < 1) {
            err << tr("error: --max-joints takes a positive number, not \"%1\"")
                       .arg(parser.value(QStringLiteral("max-joints")))
                << Qt::endl;
            return 2;
        }
    }
    int lods = 0;
    if (parser.isSet(QStringLiteral("lods"))) {
        bool ok = false;
        lods = parser.value(QStringLiteral("lods")).toInt(&ok);
        if (!ok || lods < 0 || lods > 8) {
            err << tr("error: --lods takes a number from 0 to 8, not \"%1\"").arg(parser.value(QStringLiteral("lods")))
                << Qt::endl;
            return 2;
        }
    }
    const QString playerFormat = parser.value(QStringLiteral("player-format")).toLower();
    if (!playerFormat.isEmpty() && playerFormat != QLatin1String("md3") && playerFormat != QLatin1String("iqm")) {
        err << tr("error: --player-format takes md3 or iqm, not \"%1\"").arg(playerFormat) << Qt::endl;
        return 2;
    }
    if (models.size() > 1 && !playerFormat.isEmpty()) {
        err << tr("error: --player-format takes one input") << Qt::endl;
        return 2;
    }
    QVariantMap quakeOptions;
    if (QString error; !quakeWriterOptions(parser, quakeOptions, &error)) {
        err << tr("error: ") << error << Qt::endl;
        return 2;
    }
    if (models.size() > 1) {
        BatchOptions options;
        options.exportOptions.format = QStringLiteral("iqm");
        options.exportOptions.conversion = settings;
        options.exportOptions.target = target->id;
        options.exportOptions.maxJoints = maxJoints;
        options.exportOptions.animationMap = parser.value(QStringLiteral("animation-map"));
        options.exportOptions.pack = parser.isSet(QStringLiteral("pack"));
        options.exportOptions.lods = lods;
        options.exportOptions.singleModel = parser.isSet(QStringLiteral("single-model"));
        options.exportOptions.keepWinding = parser.isSet(QStringLiteral("keep-winding"));
        options.exportOptions.writerOptions = quakeOptions;
        options.outputDirectory = outDir;
        options.skeleton = parser.value(QStringLiteral("skeleton"));
        options.animations = parser.values(QStringLiteral("animation"));
        options.materials = parser.values(QStringLiteral("material"));
        return runBatchConvert(models, options, parser.isSet(QStringLiteral("json")));
    }
    ReadOptions read = withoutSaveBack(modelReadOptions(parser, extra, models[0]));
    quakeReadOptions(quakeOptions, read.options);
    const ReadResult model = readModelFile(models[0], read);
    printWarnings(model);
    if (!model.ok()) {
        err << tr("error: ") << model.error->toString() << Qt::endl;
        return 1;
    }
    TargetExportOptions options;
    options.outputDirectory = outDir;
    options.name = parser.value(QStringLiteral("name"));
    options.sourcePath = models[0];
    options.maxJoints = maxJoints;
    options.animationMapPath = parser.value(QStringLiteral("animation-map"));
    options.pack = parser.isSet(QStringLiteral("pack"));
    options.lods = lods;
    options.singleModel = parser.isSet(QStringLiteral("single-model"));
    options.torsoJoint = parser.value(QStringLiteral("torso-joint"));
    options.headJoint = parser.value(QStringLiteral("head-joint"));
    options.weaponJoint = parser.value(QStringLiteral("weapon-joint"));
    options.facing = parser.value(QStringLiteral("facing"));
    options.playerFormat = playerFormat;
    options.keepSlotLengths = parser.isSet(QStringLiteral("keep-slot-lengths"));
    options.keepWinding = parser.isSet(QStringLiteral("keep-winding"));
    options.quakeOptions = quakeOptions;
    options.conversion = settings;
    const TargetExportResult result = exportForTarget(model.model, *target, options);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject report{{QStringLiteral("target"), target->id},
                           {QStringLiteral("input"), models[0]},
                           {QStringLiteral("ok"), result.ok()},
                           {QStringLiteral("findings"), targetFindingsJson(result.findings)},
                           {QStringLiteral("fixes"), QJsonArray::fromStringList(result.fixes)},
                           {QStringLiteral("warnings"), QJsonArray::fromStringList(result.warnings)},
                           {QStringLiteral("files"), QJsonArray::fromStringList(result.files)}};
        if (!result.archive.isEmpty())
            report.insert(QStringLiteral("archive"), result.archive);
        if (!result.ok())
            report.insert(QStringLiteral("error"), result.error);
        out << QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Indented));
    } else {
        for (const QString &f : result.fixes)
            out << tr("fixed: ") << f << '\n';
        for (const QString &f : result.files)
            out << tr("wrote %1").arg(QDir(outDir).filePath(f)) << '\n';
        if (!result.archive.isEmpty())
            out << tr("wrote %1").arg(result.archive) << '\n';
    }
    out.flush();
    for (const QString &w : result.warnings)
        err << tr("warning: ") << w << Qt::endl;
    if (!result.ok()) {
        err << tr("error: %1: %2").arg(models[0], result.error) << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace quarry
