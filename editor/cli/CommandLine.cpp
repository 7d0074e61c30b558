#include "editor/cli/CommandLine.h"

#include "editor/cli/BatchCommand.h"
#include "editor/cli/CompanionFiles.h"
#include "editor/cli/TargetCommands.h"

#include "io/Export.h"
#include "io/Formats.h"
#include "io/LibraryVersions.h"
#include "io/ModelCompanions.h"
#include "io/ModelInfo.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Translate.h"
#include "model/ops/Conversion.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QTextStream>

namespace quarry {

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int (*g_handOn)() = nullptr;

// True when this program lacks a format the command needs (the `quarry`
// executable, for a file Assimp would read or a format Assimp writes) and
// the command went to quarry-editor; `*status` is then what to exit with.
// `writeFormat` is null for a command that writes nothing.
bool handedOn(const QStringList &inputs, const QString *writeFormat, int *status)
{
    if (!g_handOn || hasAddedFormatHandlers())
        return false;
    bool missing = false;
    if (writeFormat) {
        const FormatHandler *h = formatHandler(*writeFormat);
        missing = !h || !h->write;
    }
    for (qsizetype i = 0; !missing && i < inputs.size(); ++i)
        missing = detectFormat(inputs[i]).isEmpty();
    if (!missing)
        return false;
    *status = g_handOn();
    return true;
}

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

void printWarnings(const QList<Diagnostic> &warnings)
{
    for (const Diagnostic &d : warnings)
        err() << tr("warning: ") << d.toString() << Qt::endl;
}

void printWarnings(const ReadResult &result)
{
    printWarnings(result.warnings);
    for (const Diagnostic &d : result.notes)
        err() << tr("note: ") << d.toString() << Qt::endl;
}

// A companion given as a pattern ("DokuroChan_*.xrf", quoted so the shell
// left it alone) stands for the files it matches.
QStringList expandPatterns(const QStringList &paths)
{
    QStringList files;
    for (const QString &p : paths) {
        const QFileInfo info(p);
        const bool pattern = info.fileName().contains(QLatin1Char('*')) || info.fileName().contains(QLatin1Char('?'));
        const QStringList matches = pattern && !info.exists()
                                        ? info.dir().entryList({info.fileName()}, QDir::Files, QDir::Name)
                                        : QStringList();
        if (matches.isEmpty())
            files << p;
        for (const QString &m : matches)
            files << info.dir().filePath(m);
    }
    return files;
}

void addCompanionOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("skeleton"), tr("Skeleton file read with the model (XSF)."), tr("file")});
    parser.addOption(
        {QStringLiteral("animation"), tr("Animation file read with the model (XAF); repeatable."), tr("file")});
    parser.addOption(
        {QStringLiteral("material"), tr("Material file read with the model (XRF); repeatable."), tr("file")});
    parser.addOption({QStringLiteral("mesh"), tr("Another mesh joined to the model on its skeleton (XMF); repeatable."),
                      tr("file")});
    parser.addOption(
        {QStringLiteral("join-vertices"), tr("Merge identical vertices of formats imported through Assimp.")});
}

ReadOptions companionReadOptions(const QCommandLineParser &parser, const QStringList &extraCompanions)
{
    ReadOptions options;
    options.companions << parser.values(QStringLiteral("skeleton"))
                       << expandPatterns(parser.values(QStringLiteral("animation")))
                       << expandPatterns(parser.values(QStringLiteral("material")))
                       << expandPatterns(parser.values(QStringLiteral("mesh"))) << extraCompanions;
    if (parser.isSet(QStringLiteral("join-vertices")))
        options.options.insert(QStringLiteral("assimp.joinVertices"), true);
    // An --up given is the user's choice: the reader leaves a declared up
    // axis as stored, and the conversion applies the choice.
    if (parser.optionNames().contains(QStringLiteral("up")))
        options.options.insert(QStringLiteral("upAxis"), QStringLiteral("stored"));
    return options;
}

int runInfo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Print what a model file holds."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("info"), tr("The info subcommand."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("The model file."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
    addCompanionOptions(parser);
    parser.process(arguments);
    QStringList args = parser.positionalArguments();
    const QStringList extra = takeCompanionArguments(args, 2);
    if (args.size() != 2) {
        err() << tr("usage: quarry info FILE [--json]") << Qt::endl;
        return 2;
    }
    if (int status = 0; handedOn({args[1]}, nullptr, &status))
        return status;
    ReadOptions readOptions = companionReadOptions(parser, extra);
    // A .md5mesh's animations beside it, as convert finds them.
    if (readOptions.companions.isEmpty()
        && QFileInfo(args[1]).suffix().compare(QLatin1String("md5mesh"), Qt::CaseInsensitive) == 0)
        readOptions.companions = companionsBeside(args[1]);
    const ReadResult result = readModelFile(args[1], readOptions);
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
    parser.addOption({QStringLiteral("scale"), tr("Multiply every length by this factor."), tr("S")});
    parser.addOption(
        {QStringLiteral("height"), tr("Scale so the model stands this tall (bind pose, Z extent)."), tr("H")});
    parser.addOption({QStringLiteral("up"),
                      tr("The source's up axis: z or y (a Y-up source is turned Z-up), or stored (the axes are left as "
                         "the files have them). Without it, a file that declares its up axis (glTF, Collada, FBX) is "
                         "turned Z-up, and a glTF or Collada output is turned Y-up."),
                      tr("axis")});
    parser.addOption({QStringLiteral("flip-winding"), tr("Reverse the winding of every triangle.")});
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
    parser.addOption({QStringLiteral("out-dir"),
                      tr("Convert every INPUT into this folder (as BASE.EXT of the --to format); XMF meshes find "
                         "their companions beside them."),
                      tr("dir")});
    parser.addOption({{QStringLiteral("j"), QStringLiteral("jobs")},
                      tr("With --out-dir: files at a time (default: one per core)."),
                      tr("N")});
    parser.addOption({QStringLiteral("json"), tr("With --out-dir: print a JSON report.")});
    addTargetConvertOptions(parser);
    parser.process(arguments);
    QStringList args = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("target"))) {
        ConversionSettings settings;
        if (int status = 0; handedOn(expandPatterns(args.mid(1)), nullptr, &status))
            return status;
        return conversionSettings(parser, settings) ? runConvertForTarget(parser, settings, expandPatterns(args.mid(1)))
                                                    : 2;
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
                err() << tr("error: %1: several inputs with one output join Cal3D meshes (.xmf) into one avatar, "
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
    ReadOptions readOptions = companionReadOptions(parser, extra);
    // An XMF or MD5 mesh comes with the companions found beside it, as
    // batch conversion and render find them, unless the command line names them.
    if (readOptions.companions.isEmpty())
        readOptions.companions = companionsBeside(args[1]);
    ReadResult read = readModelFile(args[1], readOptions);
    printWarnings(read);
    if (!read.ok()) {
        err() << tr("error: ") << read.error->toString() << Qt::endl;
        return 1;
    }
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

struct Subcommand
{
    const char *name;
    const char *usage; // after "quarry "
    const char *summary; // translated when shown
    // Null for the subcommands quarry-editor runs (OpenGL, Python): their
    // code is not linked into the quarry executable, which hands them on.
    int (*run)(const QStringList &arguments);
    bool needsGui; // draws with OpenGL: a QGuiApplication, not a QCoreApplication
};

// Every subcommand, in the order help lists them: adding one is one line.
const Subcommand kSubcommands[] = {
    {"info", "info FILE [--json]", QT_TRANSLATE_NOOP("quarry", "print what a model file holds"), runInfo, false},
    {"convert", "convert INPUT OUTPUT [...]",
     QT_TRANSLATE_NOOP("quarry", "convert between formats, by the output's extension"), runConvert, false},
    {"convert", "convert MESH MESH... OUTPUT [...]",
     QT_TRANSLATE_NOOP("quarry", "join Cal3D meshes on one skeleton into one model"), runConvert, false},
    {"convert", "convert INPUT... --out-dir DIR --to FORMAT [-j N]",
     QT_TRANSLATE_NOOP("quarry", "convert many files into a folder, N at a time"), runConvert, false},
    {"convert", "convert INPUT... --target ENGINE --out-dir DIR",
     QT_TRANSLATE_NOOP("quarry", "export for a game engine: every file it needs, laid out as the game looks for them"),
     runConvert, false},
    {"check", "check MODEL --target ENGINE [--json]",
     QT_TRANSLATE_NOOP("quarry", "say what will not work in an engine and whether export fixes it"), runCheck, false},
    {"targets", "targets [--json]", QT_TRANSLATE_NOOP("quarry", "list the engines export knows and what each loads"),
     runTargets, false},
    {"render", "render MODEL -o OUT.png", QT_TRANSLATE_NOOP("quarry", "draw one frame to an image (needs OpenGL)"),
     nullptr, true},
    {"script", "script FILE.py [ARGS...]", QT_TRANSLATE_NOOP("quarry", "run a Python script with the module quarry"),
     nullptr, false},
};

const Subcommand *findSubcommand(const QString &name)
{
    for (const Subcommand &s : kSubcommands)
        if (name == QLatin1String(s.name))
            return &s;
    return nullptr;
}

// Qt's own options that take a value (-platform offscreen): the value is not
// a file or a subcommand.
bool takesValue(const QString &option)
{
    static const QStringList options = {QStringLiteral("-platform"),      QStringLiteral("-platformpluginpath"),
                                        QStringLiteral("-platformtheme"), QStringLiteral("-plugin"),
                                        QStringLiteral("-qmljsdebugger"), QStringLiteral("-style"),
                                        QStringLiteral("-stylesheet"),    QStringLiteral("-session"),
                                        QStringLiteral("-display"),       QStringLiteral("-geometry"),
                                        QStringLiteral("-title"),         QStringLiteral("-qwindowgeometry"),
                                        QStringLiteral("-qwindowtitle"),  QStringLiteral("-qwindowicon"),
                                        QStringLiteral("-name"),          QStringLiteral("-widgetcount"),
                                        QStringLiteral("-translation"),   QStringLiteral("--script")};
    QString name = option;
    if (name.startsWith(QLatin1String("--")))
        name.remove(0, 1);
    return options.contains(name) && !name.contains(QLatin1Char('='));
}

// The first argument that is not an option (nor an option's value); empty
// when there is none.
QString firstPositional(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == QLatin1String("--"))
            return i + 1 < arguments.size() ? arguments[i + 1] : QString();
        if (!a.startsWith(QLatin1Char('-')))
            return a;
        if (takesValue(a))
            ++i;
    }
    return {};
}

bool hasPlatformArgument(const QStringList &arguments)
{
    for (const QString &a : arguments)
        if (a == QLatin1String("-platform") || a == QLatin1String("--platform")
            || a.startsWith(QLatin1String("-platform=")) || a.startsWith(QLatin1String("--platform=")))
            return true;
    return false;
}

enum class Listed { All, Headless, NeedingDisplay };

// The subcommands' usage lines; those that need a display prefixed with
// `prefix` (xvfb-run, when saying how to run them without one).
QString subcommandList(Listed which = Listed::All, const QString &prefix = {})
{
    QString text;
    for (const Subcommand &s : kSubcommands) {
        if ((which == Listed::Headless && s.needsGui) || (which == Listed::NeedingDisplay && !s.needsGui))
            continue;
        const QString command = prefix + QStringLiteral("quarry ") + QLatin1String(s.usage);
        text += QStringLiteral("  %1  %2\n").arg(command.leftJustified(35), tr(s.summary));
    }
    return text;
}

bool hasDisplay(const QStringList &arguments, const QProcessEnvironment &environment)
{
    return !environment.value(QStringLiteral("DISPLAY")).isEmpty()
           || !environment.value(QStringLiteral("WAYLAND_DISPLAY")).isEmpty()
           || !environment.value(QStringLiteral("QT_QPA_PLATFORM")).isEmpty() || hasPlatformArgument(arguments);
}

} // namespace

void setApplicationInfo()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Quarry"));
    QCoreApplication::setApplicationName(QStringLiteral("Quarry"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUARRY_VERSION));
}

QString subcommandName(const QStringList &arguments)
{
    const Subcommand *s = findSubcommand(firstPositional(arguments));
    return s ? QLatin1String(s->name) : QString();
}

bool isEditorSubcommand(const QStringList &arguments)
{
    const Subcommand *s = findSubcommand(firstPositional(arguments));
    return s && !s->run;
}

bool needsGuiApplication(const QStringList &arguments)
{
    const Subcommand *s = findSubcommand(firstPositional(arguments));
    return s && s->needsGui;
}

bool isHeadlessInvocation(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == QLatin1String("--help") || a == QLatin1String("-h") || a == QLatin1String("--help-all")
            || a == QLatin1String("--version") || a == QLatin1String("-v"))
            return true;
    }
    return findSubcommand(firstPositional(arguments)) != nullptr;
}

EditorStart checkEditorStart(const QStringList &arguments, const QProcessEnvironment &environment)
{
    const QString first = firstPositional(arguments);
    if (!first.isEmpty() && !QFileInfo::exists(first))
        return EditorStart::UnknownArgument;
    if (!hasDisplay(arguments, environment))
        return EditorStart::NoDisplay;
    return EditorStart::Allowed;
}

EditorStart checkSubcommandStart(const QStringList &arguments, const QProcessEnvironment &environment)
{
    return needsGuiApplication(arguments) && !hasDisplay(arguments, environment) ? EditorStart::NoDisplayForSubcommand
                                                                                 : EditorStart::Allowed;
}

int reportRefusedStart(EditorStart why, const QStringList &arguments)
{
    if (why == EditorStart::UnknownArgument) {
        err() << tr("error: %1: no such file or subcommand").arg(firstPositional(arguments)) << Qt::endl
              << tr("Subcommands:") << Qt::endl
              << subcommandList() << tr("Run \"quarry --help\" for more.") << Qt::endl;
        return 2;
    }
    if (why == EditorStart::NoDisplay || why == EditorStart::NoDisplayForSubcommand) {
        err() << (why == EditorStart::NoDisplay
                      ? tr("error: the editor needs a display, and there is none (neither DISPLAY nor WAYLAND_DISPLAY "
                           "is set).")
                      : tr("error: quarry %1 draws with OpenGL and needs a display, and there is none (neither DISPLAY "
                           "nor WAYLAND_DISPLAY is set).")
                            .arg(firstPositional(arguments)))
              << Qt::endl
              << tr("These work without one:") << Qt::endl
              << subcommandList(Listed::Headless) << tr("On a virtual display (xvfb-run, from the xvfb package):")
              << Qt::endl
              << QStringLiteral("  xvfb-run quarry FILE...\n")
              << subcommandList(Listed::NeedingDisplay, QStringLiteral("xvfb-run ")) << Qt::flush;
        return 1;
    }
    return 0;
}

int runHeadless(const QStringList &arguments)
{
    if (const Subcommand *s = findSubcommand(firstPositional(arguments))) {
        Q_ASSERT(s->run); // isEditorSubcommand(): quarry-editor runs it
        return s->run(arguments);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Quarry, an editor for game model assets (IQE, IQM, QuickModel, XMF and what Assimp imports).")
        + QStringLiteral("\n\n") + tr("Subcommands:") + QLatin1Char('\n') + subcommandList() + QLatin1Char('\n')
        + tr("With no subcommand, opens the editor on the given files."));
    parser.addHelpOption();
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     tr("Displays the versions of Quarry, Qt, Assimp and tinyxml2."));
    parser.addOption(version);
    parser.addPositionalArgument(QStringLiteral("files"), tr("Model files to open in the editor."), tr("[FILE...]"));
    parser.process(arguments); // prints help and exits
    if (parser.isSet(version)) {
        if (g_handOn && !hasAddedFormatHandlers())
            return g_handOn();
        out() << versionText() << Qt::flush;
    }
    return 0;
}

QStringList argumentList(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

void setHandOn(int (*handOn)())
{
    g_handOn = handOn;
}

} // namespace quarry
