#include "editor/MainWindow.h"

#include "editor/BackgroundTask.h"
#include "editor/CompanionFiles.h"
#include "editor/BatchConvertDialog.h"
#include "editor/ExportDialog.h"
#include "editor/SaveAsDialog.h"
#include "editor/ModelOperations.h"
#include "editor/RepairActions.h"
#include "editor/Preferences.h"
#include "editor/ScriptDock.h"
#include "editor/ShortcutsDialog.h"
#include "io/Export.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/commands/ImportModelCommand.h"
#include "views/JointsView.h"
#include "views/MaterialsView.h"
#include "views/OutlinerView.h"
#include "views/PropertiesView.h"
#include "views/ValidationView.h"
#include "views/timeline/TimelineActions.h"
#include "views/timeline/TimelineDock.h"
#include "views/timeline/TimelineView.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportActions.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include "io/xmf/XmfAvatar.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

namespace quarry {

namespace {
const char *const kRecentKey = "recentFiles";

QString joinWarnings(const QList<Diagnostic> &warnings)
{
    QStringList lines;
    for (const Diagnostic &d : warnings)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
    , m_task(new BackgroundTask(this))
    , m_operations(new ModelOperations(m_document, this))
    , m_repair(new RepairActions(m_document, this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    m_skeletonPrompt = [this](const QString &skeleton) {
        return QMessageBox::question(this, tr("Skeleton beside the mesh"),
                                     tr("%1 lies beside this mesh. Open the mesh with this skeleton?")
                                         .arg(QFileInfo(skeleton).fileName()),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
               == QMessageBox::Yes;
    };
    auto *viewport = new Viewport(m_document, this);
    connect(viewport, &Viewport::statusMessage, this, &MainWindow::showMessage);
    setCentralView(viewport);
    createActions();
    createToolBar();
    createDocks();
    createStatusBar();
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::selectionChanged, this, &MainWindow::updateSelectionStatus);
    connect(m_document, &Document::modelReset, this, &MainWindow::updateSelectionStatus);
    connect(m_document, &Document::modelReset, statusBar(), &QStatusBar::clearMessage);
    connect(m_operations, &ModelOperations::message, this, &MainWindow::showMessage);
    connect(m_document, &Document::modelReset, this, &MainWindow::updateFileActions);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateFileActions);
    connect(m_repair, &RepairActions::message, this, &MainWindow::showMessage);
    updateTitle();
    updateSelectionStatus();
    updateFileActions();

    m_defaultLayout = saveState();
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 800);
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: give the middle of the window the room, once the window has its size.
        QTimer::singleShot(0, this, [this] {
            auto *outliner = findChild<QDockWidget *>(QStringLiteral("OutlinerDock"));
            auto *properties = findChild<QDockWidget *>(QStringLiteral("PropertiesDock"));
            resizeDocks({outliner, properties}, {width() / 4, width() * 3 / 10}, Qt::Horizontal);
        });
    }
    const Preferences prefs = Preferences::load();
    m_document->undoStack()->setUndoLimit(prefs.undoLimit);
    showMessage(tr("Ready. Open a model with File > Open or drop one here."));
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto fileAction = [this](QMenu *menu, const char *name, const QString &text, auto slot,
                             QKeySequence shortcut = {}, const QString &tip = {}) {
        QAction *a = menu->addAction(text, this, slot);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(shortcut);
        a->setStatusTip(tip);
        m_fileActions.insert(QLatin1String(name), a);
        return a;
    };
    QMenu *file = menuBar()->addMenu(tr("&File"));
    fileAction(file, "new", tr("&New"), &MainWindow::newModel, QKeySequence::New, tr("Start an empty model"));
    fileAction(file, "open", tr("&Open..."), &MainWindow::open, QKeySequence::Open,
               tr("Open a model; choose an XMF mesh with its skeleton, animations and materials together"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    fileAction(file, "import", tr("&Import..."), &MainWindow::import, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
               tr("Add another file's meshes, materials, joints and animations to this model"));
    file->addSeparator();
    fileAction(file, "save", tr("&Save"), [this] { save(); }, QKeySequence::Save, tr("Save the model"));
    fileAction(file, "saveAs", tr("Save &As..."), [this] { saveAs(); }, QKeySequence::SaveAs,
               tr("Save the model under another name or format"));
    fileAction(file, "export", tr("&Export..."), &MainWindow::exportDialog, QKeySequence(Qt::CTRL | Qt::Key_E),
               tr("Write a converted copy (axis, size, winding, influences, frame rate)"));
    m_fileActions.insert(QStringLiteral("batchConvert"), addBatchConvertAction(file, this));
    file->addSeparator();
    fileAction(file, "close", tr("&Close"), &QWidget::close, QKeySequence::Close, tr("Close this window"));
    QAction *quit = fileAction(file, "quit", tr("&Quit"), [] { QApplication::closeAllWindows(); }, QKeySequence::Quit,
                               tr("Close every window and quit"));
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undo"));
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("redo"));
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    edit->addAction(undo);
    edit->addAction(redo);
    m_fileActions.insert(QStringLiteral("undo"), undo);
    m_fileActions.insert(QStringLiteral("redo"), redo);
    edit->addSeparator();
    fileAction(edit, "selectAll", tr("Select &All"), [this] {
        const Model &m = m_document->model();
        Selection s;
        for (int i = 0; i < m.meshes.size(); ++i)
            s.meshes.append(i);
        m_document->setSelection(s);
    }, QKeySequence::SelectAll, tr("Select every mesh"));
    fileAction(edit, "deselect", tr("&Deselect"), [this] { m_document->clearSelection(); },
               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), tr("Select nothing"));
    edit->addAction(m_operations->action(QStringLiteral("delete")));
    edit->addSeparator();
    QAction *prefs = fileAction(edit, "preferences", tr("&Preferences..."), &MainWindow::preferences,
                                QKeySequence::Preferences, tr("Change the editor's preferences"));
    prefs->setMenuRole(QAction::PreferencesRole);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_docksMenu = m_viewMenu->addMenu(tr("&Docks"));
    QMenu *layouts = m_viewMenu->addMenu(tr("&Layout"));
    fileAction(layouts, "resetLayout", tr("&Reset Layout"), &MainWindow::resetLayout, {},
               tr("Put every dock back where it starts"));
    fileAction(layouts, "saveLayout", tr("&Save Layout"), [this] {
        QSettings().setValue(QStringLiteral("window/savedLayout"), saveState());
        showMessage(tr("Layout saved."));
    }, {}, tr("Remember the current dock layout"));
    fileAction(layouts, "restoreLayout", tr("Restore Saved La&yout"), [this] {
        const QByteArray saved = QSettings().value(QStringLiteral("window/savedLayout")).toByteArray();
        if (saved.isEmpty() || !restoreState(saved))
            showMessage(tr("No saved layout."));
    }, {}, tr("Go back to the remembered dock layout"));
    m_viewMenu->addSeparator();
    // Draw modes, overlays, views and Bind Pose: the viewport toolbar's own actions.
    if (auto *viewport = qobject_cast<Viewport *>(centralWidget()); viewport && viewport->actions()) {
        viewport->actions()->populateViewMenu(m_viewMenu);
        m_viewMenu->addSeparator();
    }

    QMenu *selectMenu = menuBar()->addMenu(tr("&Select"));
    selectMenu->setObjectName(QStringLiteral("selectMenu"));
    m_repair->populateSelectMenu(selectMenu);

    QMenu *modelMenu = menuBar()->addMenu(tr("&Model"));
    m_operations->populate(modelMenu);
    modelMenu->addSeparator();
    m_repair->populateModelMenu(modelMenu);

    m_animationMenu = menuBar()->addMenu(tr("&Animation"));
    m_animationMenu->setObjectName(QStringLiteral("animationMenu"));
    QMenu *current = m_animationMenu->addMenu(tr("&Current Animation"));
    auto fillCurrent = [this, current] {
        current->clear();
        auto *group = new QActionGroup(current);
        const QList<Animation> &animations = m_document->model().animations;
        QAction *bind = current->addAction(tr("Bind Pose"), this, [this] { m_document->setCurrentAnimation(-1); });
        bind->setCheckable(true);
        bind->setChecked(m_document->currentAnimation() < 0);
        group->addAction(bind);
        for (int i = 0; i < animations.size(); ++i) {
            QAction *a = current->addAction(animations[i].name, this, [this, i] { m_document->setCurrentAnimation(i); });
            a->setCheckable(true);
            a->setChecked(i == m_document->currentAnimation());
            group->addAction(a);
        }
    };
    connect(m_document, &Document::modelReset, current, fillCurrent);
    connect(m_document, &Document::animationsChanged, current, fillCurrent);
    connect(m_document, &Document::animationChanged, current, fillCurrent);
    connect(m_document, &Document::currentAnimationChanged, current, fillCurrent);
    fillCurrent();

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    fileAction(tools, "runScript", tr("&Run Script..."), [this] {
        if (auto *dock = findChild<QDockWidget *>(QStringLiteral("ScriptDock"))) {
            dock->show();
            dock->raise();
        }
        m_scriptDock->chooseAndRunFile();
    }, {}, tr("Run a Python script on this model as one undoable step"));

    QMenu *help = menuBar()->addMenu(tr("Hel&p"));
    fileAction(help, "shortcuts", tr("&Keyboard Shortcuts"), [this] { ShortcutsDialog(menuBar(), this).exec(); },
               QKeySequence::HelpContents, tr("List every command's shortcut"));
    QAction *aboutAction = fileAction(help, "about", tr("&About Quarry"), &MainWindow::about);
    aboutAction->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setMovable(true);
    for (const char *name : {"new", "open", "save"})
        m_toolBar->addAction(m_fileActions.value(QLatin1String(name)));
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_fileActions.value(QStringLiteral("undo")));
    m_toolBar->addAction(m_fileActions.value(QStringLiteral("redo")));
    m_toolBar->addSeparator();
    for (const char *name : {"delete", "flipWinding", "weld", "dropToGround", "normalizeWeights", "validate"}) {
        QAction *a = m_operations->action(QLatin1String(name));
        m_toolBar->addAction(a);
    }
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_fileActions.value(QStringLiteral("export")));
}

QDockWidget *MainWindow::makeDock(QWidget *content, const QString &title, const QString &objectName)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    return dock;
}

void MainWindow::addDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    addDockWidget(area, dock);
    m_docksMenu->addAction(dock->toggleViewAction());
}

void MainWindow::createDocks()
{
    m_outliner = new OutlinerView(m_document, this);
    for (ObjectKind kind : {ObjectKind::Mesh, ObjectKind::Joint, ObjectKind::Material})
        m_outliner->setContextActions(kind, m_operations->contextActions(kind));
    QDockWidget *outliner = makeDock(m_outliner, tr("Outliner"), QStringLiteral("OutlinerDock"));
    addDock(outliner, Qt::LeftDockWidgetArea);

    QDockWidget *properties = makeDock(new PropertiesView(m_document, this), tr("Properties"),
                                       QStringLiteral("PropertiesDock"));
    QDockWidget *materials = makeDock(new MaterialsView(m_document, this), tr("Materials"),
                                      QStringLiteral("MaterialsDock"));
    QDockWidget *joints = makeDock(new JointsView(m_document, this), tr("Joints"), QStringLiteral("JointsDock"));
    addDock(properties, Qt::RightDockWidgetArea);
    addDock(materials, Qt::RightDockWidgetArea);
    addDock(joints, Qt::RightDockWidgetArea);
    tabifyDockWidget(properties, materials);
    tabifyDockWidget(materials, joints);
    properties->raise();

    auto *undoView = new QUndoView(m_document->undoStack(), this);
    undoView->setEmptyLabel(tr("<opened>"));
    QDockWidget *history = makeDock(undoView, tr("History"), QStringLiteral("HistoryDock"));
    auto *validation = new ValidationView(m_document, this);
    QDockWidget *validationDock = makeDock(validation, tr("Validation"), QStringLiteral("ValidationDock"));
    addDock(history, Qt::LeftDockWidgetArea);
    addDock(validationDock, Qt::LeftDockWidgetArea);
    tabifyDockWidget(history, validationDock);
    history->raise();
    m_operations->setValidationView(validation, validationDock);
    resizeDocks({outliner, history}, {480, 220}, Qt::Vertical);

    auto *timeline = new TimelineDock(m_document, this);
    addDock(timeline, Qt::BottomDockWidgetArea);
    m_timelineView = timeline->view();
    connect(m_timelineView, &TimelineView::statusMessage, this, &MainWindow::showMessage);
    connect(m_timelineView, &TimelineView::keySelectionChanged, this, &MainWindow::updateSelectionStatus);
    timeline->actions()->populate(m_animationMenu);

    m_scriptDock = new ScriptDock(m_document, this);
    connect(m_scriptDock, &ScriptDock::message, this, &MainWindow::showMessage);
    QDockWidget *script = makeDock(m_scriptDock, tr("Script"), QStringLiteral("ScriptDock"));
    addDock(script, Qt::BottomDockWidgetArea);
    tabifyDockWidget(timeline, script);
    timeline->raise();
}

void MainWindow::createStatusBar()
{
    m_selectionLabel = new QLabel(this);
    m_selectionLabel->setObjectName(QStringLiteral("selectionStatus"));
    statusBar()->addPermanentWidget(m_selectionLabel);
}

void MainWindow::setCentralView(QWidget *view)
{
    QWidget *old = centralWidget();
    setCentralWidget(view);
    if (old && old != view)
        old->deleteLater();
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultLayout);
}

void MainWindow::showMessage(const QString &text)
{
    statusBar()->showMessage(text, 8000);
}

void MainWindow::updateTitle()
{
    setWindowFilePath(m_document->filePath());
    setWindowTitle(tr("%1[*] - Quarry").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateFileActions()
{
    // An empty model has nothing to convert.
    m_fileActions.value(QStringLiteral("export"))->setEnabled(!m_document->model().isEmpty());
}

void MainWindow::updateSelectionStatus()
{
    const Selection &s = m_document->selection();
    QStringList parts;
    auto count = [&parts](qsizetype n, const char *text) {
        if (n > 0)
            parts << tr(text, nullptr, int(n));
    };
    count(s.meshes.size(), QT_TR_NOOP("%n mesh(es)"));
    count(s.materials.size(), QT_TR_NOOP("%n material(s)"));
    count(s.joints.size(), QT_TR_NOOP("%n joint(s)"));
    count(s.animations.size(), QT_TR_NOOP("%n animation(s)"));
    count(s.shapes.size(), QT_TR_NOOP("%n shape(s)"));
    count(s.vertexCount(), QT_TR_NOOP("%n vertex(es)"));
    count(s.faceCount(), QT_TR_NOOP("%n face(s)"));
    if (m_timelineView)
        count(m_timelineView->keySelection().size(), QT_TR_NOOP("%n key(s)"));
    m_selectionLabel->setText(parts.isEmpty() ? tr("Nothing selected") : tr("Selected: %1").arg(parts.join(QStringLiteral(", "))));
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
    if (m_task->isRunning()) {
        // Finish or cancel the file job first; closing under it would lose the file.
        m_task->cancel();
        event->ignore();
        return;
    }
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        for (const QUrl &url : event->mimeData()->urls())
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openFiles(paths);
}

void MainWindow::newModel()
{
    if (maybeSave())
        m_document->resetModel({});
}

void MainWindow::open()
{
    // Unsaved changes are settled before the user picks a file, not after.
    if (m_task->isRunning() || !maybeSave())
        return;
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open Model"), QFileInfo(m_document->filePath()).path(), readFilters().join(QStringLiteral(";;")));
    if (paths.isEmpty())
        return;
    const FileGroup group = groupFiles(paths);
    if (!group.model.isEmpty())
        load(group.model, group.companions);
}

bool MainWindow::openFiles(const QStringList &paths)
{
    const FileGroup group = groupFiles(paths);
    if (group.model.isEmpty())
        return false;
    return openFile(group.model, group.companions);
}

bool MainWindow::openFile(const QString &path, const QStringList &companions)
{
    if (m_task->isRunning() || !maybeSave())
        return false;
    return load(path, companions);
}

bool MainWindow::load(const QString &path, const QStringList &companions)
{
    ReadOptions options;
    options.companions = companions;
    if (companions.isEmpty()) {
        const QString skeleton = skeletonBeside(path);
        const Preferences prefs = Preferences::load();
        if (!skeleton.isEmpty()
            && (prefs.skeletonBeside == Preferences::SkeletonBeside::Always
                || (prefs.skeletonBeside == Preferences::SkeletonBeside::Ask && m_skeletonPrompt(skeleton)))) {
            // With the skeleton come the avatar's animations and materials
            // found beside it (a .cfg list, else <base>_N.xrf and <base>*.xaf).
            const AvatarFiles avatar = findAvatarCompanions(path);
            options.companions = QFileInfo(avatar.skeleton) == QFileInfo(skeleton) ? avatar.toCompanions()
                                                                                : QStringList{skeleton};
        }
    }
    ReadResult result;
    const bool finished = m_task->run(tr("Opening %1").arg(QFileInfo(path).fileName()),
                                      [&](const ProgressFn &progress) {
                                          ReadOptions o = options;
                                          o.progress = progress;
                                          result = readModelFile(path, o);
                                      });
    if (!finished) {
        showMessage(tr("Opening %1 cancelled.").arg(path));
        return false;
    }
    if (!result.ok()) {
        if (result.error->message != cancelledMessage())
            QMessageBox::critical(this, tr("Cannot open"), result.error->toString());
        return false;
    }
    const QString format = detectFormat(path);
    m_document->resetModel(std::move(result.model), QFileInfo(path).absoluteFilePath(), format);
    m_document->undoStack()->setUndoLimit(Preferences::load().undoLimit);
    addRecentFile(m_document->filePath());
    // Notes (e.g. which rule gave material ids) follow the message.
    QStringList notes;
    for (const Diagnostic &d : std::as_const(result.notes))
        notes << d.message;
    auto withNotes = [&notes](const QString &message) {
        return notes.isEmpty() ? message : tr("%1; %2").arg(message, notes.join(QStringLiteral("; ")));
    };
    if (!result.warnings.isEmpty()) {
        statusBar()->showMessage(withNotes(tr("Opened with %n warning(s): %1", nullptr, int(result.warnings.size()))
                                               .arg(result.warnings.first().toString())));
        setToolTip(joinWarnings(result.warnings + result.notes));
    } else {
        const QString opened = companions.isEmpty() && options.companions.isEmpty()
                                   ? tr("Opened %1").arg(path)
                                   : tr("Opened %1 with %n companion file(s)", nullptr, int(options.companions.size()))
                                         .arg(path);
        if (notes.isEmpty())
            showMessage(opened);
        else
            statusBar()->showMessage(withNotes(opened));
    }
    return true;
}

void MainWindow::import()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Model"), QFileInfo(m_document->filePath()).path(),
                                                      readFilters().join(QStringLiteral(";;")));
    if (!path.isEmpty())
        importFile(path);
}

bool MainWindow::importFile(const QString &path)
{
    if (m_task->isRunning())
        return false;
    ReadResult result;
    const bool finished = m_task->run(tr("Importing %1").arg(QFileInfo(path).fileName()),
                                      [&](const ProgressFn &progress) {
                                          ReadOptions o;
                                          o.progress = progress;
                                          result = readModelFile(path, o);
                                      });
    if (!finished)
        return false;
    if (!result.ok()) {
        QMessageBox::critical(this, tr("Cannot import"), result.error->toString());
        return false;
    }
    auto *command = new ImportModelCommand(m_document, result.model, QFileInfo(path).fileName());
    if (!command->changesModel()) {
        delete command;
        showMessage(tr("%1 holds nothing to import.").arg(path));
        return false;
    }
    m_document->undoStack()->push(command);
    showMessage(tr("Imported %1").arg(path));
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
    SaveAsDialog dialog(m_document->filePath(), m_document->format(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty())
        return false;
    const QString path = dialog.path();
    const QString format = dialog.format();
    if (format.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot save"), tr("Quarry cannot write %1: unknown extension.").arg(path));
        return false;
    }
    return saveTo(path, format);
}

bool MainWindow::saveTo(const QString &path, const QString &format)
{
    if (m_task->isRunning())
        return false;
    const Model model = m_document->model();  // shared, not copied: the model cannot change while this runs
    WriteResult result;
    const bool finished = m_task->run(tr("Saving %1").arg(QFileInfo(path).fileName()),
                                      [&](const ProgressFn &progress) {
                                          WriteOptions o;
                                          o.progress = progress;
                                          result = writeModelFile(model, path, format, o);
                                      });
    if (!finished) {
        // The write went through QSaveFile: a cancelled save leaves the old file.
        showMessage(tr("Saving %1 cancelled; the file is as it was.").arg(path));
        return false;
    }
    if (!result.ok()) {
        if (result.error->message != cancelledMessage())
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

void MainWindow::exportDialog()
{
    QString suggested = m_document->filePath();
    if (!suggested.isEmpty()) {
        const QFileInfo info(suggested);
        suggested = info.dir().filePath(info.completeBaseName() + QStringLiteral(".iqm"));
    }
    ExportDialog dialog(suggested, this);
    if (dialog.exec() == QDialog::Accepted)
        exportTo(dialog.path(), dialog.format(), dialog.settings());
}

bool MainWindow::exportTo(const QString &path, const QString &format, const ConversionSettings &settings)
{
    if (m_task->isRunning())
        return false;
    const Model source = m_document->model();
    ExportOptions options;
    options.format = format;
    options.conversion = settings;
    ExportResult result;
    const bool finished = m_task->run(tr("Exporting %1").arg(QFileInfo(path).fileName()),
                                      [&](const ProgressFn &progress) {
                                          result = exportModel(source, path, options, progress);
                                      });
    if (!finished || result.cancelled) {
        showMessage(tr("Export cancelled."));
        return false;
    }
    if (!result.conversionError.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot export"), tr("%1: %2").arg(path, result.conversionError));
        return false;
    }
    if (result.error) {
        QMessageBox::critical(this, tr("Cannot export"), result.error->toString());
        return false;
    }
    QStringList messages = result.shapeWarnings + result.conversionMessages;
    for (const Diagnostic &d : std::as_const(result.warnings))
        messages << d.toString();
    showMessage(messages.isEmpty() ? tr("Exported %1").arg(path)
                                   : tr("Exported %1: %2").arg(path, messages.join(QStringLiteral("; "))));
    return true;
}

void MainWindow::preferences()
{
    PreferencesDialog dialog(Preferences::load(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Preferences p = dialog.preferences();
    p.save();
    updateRecentMenu();
    if (m_document->undoStack()->count() == 0)
        m_document->undoStack()->setUndoLimit(p.undoLimit);
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QLatin1String(kRecentKey)).toStringList();
    files.removeAll(path);
    files.prepend(path);
    const int max = Preferences::load().maxRecentFiles;
    while (files.size() > max)
        files.removeLast();
    settings.setValue(QLatin1String(kRecentKey), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    QStringList files = QSettings().value(QLatin1String(kRecentKey)).toStringList();
    files = files.mid(0, Preferences::load().maxRecentFiles);
    for (const QString &file : files)
        m_recentMenu->addAction(QFileInfo(file).fileName(), this, [this, file] { openFile(file); })
            ->setStatusTip(file);
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            QSettings().remove(QLatin1String(kRecentKey));
            updateRecentMenu();
        });
    }
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
