#include "editor/MainWindow.h"

#include "editor/Autosave.h"
#include "editor/BackgroundTask.h"
#include "editor/BatchConvertDialog.h"
#include "editor/CompareActions.h"
#include "editor/DiskChanges.h"
#include "editor/DocumentFiles.h"
#include "editor/ExportUvLayoutDialog.h"
#include "editor/HelpWindows.h"
#include "editor/JointActions.h"
#include "editor/ModelOperations.h"
#include "editor/Preferences.h"
#include "editor/RenderAnimationDialog.h"
#include "editor/RepairActions.h"
#include "editor/ScriptDock.h"
#include "editor/ShortcutsDialog.h"
#include "editor/WeightActions.h"
#include "io/recovery/RecoverySnapshot.h"
#include "io/targets/EngineTarget.h"
#include "model/Document.h"
#include "model/UndoBudget.h"
#include "views/DockScrollArea.h"
#include "views/HistoryView.h"
#include "views/JointsView.h"
#include "views/MaterialsView.h"
#include "views/OutlinerView.h"
#include "views/PropertiesView.h"
#include "views/TargetCheckBox.h"
#include "views/ValidationView.h"
#include "views/timeline/TimelineActions.h"
#include "views/timeline/TimelineDock.h"
#include "views/timeline/TimelineView.h"
#include "views/timeline/TimingActions.h"
#include "views/uv/UvDock.h"
#include "views/viewport/PoseActions.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportActions.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

namespace quarry {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
    , m_task(new BackgroundTask(this))
    , m_operations(new ModelOperations(m_document, this))
    , m_repair(new RepairActions(m_document, this))
    , m_weights(new WeightActions(m_document, this))
    , m_joints(new JointActions(m_document, this))
    , m_files(new DocumentFiles(m_document, m_task, this))
    , m_autosave(new Autosave(m_document, this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    connect(m_files, &DocumentFiles::message, statusBar(), &QStatusBar::showMessage);
    connect(m_files, &DocumentFiles::warningDetails, this, &QWidget::setToolTip);
    auto *viewport = new Viewport(m_document, this);
    connect(viewport, &Viewport::statusMessage, this, &MainWindow::showMessage);
    setCentralView(viewport);
    if (ViewportWidget *view = viewport->view()) {
        m_joints->setPointPicker([view](auto done) { view->pickPointOnce(std::move(done)); });
        connect(m_files, &DocumentFiles::partColorsShown, view, &ViewportWidget::setPartColors);
    }
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
    connect(m_weights, &WeightActions::message, this, &MainWindow::showMessage);
    connect(m_joints, &JointActions::message, this, &MainWindow::showMessage);
    updateTitle();
    updateSelectionStatus();
    updateFileActions();

    m_defaultLayout = saveState();
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // 1280×800, or the whole of a smaller screen.
        QSize size(1280, 800);
        if (const QScreen *s = screen())
            size = size.boundedTo(s->availableGeometry().size());
        resize(size);
    }
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: give the middle of the window the room, once the window has its size.
        QTimer::singleShot(0, this, [this] {
            auto *outliner = findChild<QDockWidget *>(QStringLiteral("OutlinerDock"));
            auto *properties = findChild<QDockWidget *>(QStringLiteral("PropertiesDock"));
            resizeDocks({outliner, properties}, {width() / 4, width() * 3 / 10}, Qt::Horizontal);
            // The timeline shows a dozen joint rows at 1280×800 (less of a small window).
            if (auto *timeline = findChild<QDockWidget *>(QStringLiteral("TimelineDock")))
                resizeDocks({timeline}, {height() >= 800 ? height() * 2 / 5 : height() / 3}, Qt::Vertical);
        });
    }
    const Preferences prefs = Preferences::load();
    UndoBudget::of(m_document->undoStack())->setBudget(prefs.undoMemoryBytes(), prefs.undoLimit);
    m_autosave->setInterval(prefs.autosaveSeconds);
    // After the saved layout, which would otherwise show the bar.
    m_diskChanges = new DiskChanges(m_document, m_files, m_task, this);
    connect(m_diskChanges, &DiskChanges::message, this, &MainWindow::showMessage);
    connect(m_autosave, &Autosave::written, this, [this](const QString &path, const QString &error) {
        if (!error.isEmpty())
            showMessage(tr("Autosave failed: %1 (%2)").arg(error, path));
    });
    showMessage(tr("Ready. Open a model with File > Open or drop one here."));
}

MainWindow::~MainWindow() = default;

bool MainWindow::openFile(const QString &path, const QStringList &companions)
{
    return m_files->openFile(path, companions);
}
bool MainWindow::openFiles(const QStringList &paths)
{
    return m_files->openFiles(paths);
}
bool MainWindow::importFile(const QString &path)
{
    return m_files->importFile(path);
}
bool MainWindow::save()
{
    return m_files->save();
}
bool MainWindow::saveAs()
{
    return m_files->saveAs();
}
bool MainWindow::saveTo(const QString &path, const QString &format)
{
    return m_files->saveTo(path, format);
}
bool MainWindow::exportTo(const QString &path, const QString &format, const ConversionSettings &settings)
{
    return m_files->exportTo(path, format, settings);
}

bool MainWindow::restoreFrom(const RecoveryEntry &entry)
{
    QFile file(entry.snapshotPath);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::critical(this, tr("Cannot restore"), tr("%1: %2").arg(entry.snapshotPath, file.errorString()));
        return false;
    }
    ReadResult result = decodeRecoverySnapshot(file.readAll(), entry.snapshotPath);
    if (!result.ok()) {
        QMessageBox::critical(this, tr("Cannot restore"), result.error->toString());
        return false;
    }
    m_document->resetModel(std::move(result.model), entry.sourcePath, entry.format);
    m_document->markUnsaved();
    // Kept by this window's own autosave from now on.
    m_autosave->markChanged();
    m_autosave->saveNow();
    showMessage(
        tr("Restored %1 as it was at %2; not saved yet.")
            .arg(m_document->displayName(), QLocale().toString(entry.time.toLocalTime(), QLocale::ShortFormat)));
    return true;
}

void MainWindow::setSkeletonPrompt(std::function<bool(const QString &)> prompt)
{
    m_files->setSkeletonPrompt(std::move(prompt));
}

void MainWindow::createActions()
{
    auto fileAction = [this](QMenu *menu, const char *name, const QString &text, auto slot, QKeySequence shortcut = {},
                             const QString &tip = {}) {
        QAction *a = menu->addAction(text, this, slot);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(shortcut);
        a->setStatusTip(tip);
        m_fileActions.insert(QLatin1String(name), a);
        return a;
    };
    QMenu *file = menuBar()->addMenu(tr("&File"));
    fileAction(
        file, "new", tr("&New"), [this] { m_files->newModel(); }, QKeySequence::New, tr("Start an empty model"));
    fileAction(
        file, "open", tr("&Open..."), [this] { m_files->open(); }, QKeySequence::Open,
        tr("Open a model; choose an XMF mesh with its skeleton, animations and materials together"));
    m_files->setRecentMenu(file->addMenu(tr("Open &Recent")));
    fileAction(
        file, "import", tr("&Import..."), [this] { m_files->import(); }, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
        tr("Add another file's meshes, materials, joints and animations to this model"));
    file->addSeparator();
    fileAction(
        file, "save", tr("&Save"), [this] { m_files->save(); }, QKeySequence::Save, tr("Save the model"));
    // Ctrl+Shift+S where the platform has no Save As key of its own (GNOME, Windows).
    const QKeySequence saveAsKey =
        QKeySequence::keyBindings(QKeySequence::SaveAs).value(0, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    fileAction(
        file, "saveAs", tr("Save &As..."), [this] { m_files->saveAs(); }, saveAsKey,
        tr("Save the model under another name or format"));
    fileAction(
        file, "export", tr("&Export..."), [this] { m_files->exportDialog(); }, QKeySequence(Qt::CTRL | Qt::Key_E),
        tr("Write a converted copy (axis, size, winding, influences, frame rate)"));
    fileAction(
        file, "exportForEngine", tr("Export for En&gine..."), [this] { m_files->exportDialog(true); }, QKeySequence(),
        tr("Write every file a game engine needs, fixing what its loader would refuse"));
    m_fileActions.insert(QStringLiteral("batchConvert"), addBatchConvertAction(file, this));
    m_fileActions.insert(QStringLiteral("compareWith"), addCompareAction(file, this, m_document));
    m_fileActions.insert(QStringLiteral("renderAnimation"), addRenderAnimationAction(file, this, m_document));
    m_fileActions.insert(QStringLiteral("exportUVLayout"), addExportUvLayoutAction(file, m_document, this));
    file->addSeparator();
    fileAction(
        file, "close", tr("&Close"), [this] { close(); }, QKeySequence::Close, tr("Close this window"));
    QAction *quit = fileAction(
        file, "quit", tr("&Quit"), [] { QApplication::closeAllWindows(); }, QKeySequence::Quit,
        tr("Close every window and quit"));
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undo"));
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(redoShortcuts()); // Ctrl+Shift+Z and Ctrl+Y
    redo->setObjectName(QStringLiteral("redo"));
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    edit->addAction(undo);
    edit->addAction(redo);
    m_fileActions.insert(QStringLiteral("undo"), undo);
    m_fileActions.insert(QStringLiteral("redo"), redo);
    edit->addSeparator();
    fileAction(
        edit, "selectAll", tr("Select &All"),
        [this] {
            const Model &m = m_document->model();
            Selection s;
            for (int i = 0; i < m.meshes.size(); ++i)
                s.meshes.append(i);
            m_document->setSelection(s);
        },
        QKeySequence::SelectAll, tr("Select every mesh"));
    fileAction(
        edit, "deselect", tr("&Deselect"), [this] { m_document->clearSelection(); },
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), tr("Select nothing"));
    edit->addAction(m_operations->action(QStringLiteral("delete")));
    edit->addSeparator();
    QAction *prefs = fileAction(
        edit, "preferences", tr("&Preferences..."), [this] { preferences(); }, QKeySequence::Preferences,
        tr("Change the editor's preferences"));
    prefs->setMenuRole(QAction::PreferencesRole);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_docksMenu = m_viewMenu->addMenu(tr("&Docks"));
    QMenu *layouts = m_viewMenu->addMenu(tr("&Layout"));
    fileAction(
        layouts, "resetLayout", tr("&Reset Layout"), [this] { resetLayout(); }, {},
        tr("Put every dock back where it starts"));
    fileAction(
        layouts, "saveLayout", tr("&Save Layout"),
        [this] {
            QSettings().setValue(QStringLiteral("window/savedLayout"), saveState());
            showMessage(tr("Layout saved."));
        },
        {}, tr("Remember the current dock layout"));
    fileAction(
        layouts, "restoreLayout", tr("Restore Saved La&yout"),
        [this] {
            const QByteArray saved = QSettings().value(QStringLiteral("window/savedLayout")).toByteArray();
            if (saved.isEmpty() || !restoreState(saved))
                showMessage(tr("No saved layout."));
        },
        {}, tr("Go back to the remembered dock layout"));
    m_viewMenu->addSeparator();
    // Draw modes, overlays, views and Bind Pose: the viewport toolbar's own actions.
    if (auto *viewport = qobject_cast<Viewport *>(centralWidget()); viewport && viewport->actions()) {
        viewport->actions()->populateViewMenu(m_viewMenu);
        viewport->poseActions()->populateMenu(m_viewMenu->addMenu(tr("&Posing")));
        m_fileActions.insert(QStringLiteral("saveScreenshot"), addSaveScreenshotAction(m_viewMenu, this));
        m_viewMenu->addSeparator();
    }

    QMenu *selectMenu = menuBar()->addMenu(tr("&Select"));
    selectMenu->setObjectName(QStringLiteral("selectMenu"));
    m_repair->populateSelectMenu(selectMenu);
    m_weights->populateSelectMenu(selectMenu);

    QMenu *modelMenu = menuBar()->addMenu(tr("&Model"));
    m_operations->populate(modelMenu);
    m_joints->populateModelMenu(modelMenu);
    modelMenu->addSeparator();
    m_repair->populateModelMenu(modelMenu);
    m_weights->populateModelMenu(modelMenu);

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
            QAction *a = current->addAction(animations[i].name, this,
                                            [this, i] { m_document->setCurrentAnimation(i); });
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
    fileAction(
        tools, "runScript", tr("&Run Script..."),
        [this] {
            if (auto *dock = findChild<QDockWidget *>(QStringLiteral("ScriptDock"))) {
                dock->show();
                dock->raise();
            }
            m_scriptDock->chooseAndRunFile();
        },
        {}, tr("Run a Python script on this model as one undoable step"));

    QMenu *help = menuBar()->addMenu(tr("Hel&p"));
    fileAction(
        help, "shortcuts", tr("&Keyboard Shortcuts"), [this] { ShortcutsDialog(menuBar(), this).exec(); },
        QKeySequence::HelpContents, tr("List every command's shortcut"));
    fileAction(
        help, "manual", tr("&Manual"), [this] { showManual(this); }, {},
        tr("Read Quarry's manual (bundled; no network needed)"));
    QAction *aboutAction = fileAction(help, "about", tr("&About Quarry"), [this] { about(); });
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
    // Undo and Redo keep their short labels on the toolbar ("Undo Delete" goes
    // in the tooltip), so that the buttons after them never move under the mouse.
    for (const char *name : {"undo", "redo"}) {
        QAction *source = m_fileActions.value(QLatin1String(name));
        auto *button = new QAction(source->icon(), name[0] == 'u' ? tr("&Undo") : tr("&Redo"), m_toolBar);
        button->setObjectName(QLatin1String(name) + QStringLiteral("Button"));
        auto sync = [button, source] {
            button->setEnabled(source->isEnabled());
            button->setToolTip(QString(source->text()).remove(QLatin1Char('&')));
        };
        connect(source, &QAction::changed, button, sync);
        connect(button, &QAction::triggered, source, &QAction::trigger);
        sync();
        m_toolBar->addAction(button);
    }
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
    // Scrolls rather than run off a small window.
    dock->setWidget(scrollingDockContent(content));
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
    m_outliner->setContextActions(ObjectKind::Joint, m_joints->contextActions()
                                                         + m_operations->contextActions(ObjectKind::Joint)
                                                         + m_weights->jointContextActions());
    QDockWidget *outliner = makeDock(m_outliner, tr("Outliner"), QStringLiteral("OutlinerDock"));
    addDock(outliner, Qt::LeftDockWidgetArea);

    QDockWidget *properties = makeDock(new PropertiesView(m_document, this), tr("Properties"),
                                       QStringLiteral("PropertiesDock"));
    QDockWidget *materials = makeDock(new MaterialsView(m_document, this), tr("Materials"),
                                      QStringLiteral("MaterialsDock"));
    auto *jointsView = new JointsView(m_document, this);
    // The Weights view shows (and the brush paints) the Joints dock's joint,
    // also while vertices are selected.
    if (auto *viewport = findChild<Viewport *>())
        if (ViewportWidget *view = viewport->view()) {
            connect(jointsView, &JointsView::currentJointChanged, view, &ViewportWidget::setWeightJoint);
            view->setWeightJoint(jointsView->currentJoint());
        }
    QDockWidget *joints = makeDock(jointsView, tr("Joints"), QStringLiteral("JointsDock"));
    addDock(properties, Qt::RightDockWidgetArea);
    addDock(materials, Qt::RightDockWidgetArea);
    addDock(joints, Qt::RightDockWidgetArea);
    tabifyDockWidget(properties, materials);
    tabifyDockWidget(materials, joints);
    auto *uv = new UvDock(m_document, this);
    connect(uv, &UvDock::message, this, &MainWindow::showMessage);
    if (auto *viewport = findChild<Viewport *>())
        if (ViewportWidget *view = viewport->view())
            uv->setViewDirection([view] { return view->camera(0).forward(); });
    QDockWidget *uvDock = makeDock(uv, tr("UV"), QStringLiteral("UvDock"));
    addDock(uvDock, Qt::RightDockWidgetArea);
    tabifyDockWidget(joints, uvDock);
    properties->raise();

    QDockWidget *history = makeDock(new HistoryView(m_document, this), tr("History"), QStringLiteral("HistoryDock"));
    auto *validation = new ValidationView(m_document, this);
    validation->targetBox()->setTargets(targetChoices());
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
    timeline->timing()->populate(m_animationMenu);
    connect(timeline->timing(), &TimingActions::message, this, &MainWindow::showMessage);

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
    count(s.meshes.size(), QT_TR_N_NOOP("%Ln mesh(es)"));
    count(s.materials.size(), QT_TR_N_NOOP("%Ln material(s)"));
    count(s.joints.size(), QT_TR_N_NOOP("%Ln joint(s)"));
    count(s.animations.size(), QT_TR_N_NOOP("%Ln animation(s)"));
    count(s.shapes.size(), QT_TR_N_NOOP("%Ln shape(s)"));
    count(s.vertexCount(), QT_TR_N_NOOP("%Ln vertex(es)"));
    count(s.faceCount(), QT_TR_N_NOOP("%Ln face(s)"));
    if (m_timelineView)
        count(m_timelineView->keySelection().size(), QT_TR_N_NOOP("%Ln key(s)"));
    m_selectionLabel->setText(parts.isEmpty() ? tr("Nothing selected")
                                              : tr("Selected: %1").arg(parts.join(QStringLiteral(", "))));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_task->isRunning()) {
        // Finish or cancel the file job first; closing under it would lose the file.
        m_task->cancel();
        event->ignore();
        return;
    }
    if (!m_files->maybeSave()) {
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
    m_files->openFiles(paths);
}

void MainWindow::preferences()
{
    PreferencesDialog dialog(Preferences::load(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Preferences p = dialog.preferences();
    p.save();
    m_files->updateRecentMenu();
    UndoBudget::of(m_document->undoStack())->setBudget(p.undoMemoryBytes(), p.undoLimit);
    if (auto *history = findChild<HistoryView *>())
        history->updateMemory();
    m_autosave->setInterval(p.autosaveSeconds);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Quarry"), aboutText());
}

} // namespace quarry
