#include "editor/EditorSubcommands.h"
#include "editor/MainWindow.h"
#include "editor/Preferences.h"
#include "editor/RecoveryDialog.h"
#include "editor/ScriptDock.h"
#include "editor/cli/CommandLine.h"
#include "editor/cli/CompanionFiles.h"
#include "editor/cli/Language.h"
#include "views/viewport/SurfaceFormat.h"

#include <QApplication>
#include <QGuiApplication>
#include <QLocale>
#include <QProcessEnvironment>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace {

// The command line speaks the system's language (LANG, LC_MESSAGES).
void installTranslations(QCoreApplication &app)
{
    quarry::installTranslations(app, QLocale());
}

// The editor speaks the language chosen in Edit > Preferences, and shows
// numbers the way that locale writes them; the system's by default.
void installEditorTranslations(QApplication &app)
{
    const QLocale locale = quarry::interfaceLocale(quarry::Preferences::load().language);
    QLocale::setDefault(locale);
    quarry::installTranslations(app, locale);
}

} // namespace

// quarry-editor: the editor and every subcommand. The `quarry` executable
// (editor/cli/LightMain.cpp) runs the headless ones itself and replaces
// itself with this one for the rest, with the same arguments.
int main(int argc, char *argv[])
{
    quarry::setApplicationInfo();
    const QStringList arguments = quarry::argumentList(argc, argv);

    if (quarry::isHeadlessInvocation(arguments) && quarry::needsGuiApplication(arguments)) {
        if (const quarry::EditorStart start = quarry::checkSubcommandStart(arguments,
                                                                           QProcessEnvironment::systemEnvironment());
            start != quarry::EditorStart::Allowed) {
            QCoreApplication app(argc, argv);
            installTranslations(app);
            return quarry::reportRefusedStart(start, app.arguments());
        }
        QGuiApplication app(argc, argv);
        installTranslations(app);
        return quarry::runEditorSubcommand(app.arguments());
    }
    if (quarry::isHeadlessInvocation(arguments)) {
        QCoreApplication app(argc, argv);
        installTranslations(app);
        return quarry::isEditorSubcommand(arguments) ? quarry::runEditorSubcommand(app.arguments())
                                                     : quarry::runHeadless(app.arguments());
    }

    if (const quarry::EditorStart start = quarry::checkEditorStart(arguments, QProcessEnvironment::systemEnvironment());
        start != quarry::EditorStart::Allowed) {
        // Said before a QApplication exists: with no display, creating one aborts.
        QCoreApplication app(argc, argv);
        installTranslations(app);
        return quarry::reportRefusedStart(start, app.arguments());
    }

    quarry::prepareViewportEnvironment();
    QApplication app(argc, argv);
    installEditorTranslations(app);
    QStringList files = app.arguments().mid(1);
    // --script FILE.py: run on the opened model once the window is up.
    QString script;
    if (const qsizetype at = files.indexOf(QStringLiteral("--script")); at >= 0) {
        script = at + 1 < files.size() ? files.at(at + 1) : QString();
        files.remove(at, std::min<qsizetype>(2, files.size() - at));
    }
    // Documents an earlier run left with unsaved changes come first.
    const QList<quarry::MainWindow *> restored = quarry::offerRecovery();
    quarry::MainWindow *last = restored.isEmpty() ? nullptr : restored.last();
    if (files.isEmpty()) {
        if (restored.isEmpty()) {
            last = new quarry::MainWindow;
            last->show();
        }
    } else if (std::any_of(files.cbegin(), files.cend(), quarry::isCompanionFile)) {
        // A model with its companions (quarry hero.xmf hero.xsf walk.xaf): one window.
        last = new quarry::MainWindow;
        last->show();
        last->openFiles(files);
    } else {
        for (const QString &file : files) {
            last = new quarry::MainWindow;
            last->show();
            last->openFile(file);
        }
    }
    if (!script.isEmpty() && last)
        QTimer::singleShot(0, last, [last, script] { last->scriptDock()->runFile(script); });
    return app.exec();
}
