#include "editor/MainWindow.h"

#include "io/Formats.h"
#include "model/Document.h"
#include "views/ModelOverview.h"
#include "views/timeline/TimelineActions.h"
#include "views/timeline/TimelineDock.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoView>

namespace quarry {

namespace {
constexpr int kMaxRecentFiles = 10;
const char *const kRecentKey = "recentFiles";
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(new ModelOverview(m_document, this));
    createActions();
    createDocks();
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    updateTitle();
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    statusBar()->showMessage(tr("Ready"));
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, &MainWindow::newModel);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Open..."), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As..."), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *closeAction = file->addAction(tr("&Close"), this, &QWidget::close);
    closeAction->setShortcut(QKeySequence::Close);
    QAction *quitAction = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    m_viewMenu = menuBar()->addMenu(tr("&View"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction = help->addAction(tr("&About Quarry"), this, &MainWindow::about);
    aboutAction->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createDocks()
{
    m_historyDock = new QDockWidget(tr("History"), this);
    m_historyDock->setObjectName(QStringLiteral("HistoryDock"));
    auto *undoView = new QUndoView(m_document->undoStack(), m_historyDock);
    undoView->setEmptyLabel(tr("<opened>"));
    m_historyDock->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    m_viewMenu->addAction(m_historyDock->toggleViewAction());

    auto *timeline = new TimelineDock(m_document, this);
    addDockWidget(Qt::BottomDockWidgetArea, timeline);
    m_viewMenu->addAction(timeline->toggleViewAction());
    // Before Help, the last menu.
    menuBar()->insertMenu(menuBar()->actions().constLast(), timeline->actions()->menu(this));
}

void MainWindow::updateTitle()
{
    setWindowFilePath(m_document->filePath());
    setWindowTitle(tr("%1[*] - Quarry").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::newModel()
{
    if (maybeSave())
        m_document->resetModel({});
}

void MainWindow::open()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Model"), QFileInfo(m_document->filePath()).path(),
                                                      readFilters().join(QStringLiteral(";;")));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    if (!maybeSave())
        return false;
    const ReadResult result = readModelFile(path);
    if (!result.ok()) {
        QMessageBox::critical(this, tr("Cannot open"), result.error->toString());
        return false;
    }
    QString format = detectFormat(path);
    m_document->resetModel(result.model, QFileInfo(path).absoluteFilePath(), format);
    addRecentFile(m_document->filePath());
    if (!result.warnings.isEmpty()) {
        QStringList lines;
        for (const Diagnostic &d : result.warnings)
            lines << d.toString();
        statusBar()->showMessage(tr("Opened with %n warning(s): %1", nullptr, int(lines.size())).arg(lines.first()));
    } else {
        statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
    }
    return true;
}

bool MainWindow::save()
{
    const FormatHandler *h = formatHandler(m_document->format());
    if (m_document->filePath().isEmpty() || !h || !h->write)
        return saveAs();
    return saveTo(m_document->filePath(), m_document->format());
}

bool MainWindow::saveAs()
{
    QString selected;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Model As"), m_document->filePath(),
                                                      writeFilters().join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return false;
    const QString format = formatForWriting(path);
    if (format.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot save"), tr("Quarry cannot write %1: unknown extension.").arg(path));
        return false;
    }
    return saveTo(path, format);
}

bool MainWindow::saveTo(const QString &path, const QString &format)
{
    const WriteResult result = writeModelFile(m_document->model(), path, format);
    if (!result.ok()) {
        QMessageBox::critical(this, tr("Cannot save"), result.error->toString());
        return false;
    }
    m_document->markSaved(QFileInfo(path).absoluteFilePath(), format);
    addRecentFile(m_document->filePath());
    statusBar()->showMessage(result.warnings.isEmpty()
                                 ? tr("Saved %1").arg(path)
                                 : tr("Saved %1 with warnings: %2").arg(path, result.warnings.first().toString()));
    return true;
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QLatin1String(kRecentKey)).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(QLatin1String(kRecentKey), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QLatin1String(kRecentKey)).toStringList();
    for (const QString &file : files)
        m_recentMenu->addAction(QFileInfo(file).fileName(), this, [this, file] { openFile(file); })
            ->setToolTip(file);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Quarry"),
                       tr("<h3>Quarry %1</h3><p>An editor for game model assets: IQE, IQM, QuickModel and "
                          "XMF, with import of the common interchange formats through Assimp.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

} // namespace quarry
