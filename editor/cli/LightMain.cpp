// `quarry`, the command users run: info, convert and help here, linking
// only Qt Core and Gui, the model and the readers and writers of Quarry's
// own formats; everything else (the editor, render, script, a file Assimp
// reads or a format it writes, --version) replaces this process with
// quarry-editor, which links Qt Widgets, OpenGL, Python and Assimp. Loading
// those libraries would cost every headless command a good part of its time.
#include "editor/cli/CommandLine.h"
#include "editor/cli/Language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QProcessEnvironment>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

// The folder this executable is in: from /proc/self/exe, else from argv[0]
// when it names a path. Empty when neither says.
std::string executableDirectory(const char *argv0)
{
    char path[PATH_MAX];
    const ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    std::string self;
    if (length > 0) {
        self.assign(path, size_t(length));
    } else if (argv0 && std::strchr(argv0, '/')) {
        char resolved[PATH_MAX];
        self = realpath(argv0, resolved) ? resolved : argv0;
    }
    const size_t slash = self.rfind('/');
    return slash == std::string::npos ? std::string() : self.substr(0, slash);
}

// Replaces this process with quarry-editor, with the same arguments and
// environment: beside this executable in the build tree, in
// QUARRY_EDITOR_FROM_BINDIR (../libexec/quarry) once installed. Returns 1
// after saying why when that fails.
int execEditor(char *argv[])
{
    const std::string directory = executableDirectory(argv[0]);
    if (directory.empty()) {
        std::fprintf(stderr,
                     "quarry: cannot find quarry-editor: /proc/self/exe cannot be read and \"%s\" names no folder\n",
                     argv[0] ? argv[0] : "");
        return 1;
    }
    const std::vector<std::string> candidates = {directory + "/quarry-editor",
                                                 directory + "/" QUARRY_EDITOR_FROM_BINDIR "/quarry-editor"};
    for (const std::string &candidate : candidates) {
        if (access(candidate.c_str(), X_OK) != 0)
            continue;
        execv(candidate.c_str(), argv);
        std::fprintf(stderr, "quarry: cannot run %s: %s\n", candidate.c_str(), std::strerror(errno));
        return 1;
    }
    std::fprintf(stderr, "quarry: cannot find quarry-editor (tried %s and %s)\n", candidates[0].c_str(),
                 candidates[1].c_str());
    return 1;
}

} // namespace

int main(int argc, char *argv[])
{
    quarry::setApplicationInfo();
    // Assimp's formats are quarry-editor's: a command naming one goes there.
    static char **arguments0 = argv;
    quarry::setHandOn([] { return execEditor(arguments0); });
    const QStringList arguments = quarry::argumentList(argc, argv);

    // Decided before any application object: quarry-editor makes its own.
    const bool headless = quarry::isHeadlessInvocation(arguments);
    if (headless && !quarry::isEditorSubcommand(arguments)) {
        QCoreApplication app(argc, argv);
        quarry::installTranslations(app, QLocale());
        return quarry::runHeadless(app.arguments());
    }
    if (!headless) {
        // Refusals need nothing of the editor: said here, as quarry-editor says them.
        if (const quarry::EditorStart start = quarry::checkEditorStart(arguments,
                                                                       QProcessEnvironment::systemEnvironment());
            start != quarry::EditorStart::Allowed) {
            QCoreApplication app(argc, argv);
            quarry::installTranslations(app, QLocale());
            return quarry::reportRefusedStart(start, app.arguments());
        }
    }
    return execEditor(argv);
}
