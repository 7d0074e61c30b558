// The command line: the subcommands that need neither OpenGL nor Python
// (`quarry info`, `convert`), help and version, and the checks made before
// the editor opens. Both executables link it: `quarry` runs these itself and
// hands everything else to quarry-editor, which runs them all.
#pragma once

#include <QStringList>

class QProcessEnvironment;

namespace quarry {

// Organization, application name and version, before any application object.
void setApplicationInfo();

// The command line as main() gets it, before any application object
// exists (which decides which one to make).
QStringList argumentList(int argc, char *argv[]);

// The subcommand the arguments name ("render"); empty when they name none.
QString subcommandName(const QStringList &arguments);
// True for the subcommands quarry-editor runs (render: OpenGL; script:
// Python), whose code is not in this library; runHeadless() cannot run them.
bool isEditorSubcommand(const QStringList &arguments);

// True when the arguments ask for a subcommand (or --help/--version),
// which must run without a display.
bool isHeadlessInvocation(const QStringList &arguments);
// True for subcommands that draw with OpenGL (render): they need a
// QGuiApplication, not a QCoreApplication.
bool needsGuiApplication(const QStringList &arguments);
// Before the editor opens: a first argument that is neither a subcommand
// nor an existing file, or no display and no platform chosen, refuse it.
enum class EditorStart { Allowed, UnknownArgument, NoDisplay, NoDisplayForSubcommand };
EditorStart checkEditorStart(const QStringList &arguments, const QProcessEnvironment &environment);
// A subcommand that draws (render) with no display: refused the same way.
EditorStart checkSubcommandStart(const QStringList &arguments, const QProcessEnvironment &environment);
// Says on stderr why the editor does not open (and what to run instead);
// returns the exit status: 2 for an unknown argument, 1 for no display.
int reportRefusedStart(EditorStart why, const QStringList &arguments);
// Runs the subcommand (not an editor one) or prints help/version; returns
// the exit code.
int runHeadless(const QStringList &arguments);

// Set by the `quarry` executable, which reads and writes Quarry's own
// formats only: runs the whole command line in quarry-editor instead (by
// execv), for a command that names another format (read or written
// through Assimp) and for --version (which names Assimp's). Returns only
// when quarry-editor could not be started, with the exit status.
void setHandOn(int (*handOn)());
// True when one of `inputs` is a format only quarry-editor reads and the
// command went there; `*status` is then what to exit with.
bool handedOnForFiles(const QStringList &inputs, int *status);

} // namespace quarry
