// The viewport's controls as actions, made once from lists and shared by its
// toolbars and the main window's View menu: a choice (view, draw mode, up
// axis, what a click selects) is a group of checkable actions behind a menu
// button, a number is a SpinBoxAction, so every control stays reachable in
// the toolbar's overflow menu however narrow the viewport, and a draw mode
// or overlay added to the lists appears in the toolbar and the menu alike.
#pragma once

#include "views/viewport/RenderSettings.h"

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;
class QWidget;

namespace quarry {

class Document;
class SpinBoxAction;
class ViewportWidget;

class ViewportActions : public QObject
{
    Q_OBJECT

public:
    // Menus are children of `owner`.
    ViewportActions(Document *document, ViewportWidget *view, QWidget *owner);

    // The draw modes in the order shown.
    static QList<DrawMode> drawModeList();
    static QString drawModeName(DrawMode mode);

    // Fills the viewport's two toolbars.
    void populateToolBars(QToolBar *top, QToolBar *bottom);
    // Draw modes, overlays, Bind Pose, the views: the same actions as the toolbar.
    void populateViewMenu(QMenu *menu);

    QAction *drawModeAction(DrawMode mode) const;
    QList<QAction *> overlayActions() const { return m_overlays; }
    QAction *bindPoseAction() const { return m_bindPose; }
    // View > Comparison Ghost: shows or hides the compared model's ghost.
    QAction *compareGhostAction() const { return m_compareGhost; }
    QMenu *drawModeMenu() const { return m_drawModeMenu; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    QMenu *choiceMenu(const QString &name, QActionGroup *group);
    void syncSelectionMode();
    void syncBindPose();
    void syncChoiceTitles();
    // The Frames choice's title: what Automatic means for the pose shown.
    void syncVertexFrames();
    // The Deviation mode and the ghost toggle, enabled while a model is compared.
    void setUpComparison();

    Document *m_document;
    ViewportWidget *m_view;
    QWidget *m_owner;
    QAction *m_quad = nullptr;
    QActionGroup *m_singleViews = nullptr;
    QMenu *m_singleViewMenu = nullptr;
    QAction *m_frameAll = nullptr;
    QAction *m_frameSelected = nullptr;
    QActionGroup *m_drawModes = nullptr;
    QMenu *m_drawModeMenu = nullptr;
    QList<QAction *> m_overlays;
    QAction *m_fastNavigation = nullptr;
    QActionGroup *m_upAxes = nullptr;
    QMenu *m_upAxisMenu = nullptr;
    QAction *m_bindPose = nullptr;
    QAction *m_compareGhost = nullptr;
    DrawMode m_modeBeforeDeviation = DrawMode::Shaded;
    int m_animationBeforeBindPose = -1;
    QActionGroup *m_selectionModes = nullptr;
    QMenu *m_selectionModeMenu = nullptr;
    QAction *m_selectThrough = nullptr;
    QActionGroup *m_tools = nullptr;
    QAction *m_snap = nullptr;
    QActionGroup *m_vertexFrames = nullptr;
    QMenu *m_vertexFramesMenu = nullptr;
    SpinBoxAction *m_snapStep = nullptr;
    SpinBoxAction *m_typed[3] = {};
    QAction *m_apply = nullptr;
};

} // namespace quarry
