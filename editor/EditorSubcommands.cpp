#include "editor/EditorSubcommands.h"

#include "editor/RenderCommand.h"
#include "editor/cli/CommandLine.h"
#include "editor/scripting/ScriptRunner.h"

#include "model/Translate.h"

#include <QTextStream>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

// quarry script FILE.py [ARGS...]: everything after the file is the
// script's, options included.
int runScript(const QStringList &arguments)
{
    qsizetype at = arguments.indexOf(QStringLiteral("script"));
    const QStringList rest = arguments.mid(at + 1);
    if (rest.isEmpty() || rest.first() == QLatin1String("--help") || rest.first() == QLatin1String("-h")) {
        QTextStream stream(rest.isEmpty() ? stderr : stdout);
        stream << tr("usage: quarry script FILE.py [ARGS...]\n"
                     "Runs a Python script with the module quarry importable; sys.argv is [FILE.py, ARGS...].")
               << Qt::endl;
        return rest.isEmpty() ? 2 : 0;
    }
    return scripting::runScriptFile(rest.first(), rest.mid(1));
}

} // namespace

int runEditorSubcommand(const QStringList &arguments)
{
    const QString name = subcommandName(arguments);
    if (name == QLatin1String("render"))
        return runRender(arguments);
    Q_ASSERT(name == QLatin1String("script"));
    return runScript(arguments);
}

} // namespace quarry
