// The editor window: menus, toolbar, status bar, docks and settings around
// one Document. Other parts plug in through setCentralView (the viewport),
// addDock (e.g. the timeline) and animationMenu().
#pragma once

#include "model/ops/Conversion.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;

namespace quarry {

struct RecoveryEntry;
class BackgroundTask;
class Autosave;
class Document;
class DiskChanges;
class DocumentFiles;
class JointsView;
class MaterialsView;
class ModelOperations;
class JointActions;
class RepairActions;
class OutlinerView;
class PropertiesView;
class ScriptDock;
class TimelineView;
class ValidationView;
class WeightActions;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }

    // Opens a model file (with companion files: XMF skeleton, animations,
    // materials) into this window, replacing what it shows (asks first
    // where there are unsaved changes). Reads on a worker thread. Returns
    // false on failure (after telling the user why) or cancel.
    bool openFile(const QString &path, const QStringList &companions = {});
    // Several files chosen or dropped together: the model and its companions.
    bool openFiles(const QStringList &paths);
    // Adds another file's meshes, materials, joints and animations (undoable).
    bool importFile(const QString &path);
    bool save();
    bool saveAs();
    bool saveTo(const QString &path, const QString &format);
    // Writes a converted copy of the model; the document stays as it is.
    bool exportTo(const QString &path, const QString &format, const ConversionSettings &settings);

    // Puts a widget in the middle of the window (the viewport replaces the
    // model summary shown until then).
    void setCentralView(QWidget *view);
    // Adds a dock to the window, to View > Docks and to the saved layout.
    // The dock needs a unique objectName.
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area);
    QMenu *animationMenu() const { return m_animationMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QToolBar *mainToolBar() const { return m_toolBar; }

    ModelOperations *modelOperations() const { return m_operations; }
    RepairActions *repairActions() const { return m_repair; }
    WeightActions *weightActions() const { return m_weights; }
    JointActions *jointActions() const { return m_joints; }
    BackgroundTask *backgroundTask() const { return m_task; }
    OutlinerView *outliner() const { return m_outliner; }
    ScriptDock *scriptDock() const { return m_scriptDock; }
    // Asked when an opened XMF has a skeleton of the same name beside it
    // (and the preference says to ask). Replaceable for tests.
    void setSkeletonPrompt(std::function<bool(const QString &skeleton)> prompt);
    // Autosave of this window's document (editor/Autosave).
    Autosave *autosave() const { return m_autosave; }
    // Shows another run's autosaved document (see RecoveryDialog): the
    // model as it was, its file and format, marked modified. False (after
    // saying why) when the snapshot cannot be read.
    bool restoreFrom(const RecoveryEntry &entry);
    // The bar offering Reload when the file changes on disk.
    DiskChanges *diskChanges() const { return m_diskChanges; }
    // File > New, Open, Import, Save, Export and Open Recent.
    DocumentFiles *files() const { return m_files; }

    // Restores the dock layout every window starts with.
    void resetLayout();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createToolBar();
    void createDocks();
    void createStatusBar();
    void updateTitle();
    void updateSelectionStatus();
    void updateFileActions();
    void about();
    void preferences();
    void showMessage(const QString &text);
    QDockWidget *makeDock(QWidget *content, const QString &title, const QString &objectName);

    Document *m_document;
    BackgroundTask *m_task;
    ModelOperations *m_operations;
    RepairActions *m_repair;
    WeightActions *m_weights;
    JointActions *m_joints;
    DocumentFiles *m_files;
    Autosave *m_autosave;
    DiskChanges *m_diskChanges = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_docksMenu = nullptr;
    QMenu *m_animationMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    ScriptDock *m_scriptDock = nullptr;
    QLabel *m_selectionLabel = nullptr;
    OutlinerView *m_outliner = nullptr;
    TimelineView *m_timelineView = nullptr;
    QByteArray m_defaultLayout;
    QMap<QString, QAction *> m_fileActions;
};

} // namespace quarry
