#include "editor/cli/ConvertCommand.h"

#include "editor/cli/BatchCommand.h"
#include "editor/cli/CliSupport.h"
#include "editor/cli/CompanionFiles.h"
#include "editor/cli/Md3Commands.h"
#include "editor/cli/QuakeOptions.h"
#include "editor/cli/TargetCommands.h"

#include "io/Export.h"
#include "io/Formats.h"
#include "io/ModelCompanions.h"
#include "io/ModelInfo.h"
#include "io/md3/Md3PlayerModel.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Translate.h"
#include "model/ops/Conversion.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// Reads the conversion options; prints a message and returns false on a
// value that makes no sense.
bool conversionSettings(const QCommandLineParser &parser, ConversionSettings &settings)
{
    auto number = [&parser](const char *name, double &value) {
        const QString option = QLatin1String(name);
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        value = parser.value(option).toDouble(&ok);
        if (!ok || !(value > 0)) {
            err() << tr("error: --%1 takes a positive number, not \"%2\"").arg(option, parser.value(option))
                  << Qt::endl;
            return false;
        }
        return true;
    };
    double scale = 0, height = 0, influences = 0;
    if (!number("fps", settings.fps) || !number("scale", scale) || !number("height", height)
        || !number("max-influences", influences))
        return false;
    if (scale > 0 && height > 0) {
        err() << tr("error: give --scale or --height, not both") << Qt::endl;
        return false;
    }
    settings.scale = float(scale);
    settings.height = float(height);
    settings.maxInfluences = int(influences);
    settings.flipWinding = parser.isSet(QStringLiteral("flip-winding"));
    if (parser.isSet(QStringLiteral("up"))) {
        const QString up = parser.value(QStringLiteral("up")).toLower();
        if (up != QLatin1String("z") && up != QLatin1String("y") && up != QLatin1String("stored")) {
            err() << tr("error: --up takes z, y or stored") << Qt::endl;
            return false;
        }
        settings.axesAsStored = up == QLatin1String("stored");
        settings.sourceUp = settings.axesAsStored ? 'z' : char(up.at(0).toLatin1());
    }
    settings.weld = parser.isSet(QStringLiteral("weld"));
    settings.weldByPosition = parser.isSet(QStringLiteral("weld-by-position"));
    settings.flipNormals = parser.isSet(QStringLiteral("flip-normals"));
    settings.iqeNormals = parser.isSet(QStringLiteral("iqe-normals"));
    if (parser.isSet(QStringLiteral("smooth-normals"))) {
        bool ok = false;
        settings.smoothNormalsAngle = parser.value(QStringLiteral("smooth-normals")).toFloat(&ok);
        if (!ok || settings.smoothNormalsAngle < 0 || settings.smoothNormalsAngle > 180) {
            err() << tr("error: --smooth-normals takes an angle from 0 to 180 degrees") << Qt::endl;
            return false;
        }
    }
    settings.normalizeWeights = parser.isSet(QStringLiteral("normalize-weights"));
    settings.removeUnusedJoints = parser.isSet(QStringLiteral("remove-unused-joints"));
    settings.dropToGround = parser.isSet(QStringLiteral("drop-to-ground"));
    settings.centre = parser.isSet(QStringLiteral("center"));
    settings.texturePaths.stripDirectories = parser.isSet(QStringLiteral("strip-texture-dirs"));
    settings.texturePaths.extension = parser.value(QStringLiteral("texture-ext"));
    settings.optimizeVertexOrder = parser.isSet(QStringLiteral("optimize"));
    if (!parseRootMotion(parser.value(QStringLiteral("root-motion")), &settings.rootMotion)) {
        err() << tr("error: --root-motion takes in-place or keep, not \"%1\"")
                     .arg(parser.value(QStringLiteral("root-motion")))
              << Qt::endl;
        return false;
    }
    return true;
}

int runConvertBatch(const QCommandLineParser &parser, const QStringList &inputs)
{
    const QString format = parser.value(QStringLiteral("to"));
    const FormatHandler *handler = formatHandler(format);
    if (inputs.isEmpty() || format.isEmpty()) {
        err() << tr("usage: quarry convert INPUT... --out-dir DIR --to FORMAT [-j N] [--json] [options]") << Qt::endl;
        return 2;
    }
    if (int status = 0; handedOn(inputs, &format, &status))
        return status;
    if (!handler || !handler->write) {
        err() << tr("error: Quarry cannot write the format \"%1\"").arg(format) << Qt::endl;
        return 2;
    }
    BatchOptions options;
    options.exportOptions.format = format;
    if (!conversionSettings(parser, options.exportOptions.conversion))
        return 2;
    options.exportOptions.validate = parser.isSet(QStringLiteral("validate"));
    options.exportOptions.framegroups = parser.isSet(QStringLiteral("framegroups"));
    options.exportOptions.refuseLostAnimation = !parser.isSet(QStringLiteral("drop-animation"));
    options.exportOptions.writerOptions = md3WriterOptions(parser);
    if (QString error; !quakeWriterOptions(parser, options.exportOptions.writerOptions, &error)) {
        err() << tr("error: ") << error << Qt::endl;
        return 2;
    }
    quakeReadOptions(options.exportOptions.writerOptions, options.readOptions);
    options.outputDirectory = parser.value(QStringLiteral("out-dir"));
    if (parser.isSet(QStringLiteral("jobs"))) {
        bool ok = false;
        options.jobs = parser.value(QStringLiteral("jobs")).toInt(&ok);
        if (!ok || options.jobs < 1) {
            err() << tr("error: -j takes a positive number, not \"%1\"").arg(parser.value(QStringLiteral("jobs")))
                  << Qt::endl;
            return 2;
        }
    }
    options.skeleton = parser.value(QStringLiteral("skeleton"));
    options.animations = expandPatterns(parser.values(QStringLiteral("animation")));
    options.materials = expandPatterns(parser.values(QStringLiteral("material")));
    if (parser.isSet(QStringLiteral("join-vertices")))
        options.readOptions.insert(QStringLiteral("assimp.joinVertices"), true);
    if (parser.isSet(QStringLiteral("up")))
        options.readOptions.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
    return runBatchConvert(inputs, options, parser.isSet(QStringLiteral("json")));
}

} // namespace

int runInfo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Print what a model file holds."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("info"), tr("The info subcommand."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("The model file."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
    parser.addOption({QStringLiteral("player"), tr("A Quake III player's lower.md3, upper.md3 or head.md3: the whole "
                                                   "player as one model, every animation.cfg slot a clip.")});
    addCompanionOptions(parser);
    parser.process(arguments);
    QStringList args = parser.positionalArguments();
    const QStringList extra = takeCompanionArguments(args, 2);
    if (args.size() != 2) {
        err() << tr("usage: quarry info FILE [--json] [--player]") << Qt::endl;
        return 2;
    }
    if (int status = 0; handedOn({args[1]}, nullptr, &status))
        return status;
    ReadOptions readOptions = companionReadOptions(parser, extra);
    // A .md5mesh's animations beside it, as convert finds them.
    if (readOptions.companions.isEmpty()
        && QFileInfo(args[1]).suffix().compare(QLatin1String("md5mesh"), Qt::CaseInsensitive) == 0)
        readOptions.companions = companionsBeside(args[1]);
    if (parser.isSet(QStringLiteral("player"))) {
        if (!quake3PlayerPaths(args[1]).complete()) {
            err() << tr("error: %1 is not lower.md3, upper.md3 or head.md3 with the other two and animation.cfg "
                        "beside it")
                         .arg(args[1])
                  << Qt::endl;
            return 1;
        }
        readOptions.options.insert(QLatin1String(kMd3PlayerOption), true);
    }
    const ReadResult result = readModelFile(args[1], withoutSaveBack(readOptions));
    printWarnings(result);
    if (!result.ok()) {
        err() << tr("error: ") << result.error->toString() << Qt::endl;
        return 1;
    }
    if (parser.isSet(QStringLiteral("json")))
        out() << QString::fromUtf8(QJsonDocument(modelInfoJson(result.model)).toJson(QJsonDocument::Indented));
    else
        out() << modelInfoText(result.model);
    out().flush();
    return 0;
}

int runConvert(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Convert a model file to another format, chosen by the output's extension.\n"
                                        "An .xmf output gets its skeleton, animations and materials written beside it "
                                        "(BASE.xsf, BASE_ANIMATION.xaf, BASE_N.xrf)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("convert"), tr("The convert subcommand."));
    parser.addPositionalArgument(QStringLiteral("input"), tr("The model to read."));
    parser.addPositionalArgument(QStringLiteral("output"), tr("The file to write."));
    parser.addOption({QStringLiteral("to"), tr("Output format id, where the extension does not say."), tr("format")});
    addCompanionOptions(parser);
    parser.addOption({QStringLiteral("fps"), tr("Resample every animation to this frame rate."), tr("N")});
    parser.addOption({QStringLiteral("root-motion"),
                      tr("in-place: the root's travel across the floor removed from every animation (its height "
                         "kept), as games that move the player themselves play them; keep: left as it is. Default: "
                         "in place for a player --target or --q3-player, else kept."),
                      tr("mode")});
    parser.addOption({QStringLiteral("scale"), tr("Multiply every length by this factor."), tr("S")});
    parser.addOption(
        {QStringLiteral("height"), tr("Scale so the model stands this tall (bind pose, Z extent)."), tr("H")});
    parser.addOption({QStringLiteral("up"),
                      tr("The source's up axis: z or y (a Y-up source is turned Z-up), or stored (the axes are left as "
                         "the files have them). Without it, a file that declares its up axis (glTF, Collada, FBX) is "
                         "turned Z-up, and a glTF or Collada output is turned Y-up."),
                      tr("axis")});
    parser.addOption(
        {QStringLiteral("flip-winding"),
         tr("Reverse the winding of every triangle (with --target: after the triangles the game would draw inside "
            "out are turned, unless --keep-winding).")});
    parser.addOption(
        {QStringLiteral("max-influences"), tr("Keep at most N weights per vertex (largest, renormalized)."), tr("N")});
    parser.addOption({QStringLiteral("weld"), tr("Merge vertices that agree in every attribute.")});
    parser.addOption({QStringLiteral("weld-by-position"),
                      tr("Merge vertices at the same position whatever their normals, texture coordinates and other "
                         "attributes (the first one's are kept).")});
    parser.addOption({QStringLiteral("flip-normals"), tr("Point every normal the other way.")});
    parser.addOption({QStringLiteral("smooth-normals"),
                      tr("Recompute normals, smoothing where faces meet at most this angle."), tr("degrees")});
    parser.addOption({QStringLiteral("iqe-normals"), tr("Recompute normals by the IQE smoothing groups.")});
    parser.addOption({QStringLiteral("normalize-weights"), tr("Scale each vertex's weights to sum to one.")});
    parser.addOption({QStringLiteral("remove-unused-joints"), tr("Remove joints no vertex is weighted to.")});
    parser.addOption({QStringLiteral("drop-to-ground"), tr("Move the model so its lowest point is at Z = 0.")});
    parser.addOption({QStringLiteral("center"), tr("Move the model so it is centred on the Z axis.")});
    parser.addOption({QStringLiteral("strip-texture-dirs"), tr("Keep only the file names of texture paths.")});
    parser.addOption({QStringLiteral("texture-ext"), tr("Change texture paths' extension (e.g. png)."), tr("ext")});
    parser.addOption({QStringLiteral("optimize"),
                      tr("Order triangles and vertices for the GPU's vertex cache and fetches (meshoptimizer).")});
    parser.addOption({QStringLiteral("validate"), tr("Print what validation finds in the converted model.")});
    parser.addOption({QStringLiteral("framegroups"),
                      tr("Also write OUTPUT.framegroups, the clip ranges DarkPlaces-family engines read.")});
    parser.addOption({QStringLiteral("drop-animation"),
                      tr("Convert even where the output format keeps none of the model's animation (an MD3's vertex "
                         "frames written as IQM); without it, such a conversion stops with an error.")});
    parser.addOption({QStringLiteral("out-dir"),
                      tr("Convert every INPUT into this folder (as BASE.EXT of the --to format); XMF meshes find "
                         "their companions beside them."),
                      tr("dir")});
    parser.addOption({{QStringLiteral("j"), QStringLiteral("jobs")},
                      tr("With --out-dir: files at a time (default: one per core)."),
                      tr("N")});
    parser.addOption({QStringLiteral("json"), tr("With --out-dir: print a JSON report.")});
    addTargetConvertOptions(parser);
    addMd3ConvertOptions(parser);
    addQuakeConvertOptions(parser);
    parser.process(arguments);
    QStringList args = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("target"))) {
        ConversionSettings settings;
        if (int status = 0; handedOn(expandPatterns(args.mid(1)), nullptr, &status))
            return status;
        return conversionSettings(parser, settings) ? runConvertForTarget(parser, settings, expandPatterns(args.mid(1)))
                                                    : 2;
    }
    if (parser.isSet(QStringLiteral("q3-player"))) {
        QStringList inputs = expandPatterns(args.mid(1));
        const QStringList companions = takeCompanionArguments(inputs, 1);
        ConversionSettings settings;
        if (inputs.size() != 1 || !conversionSettings(parser, settings))
            return 2;
        ReadOptions read = companionReadOptions(parser, companions);
        if (read.companions.isEmpty()
            && QFileInfo(inputs[0]).suffix().compare(QLatin1String("xmf"), Qt::CaseInsensitive) == 0)
            read.companions = findAvatarCompanions(inputs[0]).toCompanions();
        return runConvertQuake3Player(parser, settings, inputs[0], withoutSaveBack(read));
    }
    if (parser.isSet(QStringLiteral("out-dir")))
        return runConvertBatch(parser, expandPatterns(args.mid(1)));
    QStringList extra;
    if (args.size() > 3) {
        extra = takeCompanionArguments(args, 2);
        // An existing companion file can be the output too (overwritten).
        if (args.size() == 2 && !extra.isEmpty())
            args << extra.takeLast();
    }
    // convert MESH MESH... OUTPUT: Cal3D meshes joined on one skeleton
    // into one model (converting each file on its own takes --out-dir).
    if (args.size() > 3) {
        const QStringList meshes = args.mid(2, args.size() - 3);
        for (const QString &m : meshes)
            if (!isCalMeshFile(m)) {
                err() << tr("error: %1: several inputs with one output join Cal3D meshes (.xmf, .cmf) into one avatar, "
                            "and this is not one; to convert each file on its own, give --out-dir DIR")
                             .arg(m)
                      << Qt::endl;
                return 2;
            }
        extra = meshes + extra;
        args = QStringList{args[0], args[1], args.last()};
    }
    if (args.size() != 3) {
        err() << tr("usage: quarry convert INPUT [MESH...] OUTPUT [options]") << Qt::endl;
        return 2;
    }
    const QString format = parser.isSet(QStringLiteral("to")) ? parser.value(QStringLiteral("to"))
                                                              : formatForWriting(args[2]);
    if (int status = 0; handedOn({args[1]}, &format, &status))
        return status;
    const FormatHandler *handler = formatHandler(format);
    if (!handler || !handler->write) {
        err() << tr("error: %1: Quarry cannot write this format").arg(args[2]) << Qt::endl;
        return 2;
    }
    ExportOptions options;
    options.format = format;
    if (!conversionSettings(parser, options.conversion))
        return 2;
    options.validate = parser.isSet(QStringLiteral("validate"));
    options.framegroups = parser.isSet(QStringLiteral("framegroups"));
    options.refuseLostAnimation = !parser.isSet(QStringLiteral("drop-animation"));
    options.writerOptions = md3WriterOptions(parser);
    if (QString error; !quakeWriterOptions(parser, options.writerOptions, &error)) {
        err() << tr("error: ") << error << Qt::endl;
        return 2;
    }
    // Written back where it was read, the model keeps what saves it as it
    // was; written elsewhere in its own format, the copy of an IQE or IQM
    // file that writes it back byte for byte.
    ReadOptions readOptions = modelReadOptions(parser, extra, args[1]);
    quakeReadOptions(options.writerOptions, readOptions.options);
    if (QFileInfo(args[1]).absoluteFilePath() != QFileInfo(args[2]).absoluteFilePath())
        readOptions = withoutSaveBack(std::move(readOptions), detectFormat(args[1]) == format);
    ReadResult read = readModelFile(args[1], readOptions);
    printWarnings(read);
    if (!read.ok()) {
        err() << tr("error: ") << read.error->toString() << Qt::endl;
        return 1;
    }
    options.sourcePath = args[1];
    const ExportResult exported = exportModel(std::move(read.model), args[2], options);
    for (const QString &message : exported.shapeWarnings)
        err() << tr("warning: %1: %2").arg(args[2], message) << Qt::endl;
    for (const QString &message : exported.conversionMessages)
        err() << message << Qt::endl;
    if (!exported.conversionError.isEmpty()) {
        err() << tr("error: %1: %2").arg(args[1], exported.conversionError) << Qt::endl;
        return 1;
    }
    for (const Finding &f : exported.findings)
        err() << tr("check: ") << f.message << Qt::endl;
    printWarnings(exported.warnings);
    if (exported.error) {
        err() << tr("error: ") << exported.error->toString() << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace quarry
