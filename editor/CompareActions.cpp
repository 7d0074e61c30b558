#include "editor/CompareActions.h"

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
    dock->setWidget(view);
    window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    if (auto *validation = window->findChild<QDockWidget *>(QStringLiteral("ValidationDock")))
        window->tabifyDockWidget(validation, dock);
    return view;
}

} // namespace

QString compareWithFile(QMainWindow *window, Document *document, const QString &path)
{
    ReadOptions options;
    if (QFileInfo(path).suffix().compare(QLatin1String("xmf"), Qt::CaseInsensitive) == 0)
        options.companions = findAvatarCompanions(path).toCompanions();
    const ReadResult read = readModelFile(path, options);
    if (!read.ok())
        return read.error->toString();
    CompareView *view = compareDock(window, document);
    view->compareWith(read.model, QFileInfo(path).fileName());
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
