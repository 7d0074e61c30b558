#include "editor/CompareActions.h"

#include "editor/BackgroundTask.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "io/xmf/XmfAvatar.h"
#include "model/Document.h"
#include "views/CompareView.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace quarry {

namespace {

CompareView *compareDock(QMainWindow *window, Document *document)
{
    if (auto *view = window->findChild<CompareView *>())
        return view;
    auto *dock = new QDockWidget(CompareView::tr("Compare"), window);
    dock->setObjectName(QStringLiteral("CompareDock"));
    auto *view = new CompareView(document, dock);
    // Compare Again runs on a worker thread too.
    view->setRunner([window](const Model &a, const Model &b, const CompareOptions &options, CompareReport *report) {
        return compareInBackground(window, a, b, options, report);
    });
    dock->setWidget(view);
    window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    if (auto *validation = window->findChild<QDockWidget *>(QStringLiteral("ValidationDock")))
        window->tabifyDockWidget(validation, dock);
    return view;
}

} // namespace

bool compareInBackground(QMainWindow *window, const Model &a, const Model &b, const CompareOptions &options,
                         CompareReport *report)
{
    auto *main = qobject_cast<MainWindow *>(window);
    BackgroundTask *task = main ? main->backgroundTask() : nullptr;
    if (!task) {
        *report = compareModels(a, b, options);
        return true;
    }
    return task->run(CompareView::tr("Comparing..."), [&](const ProgressFn &progress) {
        CompareOptions withProgress = options;
        withProgress.progress = progress;
        *report = compareModels(a, b, withProgress);
    });
}

QString compareWithFile(QMainWindow *window, Document *document, const QString &path)
{
    ReadOptions options;
    if (QFileInfo(path).suffix().compare(QLatin1String("xmf"), Qt::CaseInsensitive) == 0)
        options.companions = findAvatarCompanions(path).toCompanions();
    auto *main = qobject_cast<MainWindow *>(window);
    BackgroundTask *task = main ? main->backgroundTask() : nullptr;
    // Read and compared on a worker thread, A as it is now; the window
    // waits with a progress bar and Cancel.
    const Model a = document->model();
    // The dock's Fit Scale, where the dock is there already.
    const CompareView *existing = window->findChild<CompareView *>();
    const CompareOptions fitting = existing ? existing->options() : CompareOptions();
    ReadResult read;
    CompareReport report;
    auto job = [&](const ProgressFn &progress) {
        ReadOptions readOptions = options;
        if (progress)
            readOptions.progress = [&progress](double f) { return progress(0.3 * f); };
        read = readModelFile(path, readOptions);
        if (!read.ok())
            return;
        CompareOptions compareOptions = fitting;
        if (progress)
            compareOptions.progress = [&progress](double f) { return progress(0.3 + 0.7 * f); };
        report = compareModels(a, read.model, compareOptions);
    };
    if (!task)
        job(ProgressFn());
    else if (!task->run(CompareView::tr("Comparing with %1...").arg(QFileInfo(path).fileName()), job))
        return {}; // cancelled: nothing shown, the document untouched
    if (!read.ok())
        return read.error->toString();
    CompareView *view = compareDock(window, document);
    view->showReport(read.model, QFileInfo(path).fileName(), report);
    if (auto *dock = qobject_cast<QDockWidget *>(view->parentWidget())) {
        dock->show();
        dock->raise();
    }
    return {};
}

QAction *addCompareAction(QMenu *fileMenu, QMainWindow *window, Document *document)
{
    QAction *action = fileMenu->addAction(CompareView::tr("Compare &With..."));
    action->setObjectName(QStringLiteral("compareWith"));
    action->setStatusTip(
        CompareView::tr("Show how far the model differs from another file, moving, as fractions of its height"));
    QObject::connect(action, &QAction::triggered, window, [window, document] {
        const QString path = QFileDialog::getOpenFileName(window, CompareView::tr("Compare With"), QString(),
                                                          readFilters().join(QStringLiteral(";;")));
        if (path.isEmpty())
            return;
        const QString error = compareWithFile(window, document, path);
        if (!error.isEmpty())
            QMessageBox::warning(window, CompareView::tr("Compare With"), error);
    });
    return action;
}

} // namespace quarry
