#include "editor/cli/CommandLine.h"

#include "editor/cli/BatchCommand.h"
#include "editor/cli/CliSupport.h"
#include "editor/cli/CompanionFiles.h"
#include "editor/cli/CompareCommand.h"
#include "editor/cli/ConvertCommand.h"
#include "editor/cli/Md3Commands.h"
#include "editor/cli/TargetCommands.h"

#include "io/Export.h"
#include "io/Formats.h"
#include "io/HugePages.h"
#include "io/LibraryVersions.h"
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

int (*g_handOn)() = nullptr;

} // namespace

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

namespace {

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
    {"info", "info FILE [--json] [--player]", QT_TRANSLATE_NOOP("quarry", "print what a model file holds"), runInfo,
     false},
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
    {"compare", "compare A B [--json] [--frames N] [--tolerance T] [--fit-scale]",
     QT_TRANSLATE_NOOP("quarry", "say how far two models differ, moving, as fractions of their height"), runCompare,
     false},
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
    // One command and the process ends: freed memory is kept for reuse.
    keepFreedMemory();
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

bool handedOnForFiles(const QStringList &inputs, int *status)
{
    return handedOn(inputs, nullptr, status);
}

} // namespace quarry
