#include "views/viewport/Viewport.h"

#include "model/Document.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QStackedLayout>
#include <QToolBar>
#include <QVBoxLayout>

namespace quarry {

Viewport::Viewport(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *stackHost = new QWidget(this);
    m_stack = new QStackedLayout(stackHost);
    m_message = new QLabel(stackHost);
    m_message->setObjectName(QStringLiteral("ViewportMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setMargin(24);
    m_stack->addWidget(m_message);
    if (canCreateViewportContext()) {
        m_view = new ViewportWidget(document, stackHost);
        m_stack->addWidget(m_view);
        m_stack->setCurrentWidget(m_view);
        connect(m_view, &ViewportWidget::openGLFailed, this, &Viewport::showMessage);
        connect(m_view, &ViewportWidget::statusMessage, this, &Viewport::statusMessage);
        m_toolBars = createToolBars();
        layout->addWidget(m_toolBars);
    } else {
        showMessage(tr("OpenGL 3.3 is not available on this display."));
    }
    layout->addWidget(stackHost, 1);
}

QString Viewport::messageText() const { return m_message->text(); }

void Viewport::showMessage(const QString &reason)
{
    m_failed = true;
    m_message->setText(tr("<p><b>No 3D view</b></p><p>%1</p><p>Everything else works: the model can be "
                          "inspected, edited, converted and saved.</p>")
                           .arg(reason.toHtmlEscaped()));
    m_stack->setCurrentWidget(m_message);
    if (m_toolBars)
        m_toolBars->hide();
    if (m_view)
        m_view->hide();
}

void Viewport::syncSelectionMode()
{
    if (m_selectionMode)
        m_selectionMode->setCurrentIndex(m_selectionMode->findData(int(m_document->selection().mode)));
}

QWidget *Viewport::createToolBars()
{
    auto *host = new QWidget(this);
    auto *rows = new QVBoxLayout(host);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(0);
    auto *top = new QToolBar(host);
    auto *bottom = new QToolBar(host);
    top->setObjectName(QStringLiteral("ViewportToolBar"));
    bottom->setObjectName(QStringLiteral("ViewportTransformBar"));
    rows->addWidget(top);
    rows->addWidget(bottom);
    ViewportWidget *view = m_view;

    // Views.
    QAction *quad = top->addAction(tr("Four Views"));
    quad->setObjectName(QStringLiteral("quadLayout"));
    quad->setCheckable(true);
    quad->setShortcut(Qt::Key_Space);
    quad->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    quad->setToolTip(tr("Perspective, front, side and top at once (Space)"));
    connect(quad, &QAction::toggled, view, &ViewportWidget::setQuadLayout);
    auto *single = new QComboBox(top);
    single->setObjectName(QStringLiteral("singleView"));
    single->addItem(tr("Perspective"), int(Camera::View::Perspective));
    single->addItem(tr("Front"), int(Camera::View::Front));
    single->addItem(tr("Side"), int(Camera::View::Side));
    single->addItem(tr("Top"), int(Camera::View::Top));
    single->setToolTip(tr("The view shown when there is one"));
    connect(single, &QComboBox::currentIndexChanged, view,
            [view, single] { view->setSingleView(Camera::View(single->currentData().toInt())); });
    top->addWidget(single);
    top->addAction(tr("Frame All"), view, &ViewportWidget::frameAll)->setToolTip(tr("Fit the whole model (A)"));
    top->addAction(tr("Frame Selected"), view, &ViewportWidget::frameSelected)->setToolTip(tr("Fit the selection (F)"));
    top->addSeparator();

    // Drawing.
    auto *mode = new QComboBox(top);
    mode->setObjectName(QStringLiteral("drawMode"));
    mode->addItem(tr("Shaded"), int(DrawMode::Shaded));
    mode->addItem(tr("Textured"), int(DrawMode::Textured));
    mode->addItem(tr("Wireframe on Shaded"), int(DrawMode::WireframeOverShaded));
    mode->addItem(tr("Vertex Colors"), int(DrawMode::VertexColors));
    mode->addItem(tr("UV Checker"), int(DrawMode::UvChecker));
    mode->addItem(tr("Wireframe"), int(DrawMode::Wireframe));
    connect(mode, &QComboBox::currentIndexChanged, view, [view, mode] {
        RenderSettings s = view->settings();
        s.mode = DrawMode(mode->currentData().toInt());
        view->setSettings(s);
    });
    top->addWidget(mode);
    auto toggle = [&](const QString &text, bool RenderSettings::*member, const QString &name) {
        QAction *a = top->addAction(text);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setChecked(view->settings().*member);
        connect(a, &QAction::toggled, view, [view, member](bool on) {
            RenderSettings s = view->settings();
            s.*member = on;
            view->setSettings(s);
        });
    };
    toggle(tr("Back Faces"), &RenderSettings::backFaces, QStringLiteral("showBackFaces"));
    top->actions().constLast()->setToolTip(tr("Tint faces seen from behind, so that flipped winding shows"));
    toggle(tr("Normals"), &RenderSettings::normals, QStringLiteral("showNormals"));
    toggle(tr("Bones"), &RenderSettings::bones, QStringLiteral("showBones"));
    toggle(tr("Grid"), &RenderSettings::grid, QStringLiteral("showGrid"));
    toggle(tr("Bounds"), &RenderSettings::bounds, QStringLiteral("showBounds"));
    toggle(tr("Fast Navigation"), &RenderSettings::fastNavigation, QStringLiteral("fastNavigation"));
    top->actions().constLast()->setToolTip(
        tr("While the view moves, draw large models simplified when full-detail frames are slower than %1 per second")
            .arg(ViewportWidget::kTargetFramesPerSecond));
    auto *up = new QComboBox(top);
    up->setObjectName(QStringLiteral("upAxis"));
    up->addItem(tr("Z Up"), int(UpAxis::Z));
    up->addItem(tr("Y Up"), int(UpAxis::Y));
    connect(up, &QComboBox::currentIndexChanged, view, [view, up] {
        RenderSettings s = view->settings();
        s.up = UpAxis(up->currentData().toInt());
        view->setSettings(s);
    });
    top->addWidget(up);

    // Selection and tools.
    m_selectionMode = new QComboBox(bottom);
    m_selectionMode->setObjectName(QStringLiteral("selectionMode"));
    m_selectionMode->addItem(tr("Meshes"), int(Selection::Mode::Objects));
    m_selectionMode->addItem(tr("Vertices"), int(Selection::Mode::Vertices));
    m_selectionMode->addItem(tr("Faces"), int(Selection::Mode::Faces));
    m_selectionMode->addItem(tr("Joints"), int(Selection::Mode::Joints));
    m_selectionMode->setToolTip(tr("What a click or a box selects"));
    connect(m_selectionMode, &QComboBox::activated, this, [this] {
        const auto mode = Selection::Mode(m_selectionMode->currentData().toInt());
        if (mode == m_document->selection().mode)
            return;
        Selection s;
        s.mode = mode;
        m_document->setSelection(s);
    });
    connect(m_document, &Document::selectionChanged, this, &Viewport::syncSelectionMode);
    bottom->addWidget(new QLabel(tr(" Select: "), bottom));
    bottom->addWidget(m_selectionMode);
    QAction *through = bottom->addAction(tr("Select Through"));
    through->setObjectName(QStringLiteral("selectThrough"));
    through->setCheckable(true);
    through->setToolTip(tr("Box selection also takes vertices and faces hidden behind surfaces"));
    connect(through, &QAction::toggled, view, &ViewportWidget::setSelectThrough);
    bottom->addSeparator();
    auto *tools = new QActionGroup(bottom);
    const std::pair<TransformTool, QString> toolList[] = {{TransformTool::Select, tr("Select")},
                                                          {TransformTool::Move, tr("Move")},
                                                          {TransformTool::Rotate, tr("Rotate")},
                                                          {TransformTool::Scale, tr("Scale")}};
    const Qt::Key keys[] = {Qt::Key_Q, Qt::Key_W, Qt::Key_E, Qt::Key_R};
    int i = 0;
    for (const auto &[tool, text] : toolList) {
        QAction *a = bottom->addAction(text);
        a->setObjectName(QStringLiteral("tool") + text);
        a->setCheckable(true);
        a->setChecked(tool == TransformTool::Select);
        a->setShortcut(keys[i++]);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        tools->addAction(a);
        connect(a, &QAction::triggered, view, [view, tool] { view->setTool(tool); });
    }
    auto *snap = new QCheckBox(tr("Snap"), bottom);
    snap->setObjectName(QStringLiteral("snap"));
    snap->setToolTip(tr("Snap moves to the step, rotations to 15 degrees, scales to 0.1 (Ctrl while dragging inverts)"));
    connect(snap, &QCheckBox::toggled, view, &ViewportWidget::setSnapping);
    bottom->addWidget(snap);
    auto *step = new QDoubleSpinBox(bottom);
    step->setObjectName(QStringLiteral("snapStep"));
    step->setDecimals(4);
    step->setRange(0.0001, 10000);
    step->setValue(view->moveSnap());
    step->setToolTip(tr("Move snapping step"));
    connect(step, &QDoubleSpinBox::valueChanged, view, [view](double v) { view->setMoveSnap(float(v)); });
    connect(m_document, &Document::modelReset, step, [step, view] { step->setValue(view->moveSnap()); });
    bottom->addWidget(step);
    bottom->addSeparator();
    const char *axes[] = {"X", "Y", "Z"};
    for (int a = 0; a < 3; ++a) {
        bottom->addWidget(new QLabel(QStringLiteral(" %1 ").arg(QLatin1String(axes[a])), bottom));
        m_values[a] = new QDoubleSpinBox(bottom);
        m_values[a]->setObjectName(QStringLiteral("typed") + QLatin1String(axes[a]));
        m_values[a]->setDecimals(4);
        m_values[a]->setRange(-1e6, 1e6);
        bottom->addWidget(m_values[a]);
    }
    QAction *apply = bottom->addAction(tr("Apply"));
    apply->setObjectName(QStringLiteral("applyTyped"));
    apply->setToolTip(tr("Move by, rotate by (degrees about X, then Y, then Z) or scale by the typed values"));
    connect(apply, &QAction::triggered, this, [this] {
        if (m_view->tool() == TransformTool::Select)
            Q_EMIT statusMessage(tr("Choose the move, rotate or scale tool first."));
        else
            m_view->applyTypedTransform(QVector3D(float(m_values[0]->value()), float(m_values[1]->value()),
                                                  float(m_values[2]->value())));
    });
    syncSelectionMode();
    return host;
}

} // namespace quarry
