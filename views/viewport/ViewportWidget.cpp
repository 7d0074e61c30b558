#include "views/viewport/ViewportWidget.h"

#include "model/Document.h"
#include "model/LayeredPlayback.h"
#include "model/MorphPlayback.h"
#include "model/ops/CompareDeviation.h"
#include "model/ops/SelectedVertices.h"
#include "views/viewport/BackgroundSimplifier.h"
#include "views/viewport/OnionSkin.h"
#include "views/viewport/ShownGeometry.h"
#include "views/viewport/ViewportWindow.h"

#include <QHBoxLayout>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QOpenGLFunctions>
#include <QOpenGLPaintDevice>
#include <QPainter>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace quarry {

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

    m_simplifier = new BackgroundSimplifier(this);
    connect(m_simplifier, &BackgroundSimplifier::finished, this,
            [this](const QList<SceneRenderer::ReducedRequest> &requests, const QList<QList<Triangle>> &triangles) {
                if (m_glReady && m_window->context()) {
                    m_window->makeCurrent();
                    for (qsizetype i = 0; i < triangles.size(); ++i)
                        m_renderer.setReducedTriangles(requests[i], triangles[i]);
                    m_window->doneCurrent();
                }
                simplifyInBackground(); // the budget may have moved on meanwhile
            });

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
    connect(document, &Document::meshesReset, this, [this] {
        m_modelDirty = true;
        m_pose.invalidateVertices();
        redraw();
    });
    connect(document, &Document::materialChanged, this, [this] {
        m_modelDirty = true;
        redraw();
    });
    connect(document, &Document::materialsChanged, this, [this] {
        m_modelDirty = true;
        redraw();
    });
    connect(document, &Document::shapesChanged, this, [this] {
        m_modelDirty = true;
        redraw();
    });
    connect(document, &Document::selectionChanged, this, [this] {
        m_selectionDirty = true;
        redraw();
    });

    // Morphs blend on the GPU; picking and framing follow them on the CPU.
    connect(document, &Document::morphWeightsChanged, this, &ViewportWidget::markPoseDirty);
    connect(document, &Document::hiddenFacesChanged, this, [this] {
        m_modelDirty = m_selectionDirty = true;
        redraw();
    });
    // A previewed pose lasts until it is keyed or the clip or time changes.
    connect(document, &Document::currentTimeChanged, this, &ViewportWidget::dropPosePreview);
    connect(document, &Document::currentAnimationChanged, this, &ViewportWidget::dropPosePreview);
    connect(document, &Document::companionAnimationChanged, this, &ViewportWidget::dropPosePreview);
    connect(document, &Document::animationChanged, this, &ViewportWidget::dropPosePreview);
    connect(document, &Document::animationsChanged, this, &ViewportWidget::dropPosePreview);
    connect(document, &Document::jointChanged, this, [this] {
        m_modelDirty = true;
        markPoseDirty();
    });
    connect(document, &Document::skeletonChanged, this, [this] {
        m_modelDirty = true;
        markPoseDirty();
    });
    connectComparison();
    // After the edit's signals, once the pose is up to date.
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &ViewportWidget::keepModelInSight);
    onModelReset();
}

ViewportWidget::~ViewportWidget()
{
    delete m_simplifier; // waits for a batch under way
    m_simplifier = nullptr;
    releaseGL();
    // The window (a child, deleted after this destructor) destroys the
    // context, whose signal must not reach this half-destroyed widget.
    if (m_context)
        disconnect(m_context, nullptr, this, nullptr);
    disconnect(m_window, nullptr, this, nullptr);
}

bool ViewportWidget::isSimplifying() const
{
    return m_simplifier && m_simplifier->isRunning();
}

void ViewportWidget::simplifyInBackground()
{
    // Not while navigating: the thread would take a core from drawing.
    if (!m_simplifier || m_simplifier->isRunning() || m_navigating || m_budget.budget() <= 0
        || !m_settings.fastNavigation)
        return;
    m_simplifier->start(m_renderer.reducedRequests(m_budget.budget()));
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
    m_layout.quad = quad;
    redraw();
}

void ViewportWidget::setSingleView(Camera::View view)
{
    m_layout.single = view;
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

Camera &ViewportWidget::camera(int index)
{
    return m_cameras[int(m_layout.view(index))];
}

const Camera &ViewportWidget::camera(int index) const
{
    return m_cameras[int(m_layout.view(index))];
}

int ViewportWidget::viewAt(const QPoint &pos) const
{
    return m_layout.viewAt(pos, size());
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
    m_preview.clear();
    m_pose.update(m_document->model(), m_document->currentAnimation(), m_document->currentTime(), {},
                  m_document->morphWeights(), m_document->companionAnimation());
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
    m_pose.update(m_document->model(), m_document->currentAnimation(), m_document->currentTime(), m_preview,
                  m_document->morphWeights(), m_document->companionAnimation());
    m_poseDirty = true;
    redraw();
}

void ViewportWidget::frameAll()
{
    Bounds b = m_pose.bounds(m_document->model(), m_settings.bones);
    if (!b.isValid())
        b = m_bounds;
    for (Camera &c : m_cameras) {
        c.setSceneRadius(std::max(m_bounds.radius(), b.radius()));
        c.frame(b);
    }
    m_sightBounds = b;
    redraw();
}

void ViewportWidget::keepModelInSight()
{
    const Bounds now = m_pose.bounds(m_document->model(), m_settings.bones);
    if (!now.isValid())
        return;
    const Bounds before = m_sightBounds;
    m_sightBounds = now;
    // The scene's extent follows the model, for clipping and back-face culling.
    if (const Bounds all = m_pose.bounds(m_document->model()); all.isValid())
        m_bounds = all;
    // A whole-model change (a reload, a script's scale, a rolled-back run)
    // that makes the model several times larger or smaller is framed again
    // even where it stays in sight: it would be a speck or fill the view.
    const float ratio = before.isValid() ? now.radius() / std::max(before.radius(), 1e-9f) : 1.0f;
    const bool rescaled = ratio > 4.0f || ratio < 0.25f;
    for (int i = 0; i < viewCount(); ++i)
        if (camera(i).lostSightOf(before, now, viewSize(i)) || (rescaled && camera(i).showsWell(before, viewSize(i)))) {
            frameAll();
            return;
        }
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
    return selectedVertices(m_document->model(), m_document->selection());
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
    const Camera &cam = camera(index);
    return Gizmo::handlePosition(m_tool, handle, pivot(), cam, viewSize(index)) + viewRect(index).topLeft();
}

PickView ViewportWidget::pickView(int index) const
{
    PickView v;
    v.model = &m_document->model();
    v.pose = &m_pose;
    v.camera = camera(index);
    v.viewport = viewSize(index);
    v.throughSurfaces = m_selectThrough;
    v.hidden = &m_document->hiddenFaces();
    return v;
}

void ViewportWidget::initializeGL()
{
    QString error;
    m_glReady = m_renderer.initialize(&error);
    if (!m_glReady) {
        m_initError = error;
        QMetaObject::invokeMethod(
            this, [this, error] { Q_EMIT openGLFailed(error); }, Qt::QueuedConnection);
        return;
    }
    m_modelDirty = m_poseDirty = m_selectionDirty = true;
    m_context = m_window->context();
    connect(m_context, &QOpenGLContext::aboutToBeDestroyed, this, &ViewportWidget::releaseGL);
}

void ViewportWidget::setPartColors(const QList<QList<QVector4D>> &colors)
{
    if (colors.isEmpty() && m_partColors.isEmpty())
        return;
    m_partColors = colors;
    m_partColorsDirty = true;
    // A comparison's deviation colours go back into the shared buffers.
    m_comparedDirty = true;
    redraw();
}

void ViewportWidget::paintGL()
{
    if (!m_glReady)
        return;
    // Timed from here to the frame on screen (frameSwapped).
    m_frameClock.start();
    const bool measured = !m_modelDirty; // frames that upload are not representative
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
    const HiddenFaces &hidden = m_document->hiddenFaces();
    syncComparison(m_modelDirty, m_poseDirty);
    if (m_modelDirty) {
        // Hidden faces are left out of the triangles drawn.
        m_renderer.syncModel(hidden.isEmpty() ? model : shownModel(model, hidden), m_document->filePath());
        m_modelDirty = false;
    }
    if (m_poseDirty) {
        m_renderer.setPose(m_pose);
        m_renderer.setGhosts(
            onionGhosts(model, m_document->currentAnimation(), m_document->currentTime(), m_settings.onion));
        if (m_settings.bounds)
            m_renderer.setBoundingBox(m_pose.bounds(model));
        m_poseDirty = false;
    }
    if (m_selectionDirty) {
        m_renderer.setSelection(hidden.isEmpty() ? m_document->selection()
                                                 : shownSelection(model, m_document->selection(), hidden));
        m_selectionDirty = false;
    }
    RenderSettings drawn = m_settings;
    if (!m_partColors.isEmpty()) {
        // Drawn through the Deviation mode's per-vertex colour buffers,
        // which a comparison may have filled since.
        drawn.mode = DrawMode::Deviation;
        if (m_partColorsDirty || m_settings.mode == DrawMode::Deviation)
            m_renderer.setDeviationColors(m_partColors);
        m_partColorsDirty = false;
    }
    m_renderer.setSettings(drawn);
    // The clip's morph tracks at the current time, the preview on top.
    m_renderer.setMorphWeights(layeredMorphWeights(model, m_document->currentAnimation(),
                                                   m_document->companionAnimation(), m_document->currentTime(),
                                                   m_document->morphWeights()));
    m_renderer.setHoverJoint(m_hoverJoint);
    m_renderer.setWeightJoint(weightJoint());
    m_renderer.setSceneBounds(m_bounds);
    const bool reduce = m_navigating && m_settings.fastNavigation && m_budget.budget() > 0;
    // Simplified meshes are made ahead in the background while the view
    // rests; a budget that moves during navigation remakes them here.
    m_renderer.setReducedDetail(reduce ? m_budget.budget() : 0);

    const qreal dpr = m_window->devicePixelRatio();
    if (m_layout.quad) {
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
        painter.drawText(viewRect(i).topLeft() + QPoint(8, 6 + metrics.ascent()), ViewLayout::name(m_layout.view(i)));
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
    paintBrushOutline(painter);
    paintComparisonOverlay(painter);
}

void ViewportWidget::onFrameSwapped()
{
    if (!m_frameClock.isValid())
        return;
    const double ms = double(m_frameClock.nsecsElapsed()) / 1e6;
    m_frameClock.invalidate();
    // As of the frame shown.
    m_budget.frameShown(ms, m_frameReduced, m_renderer.totalTriangles(), m_culledTriangles, m_drawnTriangles);
    simplifyInBackground();
}

void ViewportWidget::setNavigating(bool navigating)
{
    if (navigating == m_navigating)
        return;
    m_navigating = navigating;
    if (!navigating && m_frameReduced)
        redraw(); // full detail again
}

} // namespace quarry
