#include "views/viewport/ViewportActions.h"

#include "model/Document.h"
#include "model/ops/TextureLookup.h"
#include "views/ComparedModel.h"
#include "views/viewport/SpinBoxAction.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>

namespace quarry {

namespace {

QAction *addChoice(QActionGroup *group, const QString &text, int value, const QString &name)
{
    auto *a = new QAction(text, group);
    a->setCheckable(true);
    a->setData(value);
    a->setObjectName(name);
    group->addAction(a);
    return a;
}

QAction *checkedOrFirst(QActionGroup *group)
{
    return group->checkedAction() ? group->checkedAction() : group->actions().value(0);
}

// A menu's action in a toolbar: a button that opens the menu on a click.
void addMenuButton(QToolBar *bar, QMenu *menu)
{
    bar->addAction(menu->menuAction());
    if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(menu->menuAction())))
        button->setPopupMode(QToolButton::InstantPopup);
}

} // namespace

QList<DrawMode> ViewportActions::drawModeList()
{
    return {DrawMode::Shaded,       DrawMode::Textured,  DrawMode::WireframeOverShaded,
            DrawMode::VertexColors, DrawMode::UvChecker, DrawMode::Wireframe,
            DrawMode::Weights,      DrawMode::Deviation};
}

QString ViewportActions::drawModeName(DrawMode mode)
{
    switch (mode) {
    case DrawMode::Shaded: return tr("Shaded");
    case DrawMode::Textured: return tr("Textured");
    case DrawMode::WireframeOverShaded: return tr("Wireframe on Shaded");
    case DrawMode::VertexColors: return tr("Vertex Colors");
    case DrawMode::UvChecker: return tr("UV Checker");
    case DrawMode::Wireframe: return tr("Wireframe");
    case DrawMode::Weights: return tr("Weights");
    case DrawMode::Deviation: return tr("Deviation");
    }
    return {};
}

ViewportActions::ViewportActions(Document *document, ViewportWidget *view, QWidget *owner)
    : QObject(owner)
    , m_document(document)
    , m_view(view)
    , m_owner(owner)
{
    // Views.
    m_quad = new QAction(tr("Four Views"), this);
    m_quad->setObjectName(QStringLiteral("quadLayout"));
    m_quad->setCheckable(true);
    m_quad->setShortcut(Qt::Key_Space);
    m_quad->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_quad->setToolTip(tr("Perspective, front, side and top at once (Space)"));
    connect(m_quad, &QAction::toggled, view, &ViewportWidget::setQuadLayout);
    m_singleViews = new QActionGroup(this);
    addChoice(m_singleViews, tr("Perspective"), int(Camera::View::Perspective), QStringLiteral("viewPerspective"))
        ->setChecked(true);
    addChoice(m_singleViews, tr("Front"), int(Camera::View::Front), QStringLiteral("viewFront"));
    addChoice(m_singleViews, tr("Side"), int(Camera::View::Side), QStringLiteral("viewSide"));
    addChoice(m_singleViews, tr("Top"), int(Camera::View::Top), QStringLiteral("viewTop"));
    connect(m_singleViews, &QActionGroup::triggered, view,
            [view](QAction *a) { view->setSingleView(Camera::View(a->data().toInt())); });
    m_singleViewMenu = choiceMenu(QStringLiteral("singleView"), m_singleViews);
    m_singleViewMenu->menuAction()->setToolTip(tr("The view shown when there is one"));
    m_frameAll = new QAction(tr("Frame All"), this);
    m_frameAll->setObjectName(QStringLiteral("frameAll"));
    m_frameAll->setToolTip(tr("Fit the whole model (A)"));
    connect(m_frameAll, &QAction::triggered, view, &ViewportWidget::frameAll);
    m_frameSelected = new QAction(tr("Frame Selected"), this);
    m_frameSelected->setObjectName(QStringLiteral("frameSelected"));
    m_frameSelected->setToolTip(tr("Fit the selection (F)"));
    connect(m_frameSelected, &QAction::triggered, view, &ViewportWidget::frameSelected);

    // Drawing: one action per mode of the list.
    m_drawModes = new QActionGroup(this);
    for (DrawMode mode : drawModeList())
        addChoice(m_drawModes, drawModeName(mode), int(mode), QStringLiteral("drawMode%1").arg(int(mode)))
            ->setChecked(mode == view->settings().mode);
    connect(m_drawModes, &QActionGroup::triggered, view, [this, view](QAction *a) {
        RenderSettings s = view->settings();
        if (s.mode != DrawMode::Deviation)
            m_modeBeforeDeviation = s.mode; // where a cleared comparison goes back to
        s.mode = DrawMode(a->data().toInt());
        view->setSettings(s);
    });
    m_drawModeMenu = choiceMenu(QStringLiteral("drawMode"), m_drawModes);
    m_drawModeMenu->menuAction()->setToolTip(tr("How surfaces are drawn"));
    // A model opened (or reverted, or new) with a texture to draw is shown
    // Textured, one without Shaded; the other modes stay as chosen.
    connect(document, &Document::modelReset, this, [this, view] {
        const DrawMode mode = view->settings().mode;
        if (mode != DrawMode::Shaded && mode != DrawMode::Textured)
            return;
        const Model &model = m_document->model();
        const bool textured = hasTextureToDraw(model.materials, m_document->filePath(),
                                               model.extras.value(QLatin1String(kEmbeddedTextures)).toMap());
        if (QAction *a = drawModeAction(textured ? DrawMode::Textured : DrawMode::Shaded); a && a->isEnabled())
            a->trigger();
    });
    auto toggle = [this, view](const QString &text, bool RenderSettings::*member, const QString &name) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setChecked(view->settings().*member);
        connect(a, &QAction::toggled, view, [view, member](bool on) {
            RenderSettings s = view->settings();
            s.*member = on;
            view->setSettings(s);
        });
        return a;
    };
    QAction *backFaces = toggle(tr("Back Faces"), &RenderSettings::backFaces, QStringLiteral("showBackFaces"));
    backFaces->setToolTip(tr("Tint faces seen from behind in every draw mode (Shaded tints them lightly "
                             "anyway) and draw closed meshes whole, so that flipped winding shows"));
    m_overlays = {backFaces, toggle(tr("Normals"), &RenderSettings::normals, QStringLiteral("showNormals")),
                  toggle(tr("Bones"), &RenderSettings::bones, QStringLiteral("showBones")),
                  toggle(tr("Grid"), &RenderSettings::grid, QStringLiteral("showGrid")),
                  toggle(tr("Bounds"), &RenderSettings::bounds, QStringLiteral("showBounds"))};
    m_fastNavigation = toggle(tr("Fast Navigation"), &RenderSettings::fastNavigation, QStringLiteral("fastNavigation"));
    m_fastNavigation->setToolTip(
        tr("While the view moves, draw large models simplified when full-detail frames are slower than %1 per second")
            .arg(ViewportWidget::kTargetFramesPerSecond));
    m_upAxes = new QActionGroup(this);
    addChoice(m_upAxes, tr("Z Up"), int(UpAxis::Z), QStringLiteral("upZ"))
        ->setChecked(view->settings().up == UpAxis::Z);
    addChoice(m_upAxes, tr("Y Up"), int(UpAxis::Y), QStringLiteral("upY"))
        ->setChecked(view->settings().up == UpAxis::Y);
    connect(m_upAxes, &QActionGroup::triggered, view, [view](QAction *a) {
        RenderSettings s = view->settings();
        s.up = UpAxis(a->data().toInt());
        view->setSettings(s);
    });
    m_upAxisMenu = choiceMenu(QStringLiteral("upAxis"), m_upAxes);
    m_upAxisMenu->menuAction()->setToolTip(tr("Which model axis points up on screen"));

    // The bind pose instead of the current animation.
    m_bindPose = new QAction(tr("Bind Pose"), this);
    m_bindPose->setObjectName(QStringLiteral("bindPose"));
    m_bindPose->setCheckable(true);
    m_bindPose->setToolTip(tr("Show the model in its bind pose instead of the current animation"));
    connect(m_bindPose, &QAction::triggered, this, [this](bool on) {
        const int count = int(m_document->model().animations.size());
        if (on) {
            m_animationBeforeBindPose = m_document->currentAnimation();
            m_document->setCurrentAnimation(-1);
        } else if (count > 0) {
            const int back = m_animationBeforeBindPose;
            m_document->setCurrentAnimation(back >= 0 && back < count ? back : 0);
        }
        syncBindPose();
    });
    connect(document, &Document::currentAnimationChanged, this, &ViewportActions::syncBindPose);
    connect(document, &Document::animationsChanged, this, &ViewportActions::syncBindPose);
    connect(document, &Document::modelReset, this, &ViewportActions::syncBindPose);

    // Selection and tools.
    m_selectionModes = new QActionGroup(this);
    addChoice(m_selectionModes, tr("Meshes"), int(Selection::Mode::Objects), QStringLiteral("selectMeshes"));
    addChoice(m_selectionModes, tr("Vertices"), int(Selection::Mode::Vertices), QStringLiteral("selectVertices"));
    addChoice(m_selectionModes, tr("Faces"), int(Selection::Mode::Faces), QStringLiteral("selectFaces"));
    addChoice(m_selectionModes, tr("Joints"), int(Selection::Mode::Joints), QStringLiteral("selectJoints"));
    connect(m_selectionModes, &QActionGroup::triggered, this, [this](QAction *a) {
        const auto mode = Selection::Mode(a->data().toInt());
        if (mode == m_document->selection().mode)
            return;
        Selection s;
        s.mode = mode;
        m_document->setSelection(s);
    });
    m_selectionModeMenu = choiceMenu(QStringLiteral("selectionMode"), m_selectionModes);
    m_selectionModeMenu->menuAction()->setToolTip(tr("What a click or a box selects"));
    connect(document, &Document::selectionChanged, this, &ViewportActions::syncSelectionMode);
    m_selectThrough = new QAction(tr("Select Through"), this);
    m_selectThrough->setObjectName(QStringLiteral("selectThrough"));
    m_selectThrough->setCheckable(true);
    m_selectThrough->setToolTip(tr("Box selection also takes vertices and faces hidden behind surfaces"));
    connect(m_selectThrough, &QAction::toggled, view, &ViewportWidget::setSelectThrough);
    m_tools = new QActionGroup(this);
    const std::pair<TransformTool, QString> toolList[] = {{TransformTool::Select, tr("Select")},
                                                          {TransformTool::Move, tr("Move")},
                                                          {TransformTool::Rotate, tr("Rotate")},
                                                          {TransformTool::Scale, tr("Scale")}};
    const char *toolNames[] = {"Select", "Move", "Rotate", "Scale"};
    const Qt::Key keys[] = {Qt::Key_Q, Qt::Key_W, Qt::Key_E, Qt::Key_R};
    int i = 0;
    for (const auto &[tool, text] : toolList) {
        auto *a = new QAction(text, m_tools);
        a->setObjectName(QStringLiteral("tool") + QLatin1String(toolNames[i]));
        a->setCheckable(true);
        a->setChecked(tool == TransformTool::Select);
        a->setShortcut(keys[i++]);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, view, [view, tool] { view->setTool(tool); });
    }
    m_snap = new QAction(tr("Snap"), this);
    m_snap->setObjectName(QStringLiteral("snap"));
    m_snap->setCheckable(true);
    m_snap->setToolTip(
        tr("Snap moves to the step, rotations to 15 degrees, scales to 0.1 (Ctrl while dragging inverts)"));
    connect(m_snap, &QAction::toggled, view, &ViewportWidget::setSnapping);
    // Which frames of a vertex-animated mesh an edit of its vertices reaches.
    m_vertexFrames = new QActionGroup(this);
    addChoice(m_vertexFrames, tr("Automatic"), int(VertexFrames::Automatic), QStringLiteral("vertexFramesAutomatic"))
        ->setChecked(true);
    addChoice(m_vertexFrames, tr("Every Frame"), int(VertexFrames::Every), QStringLiteral("vertexFramesEvery"));
    addChoice(m_vertexFrames, tr("Frame Shown"), int(VertexFrames::Shown), QStringLiteral("vertexFramesShown"));
    connect(m_vertexFrames, &QActionGroup::triggered, this, [this](QAction *a) {
        m_view->setVertexFrames(VertexFrames(a->data().toInt()));
        syncVertexFrames();
    });
    m_vertexFramesMenu = new QMenu(m_owner);
    m_vertexFramesMenu->setObjectName(QStringLiteral("vertexFramesMenu"));
    m_vertexFramesMenu->menuAction()->setObjectName(QStringLiteral("vertexFrames"));
    m_vertexFramesMenu->menuAction()->setToolTip(
        tr("Which frames of a vertex-animated model (MD3, MD2, MDL, morph targets) moving, rotating or scaling "
           "vertices changes: Automatic is every frame in the bind pose and the frame shown with an animation "
           "shown"));
    m_vertexFramesMenu->addActions(m_vertexFrames->actions());
    connect(document, &Document::currentAnimationChanged, this, &ViewportActions::syncVertexFrames);
    syncVertexFrames();
    m_snapStep = new SpinBoxAction(QStringLiteral("snapStep"), this);
    m_snapStep->setText(tr("Snap Step"));
    m_snapStep->setDecimals(4);
    m_snapStep->setRange(0.0001, 10000);
    m_snapStep->setValue(view->moveSnap());
    m_snapStep->setToolTip(tr("Move snapping step"));
    connect(m_snapStep, &SpinBoxAction::valueChanged, view, [view](double v) { view->setMoveSnap(float(v)); });
    connect(document, &Document::modelReset, m_snapStep, [this] { m_snapStep->setValue(m_view->moveSnap()); });
    const char *axes[] = {"X", "Y", "Z"};
    for (int a = 0; a < 3; ++a) {
        m_typed[a] = new SpinBoxAction(QStringLiteral("typed") + QLatin1String(axes[a]), this);
        m_typed[a]->setText(QLatin1String(axes[a]));
        m_typed[a]->setPrefix(QStringLiteral("%1 ").arg(QLatin1String(axes[a])));
        m_typed[a]->setDecimals(4);
        m_typed[a]->setRange(-1e6, 1e6);
    }
    m_apply = new QAction(tr("Apply"), this);
    m_apply->setObjectName(QStringLiteral("applyTyped"));
    m_apply->setToolTip(tr("Move by, rotate by (degrees about X, then Y, then Z) or scale by the typed values"));
    connect(m_apply, &QAction::triggered, this, [this] {
        for (SpinBoxAction *typed : m_typed)
            typed->commitTyped();
        if (m_view->tool() == TransformTool::Select)
            Q_EMIT statusMessage(tr("Choose the move, rotate or scale tool first."));
        else
            m_view->applyTypedTransform(
                QVector3D(float(m_typed[0]->value()), float(m_typed[1]->value()), float(m_typed[2]->value())));
    });
    setUpComparison();
    syncSelectionMode();
    syncBindPose();
}

void ViewportActions::setUpComparison()
{
    ComparedModel *compared = ComparedModel::of(m_document);
    QAction *deviation = drawModeAction(DrawMode::Deviation);
    deviation->setToolTip(tr("Colour each vertex by its distance to the compared model (File > Compare With…) "
                             "at the time shown: blue at 0, red at the tolerance and beyond"));
    m_compareGhost = new QAction(tr("Comparison Ghost"), this);
    m_compareGhost->setObjectName(QStringLiteral("showCompareGhost"));
    m_compareGhost->setCheckable(true);
    m_compareGhost->setToolTip(tr("Draw the compared model (File > Compare With…) as a ghost over this one"));
    // Unchecked and disabled while nothing is compared, the choice kept for
    // the next comparison.
    connect(m_compareGhost, &QAction::toggled, compared, [compared](bool on) {
        if (compared->isLoaded())
            compared->setGhostShown(on);
    });
    connect(compared, &ComparedModel::ghostShownChanged, m_compareGhost, &QAction::setChecked);
    auto sync = [this, compared, deviation] {
        const bool loaded = compared->isLoaded();
        deviation->setEnabled(loaded);
        m_compareGhost->setEnabled(loaded);
        m_compareGhost->setChecked(loaded && compared->ghostShown());
        if (!loaded && m_view->settings().mode == DrawMode::Deviation) {
            QAction *previous = drawModeAction(m_modeBeforeDeviation);
            (previous && previous->isEnabled() ? previous : drawModeAction(DrawMode::Shaded))->trigger();
        }
    };
    connect(compared, &ComparedModel::changed, this, sync);
    sync();
}

QMenu *ViewportActions::choiceMenu(const QString &name, QActionGroup *group)
{
    auto *menu = new QMenu(m_owner);
    menu->setObjectName(name + QStringLiteral("Menu"));
    menu->menuAction()->setObjectName(name);
    menu->addActions(group->actions());
    connect(group, &QActionGroup::triggered, this, &ViewportActions::syncChoiceTitles);
    syncChoiceTitles();
    return menu;
}

void ViewportActions::syncChoiceTitles()
{
    // The button shows the current choice; the overflow menu and the View
    // menu say what the choice is about.
    const std::pair<QMenu *, QActionGroup *> choices[] = {{m_singleViewMenu, m_singleViews},
                                                          {m_drawModeMenu, m_drawModes},
                                                          {m_upAxisMenu, m_upAxes},
                                                          {m_selectionModeMenu, m_selectionModes}};
    const QString titles[] = {tr("View: %1"), tr("Draw: %1"), tr("Up: %1"), tr("Select: %1")};
    for (int i = 0; i < 4; ++i) {
        const auto &[menu, group] = choices[i];
        if (menu && group)
            if (QAction *current = checkedOrFirst(group)) {
                menu->setTitle(titles[i].arg(current->text()));
                menu->menuAction()->setIconText(current->text());
            }
    }
}

void ViewportActions::syncVertexFrames()
{
    const auto chosen = VertexFrames(checkedOrFirst(m_vertexFrames)->data().toInt());
    const bool every = resolvedVertexFrames(chosen, m_document->currentAnimation()) == VertexFrames::Every;
    const QString reach = every ? tr("Every Frame") : tr("Frame Shown");
    const QString text = chosen == VertexFrames::Automatic ? tr("Automatic: %1").arg(reach) : reach;
    m_vertexFramesMenu->setTitle(tr("Frames: %1").arg(text));
    m_vertexFramesMenu->menuAction()->setIconText(tr("Frames: %1").arg(text));
}

void ViewportActions::syncSelectionMode()
{
    const int mode = int(m_document->selection().mode);
    for (QAction *a : m_selectionModes->actions())
        if (a->data().toInt() == mode)
            a->setChecked(true);
    syncChoiceTitles();
}

void ViewportActions::syncBindPose()
{
    const bool animations = !m_document->model().animations.isEmpty();
    m_bindPose->setEnabled(animations);
    m_bindPose->setChecked(m_document->currentAnimation() < 0);
}

QAction *ViewportActions::drawModeAction(DrawMode mode) const
{
    for (QAction *a : m_drawModes->actions())
        if (a->data().toInt() == int(mode))
            return a;
    return nullptr;
}

void ViewportActions::populateToolBars(QToolBar *top, QToolBar *bottom)
{
    top->addAction(m_quad);
    addMenuButton(top, m_singleViewMenu);
    top->addAction(m_frameAll);
    top->addAction(m_frameSelected);
    top->addSeparator();
    addMenuButton(top, m_drawModeMenu);
    top->addActions(m_overlays);
    top->addAction(m_fastNavigation);
    addMenuButton(top, m_upAxisMenu);
    top->addAction(m_bindPose);

    addMenuButton(bottom, m_selectionModeMenu);
    bottom->addAction(m_selectThrough);
    bottom->addSeparator();
    bottom->addActions(m_tools->actions());
    bottom->addAction(m_snap);
    bottom->addAction(m_snapStep);
    addMenuButton(bottom, m_vertexFramesMenu);
    bottom->addSeparator();
    for (SpinBoxAction *typed : m_typed)
        bottom->addAction(typed);
    bottom->addAction(m_apply);
}

void ViewportActions::populateViewMenu(QMenu *menu)
{
    QMenu *draw = menu->addMenu(tr("Draw &Mode"));
    draw->setObjectName(QStringLiteral("viewMenuDrawMode"));
    draw->addActions(m_drawModes->actions());
    QMenu *overlays = menu->addMenu(tr("&Overlays"));
    overlays->setObjectName(QStringLiteral("viewMenuOverlays"));
    overlays->addActions(m_overlays);
    QMenu *views = menu->addMenu(tr("Vie&ws"));
    views->setObjectName(QStringLiteral("viewMenuViews"));
    views->addAction(m_quad);
    views->addSeparator();
    views->addActions(m_singleViews->actions());
    views->addSeparator();
    views->addAction(m_frameAll);
    views->addAction(m_frameSelected);
    menu->addAction(m_bindPose);
    menu->addAction(m_fastNavigation);
    menu->addAction(m_compareGhost);
}

} // namespace quarry
