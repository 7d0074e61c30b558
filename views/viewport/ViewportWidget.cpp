#include "views/viewport/ViewportWidget.h"

#include "model/Document.h"
#include "model/commands/SetJointRotationKeyCommand.h"
#include "model/commands/TransformVerticesCommand.h"
#include "model/ops/Simplify.h"
#include "views/viewport/SurfaceFormat.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QOpenGLFunctions>
#include <QOpenGLPaintDevice>
#include <QOpenGLWindow>
#include <QPainter>
#include <QSet>
#include <QThread>
#include <QTimer>
#include <QWheelEvent>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

constexpr Camera::View kQuadOrder[4] = {Camera::View::Perspective, Camera::View::Top, Camera::View::Front,
                                        Camera::View::Side};

QString viewName(Camera::View view)
{
    switch (view) {
    case Camera::View::Perspective: return ViewportWidget::tr("Perspective");
    case Camera::View::Front: return ViewportWidget::tr("Front");
    case Camera::View::Side: return ViewportWidget::tr("Side");
    case Camera::View::Top: return ViewportWidget::tr("Top");
    }
    return {};
}

float snapTo(float value, float step) { return step > 0 ? std::round(value / step) * step : value; }

} // namespace

// The OpenGL surface: a window of its own, embedded in the widget, because
// a window draws straight to the screen where a QOpenGLWidget is composed
// with the rest of the main window on every frame (tens of milliseconds
// per frame with software OpenGL). It draws and hands its input to the
// widget.
class ViewportWindow : public QOpenGLWindow
{
public:
    explicit ViewportWindow(ViewportWidget *owner)
        : QOpenGLWindow(QOpenGLWindow::NoPartialUpdate)
        , m_owner(owner)
    {
        setFormat(viewportSurfaceFormat());
    }

protected:
    void initializeGL() override { m_owner->initializeGL(); }
    void paintGL() override { m_owner->paintGL(); }
    void mousePressEvent(QMouseEvent *event) override { m_owner->mousePressEvent(event); }
    void mouseMoveEvent(QMouseEvent *event) override { m_owner->mouseMoveEvent(event); }
    void mouseReleaseEvent(QMouseEvent *event) override { m_owner->mouseReleaseEvent(event); }
    void mouseDoubleClickEvent(QMouseEvent *event) override { m_owner->mousePressEvent(event); }
    void wheelEvent(QWheelEvent *event) override { m_owner->wheelEvent(event); }
    void keyPressEvent(QKeyEvent *event) override { m_owner->keyPressEvent(event); }
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::Leave)
            m_owner->leaveEvent(event);
        return QOpenGLWindow::event(event);
    }

private:
    ViewportWidget *m_owner;
};

ViewportWidget::ViewportWidget(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(200, 150);
    for (int i = 0; i < 4; ++i)
        m_cameras[i] = Camera(Camera::View(i), m_settings.up);
    m_window = new ViewportWindow(this);
    QWidget *container = QWidget::createWindowContainer(m_window, this);
    container->setFocusPolicy(Qt::StrongFocus);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(container);
    setFocusProxy(container);

    m_navigationEnd = new QTimer(this);
    m_navigationEnd->setSingleShot(true);
    m_navigationEnd->setInterval(250);
    connect(m_navigationEnd, &QTimer::timeout, this, [this] { setNavigating(false); });
    connect(m_window, &QOpenGLWindow::frameSwapped, this, [this] {
        onFrameSwapped();
        Q_EMIT frameSwapped();
    });

    connect(document, &Document::modelReset, this, &ViewportWidget::onModelReset);
    connect(document, &Document::meshChanged, this, [this] {
        m_modelDirty = true;
        m_pose.invalidateVertices();
        redraw();
    });
    for (auto signal : {&Document::meshInserted, &Document::meshRemoved})
        connect(document, signal, this, [this] {
            m_modelDirty = true;
            m_pose.invalidateVertices();
            redraw();
        });
    connect(document, &Document::materialChanged, this, [this] { m_modelDirty = true; redraw(); });
    connect(document, &Document::materialsChanged, this, [this] { m_modelDirty = true; redraw(); });
    connect(document, &Document::shapesChanged, this, [this] { m_modelDirty = true; redraw(); });
    connect(document, &Document::selectionChanged, this, [this] { m_selectionDirty = true; redraw(); });
    connect(document, &Document::currentTimeChanged, this, &ViewportWidget::markPoseDirty);
    connect(document, &Document::currentAnimationChanged, this, &ViewportWidget::markPoseDirty);
    connect(document, &Document::animationChanged, this, &ViewportWidget::markPoseDirty);
    connect(document, &Document::animationsChanged, this, &ViewportWidget::markPoseDirty);
    connect(document, &Document::jointChanged, this, [this] { m_modelDirty = true; markPoseDirty(); });
    connect(document, &Document::skeletonChanged, this, [this] { m_modelDirty = true; markPoseDirty(); });
    onModelReset();
}

ViewportWidget::~ViewportWidget()
{
    if (m_simplifier) {
        m_simplifier->wait();
        delete m_simplifier;
    }
    releaseGL();
}

void ViewportWidget::simplifyInBackground()
{
    // Not while navigating: the thread would take a core from drawing.
    if (m_simplifier || m_navigating || m_reducedBudget <= 0 || !m_settings.fastNavigation)
        return;
    struct Job
    {
        QList<SceneRenderer::ReducedRequest> requests;
        QList<QList<Triangle>> results;
    };
    auto job = std::make_shared<Job>();
    job->requests = m_renderer.reducedRequests(m_reducedBudget);
    if (job->requests.isEmpty())
        return;
    m_simplifier = QThread::create([job] {
        for (const SceneRenderer::ReducedRequest &r : std::as_const(job->requests))
            job->results.append(simplifyByClustering(r.positions, r.triangles, r.target).triangles);
    });
    connect(m_simplifier, &QThread::finished, this, [this, job] {
        m_simplifier->deleteLater();
        m_simplifier = nullptr;
        if (m_glReady && m_window->context()) {
            m_window->makeCurrent();
            for (qsizetype i = 0; i < job->results.size(); ++i)
                m_renderer.setReducedTriangles(job->requests[i], job->results[i]);
            m_window->doneCurrent();
        }
        simplifyInBackground();  // the budget may have moved on meanwhile
    });
    m_simplifier->start(QThread::LowPriority);
}

void ViewportWidget::releaseGL()
{
    // Through a surface of its own: the window may be going away already.
    if (!m_glReady || !m_context)
        return;
    QOffscreenSurface surface;
    surface.setFormat(m_context->format());
    surface.create();
    if (m_context->makeCurrent(&surface)) {
        m_renderer.release();
        m_context->doneCurrent();
    }
    m_glReady = false;
}

void ViewportWidget::redraw()
{
    m_window->update();
}

QWindow *ViewportWidget::surfaceWindow() const
{
    return m_window;
}

QImage ViewportWidget::grabFramebuffer()
{
    if (!m_glReady || !m_context)
        return {};
    m_window->makeCurrent();
    const qreal dpr = m_window->devicePixelRatio();
    QOpenGLFramebufferObject fbo(size() * dpr, QOpenGLFramebufferObject::CombinedDepthStencil);
    fbo.bind();
    paintScene();
    {
        QOpenGLPaintDevice device(fbo.size());
        device.setDevicePixelRatio(dpr);
        QPainter painter(&device);
        paintOverlay(painter);
    }
    QImage image = fbo.toImage();
    fbo.release();
    m_window->doneCurrent();
    image.setDevicePixelRatio(dpr);
    return image;
}

void ViewportWidget::setQuadLayout(bool quad)
{
    m_quad = quad;
    redraw();
}

void ViewportWidget::setSingleView(Camera::View view)
{
    m_singleView = view;
    redraw();
}

void ViewportWidget::setSettings(const RenderSettings &settings)
{
    const bool upChanged = settings.up != m_settings.up;
    m_settings = settings;
    if (upChanged) {
        for (Camera &c : m_cameras)
            c.setUpAxis(settings.up);
        frameAll();
    }
    markPoseDirty();
}

void ViewportWidget::setTool(TransformTool tool)
{
    m_tool = tool;
    redraw();
}

QRect ViewportWidget::viewRect(int index) const
{
    if (!m_quad)
        return rect();
    const int w = width() / 2;
    const int h = height() / 2;
    switch (index) {
    case 0: return QRect(0, 0, w - 1, h - 1);
    case 1: return QRect(w + 1, 0, width() - w - 1, h - 1);
    case 2: return QRect(0, h + 1, w - 1, height() - h - 1);
    default: return QRect(w + 1, h + 1, width() - w - 1, height() - h - 1);
    }
}

Camera &ViewportWidget::camera(int index)
{
    return m_cameras[int(m_quad ? kQuadOrder[std::clamp(index, 0, 3)] : m_singleView)];
}

int ViewportWidget::viewAt(const QPoint &pos) const
{
    for (int i = 0; i < viewCount(); ++i)
        if (viewRect(i).contains(pos))
            return i;
    return 0;
}

void ViewportWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    redraw();
}

void ViewportWidget::onModelReset()
{
    m_modelDirty = true;
    m_selectionDirty = true;
    m_drag = Drag::None;
    m_hoverJoint = -1;
    m_pose.update(m_document->model(), m_document->currentAnimation(), m_document->currentTime());
    m_poseDirty = true;
    m_bounds = m_pose.bounds(m_document->model());
    if (!m_bounds.isValid()) {
        m_bounds.add(QVector3D(-1, -1, -1));
        m_bounds.add(QVector3D(1, 1, 1));
    }
    m_moveSnap = std::pow(10.0f, std::floor(std::log10(std::max(m_bounds.radius(), 1e-3f) * 0.1f)));
    frameAll();
}

void ViewportWidget::markPoseDirty()
{
    m_pose.update(m_document->model(), m_document->currentAnimation(), m_document->currentTime());
    m_poseDirty = true;
    redraw();
}

void ViewportWidget::frameAll()
{
    Bounds b = m_pose.bounds(m_document->model());
    if (!b.isValid())
        b = m_bounds;
    for (Camera &c : m_cameras) {
        c.setSceneRadius(std::max(m_bounds.radius(), b.radius()));
        c.frame(b);
    }
    redraw();
}

void ViewportWidget::frameSelected()
{
    const Bounds b = selectionBounds();
    if (!b.isValid()) {
        frameAll();
        return;
    }
    Bounds padded = b;
    const float r = std::max(b.radius(), m_bounds.radius() * 0.05f);
    padded.add(b.center() - QVector3D(r, r, r));
    padded.add(b.center() + QVector3D(r, r, r));
    for (Camera &c : m_cameras)
        c.frame(padded);
    redraw();
}

QMap<int, QList<quint32>> ViewportWidget::editableVertices() const
{
    const Selection &s = m_document->selection();
    const Model &model = m_document->model();
    switch (s.mode) {
    case Selection::Mode::Objects: return TransformVerticesCommand::allVertices(model, s.meshes);
    case Selection::Mode::Vertices: return s.vertices;
    case Selection::Mode::Faces: {
        QMap<int, QList<quint32>> out;
        for (auto it = s.faces.cbegin(); it != s.faces.cend(); ++it) {
            if (it.key() < 0 || it.key() >= model.meshes.size())
                continue;
            const QList<Triangle> &triangles = model.meshes[it.key()].triangles;
            QSet<quint32> set;
            for (quint32 f : it.value())
                if (f < quint32(triangles.size()))
                    for (quint32 v : triangles[f])
                        set.insert(v);
            QList<quint32> list(set.begin(), set.end());
            std::sort(list.begin(), list.end());
            out.insert(it.key(), list);
        }
        return out;
    }
    case Selection::Mode::Joints: break;
    }
    return {};
}

Bounds ViewportWidget::selectionBounds() const
{
    Bounds b;
    const Selection &s = m_document->selection();
    if (s.mode == Selection::Mode::Joints) {
        for (int j : s.joints)
            b.add(m_pose.jointPosition(j));
        return b;
    }
    const QList<SkinnedMesh> &skinned = m_pose.skinnedMeshes(m_document->model());
    const auto vertices = editableVertices();
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= skinned.size())
            continue;
        const QList<QVector3D> &p = skinned[it.key()].positions;
        for (quint32 v : it.value())
            if (v < quint32(p.size()))
                b.add(p[v]);
    }
    return b;
}

bool ViewportWidget::hasGizmo() const
{
    if (m_tool == TransformTool::Select)
        return false;
    const Selection &s = m_document->selection();
    if (s.mode == Selection::Mode::Joints)
        return !s.joints.isEmpty();
    return selectionBounds().isValid();
}

QVector3D ViewportWidget::pivot() const
{
    const Selection &s = m_document->selection();
    if (s.mode == Selection::Mode::Joints && !s.joints.isEmpty())
        return m_pose.jointPosition(s.joints.last());
    return selectionBounds().center();
}

QPointF ViewportWidget::gizmoHandlePosition(int index, GizmoHandle handle) const
{
    const Camera &cam = const_cast<ViewportWidget *>(this)->camera(index);
    return Gizmo::handlePosition(m_tool, handle, pivot(), cam, viewSize(index)) + viewRect(index).topLeft();
}

PickView ViewportWidget::pickView(int index) const
{
    PickView v;
    v.model = &m_document->model();
    v.pose = &m_pose;
    v.camera = const_cast<ViewportWidget *>(this)->camera(index);
    v.viewport = viewSize(index);
    v.throughSurfaces = m_selectThrough;
    return v;
}

void ViewportWidget::initializeGL()
{
    QString error;
    m_glReady = m_renderer.initialize(&error);
    if (!m_glReady) {
        m_initError = error;
        QMetaObject::invokeMethod(this, [this, error] { Q_EMIT openGLFailed(error); }, Qt::QueuedConnection);
        return;
    }
    m_modelDirty = m_poseDirty = m_selectionDirty = true;
    m_context = m_window->context();
    connect(m_context, &QOpenGLContext::aboutToBeDestroyed, this, &ViewportWidget::releaseGL);
}

void ViewportWidget::paintGL()
{
    if (!m_glReady)
        return;
    // Timed from here to the frame on screen (frameSwapped).
    m_frameClock.start();
    const bool measured = !m_modelDirty;  // frames that upload are not representative
    const bool rebuilt = paintScene();
    m_lastFrameMadeSimplified = rebuilt;
    {
        // Drawn over the scene in the window itself: widgets cannot be
        // stacked over an embedded window.
        QPainter painter(m_window);
        paintOverlay(painter);
    }
    m_lastFrameMs = double(m_frameClock.nsecsElapsed()) / 1e6;
    // Frames that made simplified meshes are not measured either.
    if (!measured || rebuilt)
        m_frameClock.invalidate();
}

bool ViewportWidget::paintScene()
{
    const Model &model = m_document->model();
    if (m_modelDirty) {
        m_renderer.syncModel(model, m_document->filePath());
        m_modelDirty = false;
    }
    if (m_poseDirty) {
        m_renderer.setPose(m_pose);
        if (m_settings.bounds)
            m_renderer.setBoundingBox(m_pose.bounds(model));
        m_poseDirty = false;
    }
    if (m_selectionDirty) {
        m_renderer.setSelection(m_document->selection());
        m_selectionDirty = false;
    }
    m_renderer.setSettings(m_settings);
    m_renderer.setHoverJoint(m_hoverJoint);
    m_renderer.setSceneBounds(m_bounds);
    const bool reduce = m_navigating && m_settings.fastNavigation && m_reducedBudget > 0;
    // Simplified meshes are made ahead in the background while the view
    // rests; a budget that moves during navigation remakes them here.
    m_renderer.setReducedDetail(reduce ? m_reducedBudget : 0);

    const qreal dpr = m_window->devicePixelRatio();
    if (m_quad) {
        // The gaps between the views; one view clears its own rectangle.
        auto *f = QOpenGLContext::currentContext()->functions();
        f->glClearColor(0.12f, 0.12f, 0.13f, 1.0f);
        f->glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    }
    const bool gizmo = hasGizmo();
    const QVector3D center = gizmo ? pivot() : QVector3D();
    bool rebuilt = false;
    for (int i = 0; i < viewCount(); ++i) {
        const QRect r = viewRect(i);
        const QRect device(qRound(r.x() * dpr), qRound((height() - r.bottom() - 1) * dpr), qRound(r.width() * dpr),
                           qRound(r.height() * dpr));
        QList<OverlayVertex> lines, triangles;
        if (gizmo) {
            const GizmoHandle active = m_drag == Drag::Gizmo ? m_handle : m_hoverHandle;
            Gizmo::build(m_tool, center, Gizmo::worldSize(camera(i), center, r.size()), active, lines, triangles);
        }
        m_renderer.setOverlay(lines, triangles);
        m_renderer.render(camera(i), device);
        rebuilt = rebuilt || m_renderer.simplifiedInLastRender();
        if (i == 0) {
            m_drawnTriangles = m_renderer.drawnTriangles();
            m_culledTriangles = m_renderer.culledTriangles();
        }
    }
    m_frameReduced = m_drawnTriangles < m_renderer.totalTriangles();
    return rebuilt;
}

void ViewportWidget::paintOverlay(QPainter &painter)
{
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QColor(220, 220, 220));
    const QFontMetrics metrics(painter.font());
    for (int i = 0; i < viewCount(); ++i)
        painter.drawText(viewRect(i).topLeft() + QPoint(8, 6 + metrics.ascent()),
                         viewName(m_quad ? kQuadOrder[i] : m_singleView));
    if (m_rubberBandVisible) {
        painter.setPen(QColor(255, 255, 255, 200));
        painter.setBrush(QColor(120, 160, 255, 50));
        painter.drawRect(m_rubberBand.adjusted(0, 0, -1, -1));
    }
    if (!m_hoverText.isEmpty()) {
        const QRect text = metrics.boundingRect(m_hoverText);
        const QRect box(m_hoverPos + QPoint(14, 10), text.size() + QSize(8, 4));
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 160));
        painter.drawRect(box);
        painter.setPen(Qt::white);
        painter.drawText(box, Qt::AlignCenter, m_hoverText);
    }
}

void ViewportWidget::onFrameSwapped()
{
    if (!m_frameClock.isValid())
        return;
    const double ms = double(m_frameClock.nsecsElapsed()) / 1e6;
    m_frameClock.invalidate();
    updateReducedBudget(ms);
    simplifyInBackground();
}

void ViewportWidget::updateReducedBudget(double ms)
{
    const qsizetype total = m_renderer.totalTriangles();  // as of the frame shown
    // Below this many triangles a model is always drawn whole; simplified
    // frames keep at least `floor` triangles.
    constexpr qsizetype kSmallModel = 20000;
    const qsizetype floor = std::max<qsizetype>(5000, total / 50);
    const double goal = 1000.0 / kTargetFramesPerSecond;
    const double aim = goal * 0.85;
    if (!m_frameReduced) {
        m_fullFrameMs = ms;
        // Skipped back faces cost little: half a closed mesh is rasterized.
        m_fullFrameCost = double(total) - double(m_culledTriangles) * 0.5;
        if (ms <= goal || total < kSmallModel) {
            m_reducedBudget = 0;
            m_reducedFrameMs = 0;
            return;
        }
        if (m_reducedBudget == 0)  // a first guess: time proportional to triangles
            m_reducedBudget = std::clamp(qsizetype(double(total) * 0.6 * goal / ms), floor, std::max(floor, total / 2));
        return;
    }
    m_reducedFrameMs = ms;
    // Frame time as a fixed part plus a part per triangle, from the last
    // full-detail frame and this simplified one; the budget is what meets
    // the aim, but never so few that the triangles cost less than half the
    // fixed part (where that alone misses the aim, fewer would only spoil
    // the picture).
    const qsizetype drawn = m_drawnTriangles;
    if (m_fullFrameMs <= 0 || drawn >= total)
        return;
    const double perTriangle = (m_fullFrameMs - ms) / (m_fullFrameCost - double(drawn));
    if (!(perTriangle > 0) || !(m_fullFrameCost > double(drawn))) {
        // No cheaper than full detail: fewer triangles, if that is the way.
        if (ms > goal)
            m_reducedBudget = std::max(floor, qsizetype(double(drawn) * 0.7));
        return;
    }
    const double fixed = std::max(0.0, ms - perTriangle * double(drawn));
    const double affordable = std::max(aim - fixed, fixed * 0.5) / perTriangle;
    // Full detail is known to miss the goal: at most half of it.
    const qsizetype budget = std::clamp(qsizetype(affordable), floor, std::max(floor, total / 2));
    // Small moves are not worth making the meshes again.
    if (!SceneRenderer::servesBudget(m_reducedBudget, budget))
        m_reducedBudget = budget;
}

void ViewportWidget::setNavigating(bool navigating)
{
    if (navigating == m_navigating)
        return;
    m_navigating = navigating;
    if (!navigating && m_frameReduced)
        redraw();  // full detail again
}

void ViewportWidget::mousePressEvent(QMouseEvent *event)
{
    setFocus();
    const QPoint pos = event->position().toPoint();
    m_dragView = viewAt(pos);
    m_pressPos = m_lastPos = pos;
    const bool alt = event->modifiers() & Qt::AltModifier;
    if (event->button() == Qt::LeftButton && !alt) {
        if (hasGizmo()) {
            const GizmoHandle h = Gizmo::hitTest(m_tool, pivot(), camera(m_dragView), viewSize(m_dragView),
                                                 pos - viewRect(m_dragView).topLeft());
            if (h != GizmoHandle::None) {
                beginGizmoDrag(m_dragView, h, pos);
                return;
            }
        }
        m_drag = Drag::Pending;
    } else if (event->button() == Qt::RightButton || (event->button() == Qt::LeftButton && alt)) {
        m_drag = (event->modifiers() & Qt::ShiftModifier) || camera(m_dragView).isOrthographic() ? Drag::Pan : Drag::Orbit;
    } else if (event->button() == Qt::MiddleButton) {
        m_drag = Drag::Pan;
    }
}

void ViewportWidget::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const QPoint delta = pos - m_lastPos;
    m_lastPos = pos;
    switch (m_drag) {
    case Drag::None: {
        updateHover(pos);
        const int view = viewAt(pos);
        const GizmoHandle h = hasGizmo() ? Gizmo::hitTest(m_tool, pivot(), camera(view), viewSize(view),
                                                          pos - viewRect(view).topLeft())
                                         : GizmoHandle::None;
        if (h != m_hoverHandle) {
            m_hoverHandle = h;
            redraw();
        }
        break;
    }
    case Drag::Pending:
        if ((pos - m_pressPos).manhattanLength() < 4)
            break;
        m_drag = Drag::Box;
        m_rubberBandVisible = true;
        Q_FALLTHROUGH();
    case Drag::Box:
        m_rubberBand = QRect(m_pressPos, pos).normalized();
        redraw();
        break;
    case Drag::Orbit:
        setNavigating(true);
        camera(m_dragView).orbit(float(delta.x()), float(delta.y()));
        redraw();
        break;
    case Drag::Pan:
        setNavigating(true);
        camera(m_dragView).pan(float(delta.x()), float(delta.y()), viewRect(m_dragView).height());
        redraw();
        break;
    case Drag::Gizmo:
        continueGizmoDrag(pos, m_snapping != bool(event->modifiers() & Qt::ControlModifier));
        break;
    }
}

void ViewportWidget::mouseReleaseEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const Drag drag = m_drag;
    m_drag = Drag::None;
    const SelectOperation op = (event->modifiers() & Qt::ControlModifier) ? SelectOperation::Toggle
                               : (event->modifiers() & Qt::ShiftModifier) ? SelectOperation::Add
                                                                          : SelectOperation::Replace;
    const Selection::Mode mode = m_document->selection().mode;
    const QPoint origin = viewRect(m_dragView).topLeft();
    if (drag == Drag::Pending) {
        const Selection picked = pickAt(pickView(m_dragView), pos - origin, mode);
        m_document->setSelection(combineSelection(m_document->selection(), picked, op));
    } else if (drag == Drag::Box) {
        m_rubberBandVisible = false;
        redraw();
        const Selection picked = pickInRect(pickView(m_dragView), QRectF(m_pressPos - origin, pos - origin), mode);
        m_document->setSelection(combineSelection(m_document->selection(), picked, op));
    } else if (drag == Drag::Orbit || drag == Drag::Pan) {
        setNavigating(false);
    } else if (drag == Drag::Gizmo) {
        if (m_macroOpen)
            m_document->undoStack()->endMacro();
        m_macroOpen = false;
        m_dragJoint = -1;
        redraw();
    }
}

void ViewportWidget::wheelEvent(QWheelEvent *event)
{
    const int view = viewAt(event->position().toPoint());
    setNavigating(true);
    m_navigationEnd->start();
    camera(view).zoom(float(event->angleDelta().y()) / 120.0f);
    redraw();
}

void ViewportWidget::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_F: frameSelected(); break;
    case Qt::Key_A:
    case Qt::Key_Home: frameAll(); break;
    default: QWidget::keyPressEvent(event); return;
    }
}

void ViewportWidget::leaveEvent(QEvent *event)
{
    if (!m_hoverText.isEmpty()) {
        m_hoverText.clear();
        redraw();
    }
    if (m_hoverJoint >= 0) {
        m_hoverJoint = -1;
        redraw();
    }
    QWidget::leaveEvent(event);
}

void ViewportWidget::updateHover(const QPoint &pos)
{
    int joint = -1;
    if (m_settings.bones || m_document->selection().mode == Selection::Mode::Joints) {
        const int view = viewAt(pos);
        joint = jointAt(pickView(view), pos - viewRect(view).topLeft(), 8.0f);
    }
    if (joint >= 0) {
        const QString name = m_document->model().skeleton.joints[joint].name;
        if (name != m_hoverText || pos != m_hoverPos)
            redraw();
        m_hoverText = name;
        m_hoverPos = pos;
    } else if (!m_hoverText.isEmpty()) {
        m_hoverText.clear();
        redraw();
    }
    if (joint != m_hoverJoint) {
        m_hoverJoint = joint;
        redraw();
    }
}

void ViewportWidget::openMacro(const QString &text)
{
    if (!m_macroOpen) {
        m_document->undoStack()->beginMacro(text);
        m_macroOpen = true;
    }
}

void ViewportWidget::beginGizmoDrag(int view, GizmoHandle handle, const QPoint &pos)
{
    Q_UNUSED(view);
    m_pressPos = m_lastPos = pos;
    m_handle = handle;
    m_dragPivot = pivot();
    m_dragApplied = QMatrix4x4();
    m_macroOpen = false;
    m_dragJoint = -1;
    const Model &model = m_document->model();
    const Selection &s = m_document->selection();
    if (s.mode == Selection::Mode::Joints) {
        const int animation = m_document->currentAnimation();
        if (m_tool != TransformTool::Rotate || s.joints.isEmpty()) {
            Q_EMIT statusMessage(tr("Joints are posed by rotating them: choose the rotate tool."));
            return;
        }
        if (animation < 0) {
            Q_EMIT statusMessage(tr("Choose an animation to pose: rotating a joint sets a key at the current time."));
            return;
        }
        m_dragJoint = s.joints.last();
        if (m_dragJoint < 0 || m_dragJoint >= model.skeleton.joints.size())
            return;
        m_dragJointStart = localPose(model, animation, m_document->currentTime())[m_dragJoint].rotation;
        const int parent = model.skeleton.joints[m_dragJoint].parent;
        m_dragParentRotation = parent >= 0 && parent < m_pose.jointWorld().size()
                                   ? Transform::fromMatrix(m_pose.jointWorld()[parent]).rotation.normalized()
                                   : QQuaternion();
        m_drag = Drag::Gizmo;
        return;
    }
    // The edit happens in bind space: a world transform T becomes
    // S^-1 T S for the mean skinning matrix S of the edited vertices, exact
    // for vertices that follow one joint rigidly.
    const auto vertices = editableVertices();
    const QList<QMatrix4x4> &skin = m_pose.skinning();
    float sum[16] = {};
    qsizetype count = 0;
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        const Mesh &mesh = model.meshes[it.key()];
        const int k = mesh.influencesPerVertex;
        const bool skinned = mesh.isSkinned() && mesh.blendWeights.size() >= mesh.vertexCount() * k
                             && mesh.blendIndexes.size() >= mesh.vertexCount() * k;
        for (quint32 v : it.value()) {
            float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
            if (skinned) {
                float blended[16] = {};
                float total = 0;
                for (int j = 0; j < k; ++j) {
                    const float w = mesh.blendWeights[qsizetype(v) * k + j];
                    const quint32 joint = mesh.blendIndexes[qsizetype(v) * k + j];
                    if (w == 0 || joint >= quint32(skin.size()))
                        continue;
                    for (int e = 0; e < 16; ++e)
                        blended[e] += skin[joint].constData()[e] * w;
                    total += w;
                }
                if (total > 0)
                    for (int e = 0; e < 16; ++e)
                        m[e] = blended[e] / total;
            }
            for (int e = 0; e < 16; ++e)
                sum[e] += m[e];
            ++count;
        }
    }
    if (count == 0)
        return;
    for (float &e : sum)
        e /= float(count);
    m_dragSkin = QMatrix4x4(sum).transposed();  // QMatrix4x4(const float *) reads row-major
    m_drag = Drag::Gizmo;
}

QMatrix4x4 ViewportWidget::dragWorldMatrix(const QPoint &pos, bool snap, QQuaternion *rotation) const
{
    const Camera &cam = const_cast<ViewportWidget *>(this)->camera(m_dragView);
    const QSize size = viewSize(m_dragView);
    const QPoint origin = viewRect(m_dragView).topLeft();
    const QPointF start = m_pressPos - origin;
    const QPointF current = pos - origin;
    const float world = Gizmo::worldSize(cam, m_dragPivot, size);
    QVector3D c3;
    cam.project(m_dragPivot, size, &c3);
    const QPointF c(c3.x(), c3.y());
    const QVector3D axis = Gizmo::axisVector(m_handle);
    // Movement along the axis in world units, from the mouse's movement
    // along the axis's image on screen.
    auto alongAxis = [&]() {
        QVector3D tip;
        cam.project(m_dragPivot + axis * world, size, &tip);
        const QPointF d(tip.x() - c.x(), tip.y() - c.y());
        const double len2 = QPointF::dotProduct(d, d);
        return len2 > 1e-6 ? float(QPointF::dotProduct(current - start, d) / len2) * world : 0.0f;
    };
    QMatrix4x4 m;
    if (rotation)
        *rotation = QQuaternion();
    switch (m_tool) {
    case TransformTool::Move: {
        QVector3D delta;
        if (m_handle == GizmoHandle::Center) {
            const float unit = world / Gizmo::kPixelSize;
            const QPointF d = current - start;
            delta = (cam.screenRight() * float(d.x()) - cam.screenUp() * float(d.y())) * unit;
            if (snap)
                delta = QVector3D(snapTo(delta.x(), m_moveSnap), snapTo(delta.y(), m_moveSnap), snapTo(delta.z(), m_moveSnap));
        } else {
            float amount = alongAxis();
            if (snap)
                amount = snapTo(amount, m_moveSnap);
            delta = axis * amount;
        }
        m.translate(delta);
        break;
    }
    case TransformTool::Rotate: {
        if (m_handle == GizmoHandle::Center || m_handle == GizmoHandle::None)
            break;
        const QPointF v0 = start - c;
        const QPointF v1 = current - c;
        // Counter-clockwise on screen (y grows downwards).
        float degrees = -qRadiansToDegrees(float(std::atan2(v0.x() * v1.y() - v0.y() * v1.x(), QPointF::dotProduct(v0, v1))));
        if (QVector3D::dotProduct(axis, cam.forward()) > 0)
            degrees = -degrees;
        if (snap)
            degrees = snapTo(degrees, kRotateSnapDegrees);
        const QQuaternion q = QQuaternion::fromAxisAndAngle(axis, degrees);
        if (rotation)
            *rotation = q;
        m.translate(m_dragPivot);
        m.rotate(q);
        m.translate(-m_dragPivot);
        break;
    }
    case TransformTool::Scale: {
        QVector3D factors(1, 1, 1);
        if (m_handle == GizmoHandle::Center) {
            const QPointF d = current - start;
            float f = 1.0f + float(d.x() - d.y()) * 0.01f;
            if (snap)
                f = snapTo(f, kScaleSnap);
            factors = QVector3D(f, f, f);
        } else {
            float f = 1.0f + alongAxis() / world;
            if (snap)
                f = snapTo(f, kScaleSnap);
            factors = QVector3D(1, 1, 1) + axis * (f - 1.0f);
        }
        for (int i = 0; i < 3; ++i)
            if (std::abs(factors[i]) < 1e-3f)
                factors[i] = 1e-3f;
        m.translate(m_dragPivot);
        m.scale(factors);
        m.translate(-m_dragPivot);
        break;
    }
    case TransformTool::Select: break;
    }
    return m;
}

void ViewportWidget::continueGizmoDrag(const QPoint &pos, bool snap)
{
    QQuaternion rotation;
    const QMatrix4x4 world = dragWorldMatrix(pos, snap, &rotation);
    if (m_dragJoint >= 0) {
        poseJoint(rotation, true);
        return;
    }
    if (world == m_dragApplied)
        return;
    applyWorldTransform(world, m_dragApplied, true);
    m_dragApplied = world;
}

void ViewportWidget::applyWorldTransform(const QMatrix4x4 &world, const QMatrix4x4 &previous, bool merge)
{
    const auto vertices = editableVertices();
    if (vertices.isEmpty())
        return;
    const QMatrix4x4 bind = m_dragSkin.inverted() * world * previous.inverted() * m_dragSkin;
    const QString text = m_tool == TransformTool::Move     ? tr("Move")
                         : m_tool == TransformTool::Rotate ? tr("Rotate")
                                                           : tr("Scale");
    if (merge)
        openMacro(text);
    auto *command = new TransformVerticesCommand(m_document, vertices, bind, merge);
    command->setText(text);
    m_document->undoStack()->push(command);
}

void ViewportWidget::poseJoint(const QQuaternion &worldRotation, bool merge)
{
    const int animation = m_document->currentAnimation();
    if (m_dragJoint < 0 || animation < 0)
        return;
    const QQuaternion local =
        (m_dragParentRotation.inverted() * worldRotation * m_dragParentRotation * m_dragJointStart).normalized();
    if (merge)
        openMacro(tr("Pose Joint"));
    m_document->undoStack()->push(new SetJointRotationKeyCommand(m_document, animation, m_dragJoint,
                                                                 m_document->currentTime(), local, merge));
}

void ViewportWidget::applyTypedTransform(const QVector3D &values)
{
    const Selection &s = m_document->selection();
    const QVector3D center = pivot();
    QMatrix4x4 world;
    QQuaternion rotation = QQuaternion::fromEulerAngles(values.y(), values.z(), values.x());
    switch (m_tool) {
    case TransformTool::Move: world.translate(values); break;
    case TransformTool::Rotate:
        // About x, then y, then z.
        rotation = QQuaternion::fromAxisAndAngle(0, 0, 1, values.z()) * QQuaternion::fromAxisAndAngle(0, 1, 0, values.y())
                   * QQuaternion::fromAxisAndAngle(1, 0, 0, values.x());
        world.translate(center);
        world.rotate(rotation);
        world.translate(-center);
        break;
    case TransformTool::Scale:
        if (values.x() == 0 || values.y() == 0 || values.z() == 0) {
            Q_EMIT statusMessage(tr("Scale factors must not be zero."));
            return;
        }
        world.translate(center);
        world.scale(values);
        world.translate(-center);
        break;
    case TransformTool::Select: return;
    }
    m_dragView = 0;
    m_handle = GizmoHandle::X;
    m_pressPos = m_lastPos = QPoint();
    beginGizmoDrag(0, GizmoHandle::X, QPoint());
    const bool ready = m_drag == Drag::Gizmo;
    m_drag = Drag::None;
    if (!ready)
        return;
    if (s.mode == Selection::Mode::Joints)
        poseJoint(rotation, false);
    else
        applyWorldTransform(world, QMatrix4x4(), false);
    m_dragJoint = -1;
    redraw();
}

} // namespace quarry
