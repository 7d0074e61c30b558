// The OpenGL view of a Document: one view or four (perspective, front,
// side, top), the skinned model at the document's current animation and
// time, selection by click and box, and the transform gizmo whose drags
// become undoable commands (vertex edits, or rotation keys when posing
// joints). Needs OpenGL 3.3 core; Viewport shows a message instead where
// there is none.
//
// The parts live in files of their own: ViewportWindow (the OpenGL
// surface), ViewLayout (where the views sit), DetailBudget (Fast
// Navigation's frame-time model), BackgroundSimplifier, GizmoDrag (the
// drag maths), SceneRenderer (drawing). ViewportInput.cpp holds the mouse
// and keyboard handling and the gizmo's commands.
#pragma once

#include "model/VertexSkinning.h"
#include "model/ops/VertexFrames.h"
#include "views/viewport/Camera.h"
#include "views/viewport/ComparisonDrawing.h"
#include "views/viewport/DetailBudget.h"
#include "views/viewport/Gizmo.h"
#include "views/viewport/GizmoDrag.h"
#include "views/viewport/Picking.h"
#include "views/viewport/RenderSettings.h"
#include "views/viewport/ScenePose.h"
#include "views/viewport/SceneRenderer.h"
#include "views/viewport/ViewLayout.h"
#include "views/viewport/WeightBrush.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPointer>
#include <QWidget>

#include <array>
#include <functional>
#include <memory>

class QOpenGLContext;
class QPainter;
class QTimer;
class QWindow;
class QUndoCommand;

namespace quarry {

class BackgroundSimplifier;
class ComparedModel;
class Document;
class VertexDeviationField;
class ViewportWindow;

class ViewportWidget : public QWidget
{
    Q_OBJECT

public:
    explicit ViewportWidget(Document *document, QWidget *parent = nullptr);
    ~ViewportWidget() override;

    // Four views or the one chosen with setSingleView.
    bool isQuadLayout() const { return m_layout.quad; }
    void setQuadLayout(bool quad);
    Camera::View singleView() const { return m_layout.single; }
    void setSingleView(Camera::View view);

    const RenderSettings &settings() const { return m_settings; }
    void setSettings(const RenderSettings &settings);
    TransformTool tool() const { return m_tool; }
    void setTool(TransformTool tool);
    bool snapping() const { return m_snapping; }
    void setSnapping(bool on) { m_snapping = on; }
    // Which frames of a vertex-animated mesh (an MD3's) a move, rotation or
    // scale of its vertices reaches (the tool options' Frames choice).
    VertexFrames vertexFrames() const { return m_vertexFrames; }
    void setVertexFrames(VertexFrames frames) { m_vertexFrames = frames; }
    // Box selection also takes hidden vertices and faces (X-ray).
    bool selectThrough() const { return m_selectThrough; }
    void setSelectThrough(bool on) { m_selectThrough = on; }
    // The joint whose weights the Weights mode shows and the brush paints:
    // the first selected joint, else the one set here (the Joints dock's,
    // kept while vertices are selected to paint or assign); -1 for none.
    int weightJoint() const;
    void setWeightJoint(int joint);
    // Weight painting (ViewportPaint.cpp): while on, a left drag paints the
    // weightJoint()'s weights with the brush, one undo step per stroke;
    // Select Through lets it reach hidden surfaces.
    bool isPaintingWeights() const { return m_paintingWeights; }
    void setPaintingWeights(bool on);
    const BrushSettings &brushSettings() const { return m_brushSettings; }
    void setBrushSettings(const BrushSettings &settings) { m_brushSettings = settings; }
    // Paints one dab at a widget position, as a stroke of its own (or as
    // part of the stroke in progress); false where it changed nothing.
    bool paintDab(const QPoint &pos);
    float moveSnap() const { return m_moveSnap; }
    void setMoveSnap(float step) { m_moveSnap = step; }
    static constexpr float kRotateSnapDegrees = GizmoDrag::kRotateSnapDegrees;
    static constexpr float kScaleSnap = GizmoDrag::kScaleSnap;
    // The frame rate navigation keeps (settings().fastNavigation).
    static constexpr int kTargetFramesPerSecond = DetailBudget::kTargetFramesPerSecond;

    // Whether the view is moving (an orbit or pan drag, or zooming in the
    // last moments): frames then may draw simplified meshes.
    bool isNavigating() const { return m_navigating; }
    // The triangle budget of simplified frames (0 while full detail is
    // fast enough), and the last measured full-detail and simplified frame
    // times in milliseconds, from the paint to the frame on screen.
    qsizetype reducedDetailBudget() const { return m_budget.budget(); }
    double fullDetailFrameMilliseconds() const { return m_budget.fullFrameMilliseconds(); }
    double reducedFrameMilliseconds() const { return m_budget.reducedFrameMilliseconds(); }
    // Whether simplified meshes are being made in the background, and
    // whether the last frame had to make any itself.
    bool isSimplifying() const;
    bool lastFrameMadeSimplified() const { return m_lastFrameMadeSimplified; }
    // Triangles the last frame drew (after any simplification).
    qsizetype drawnTriangles() const { return m_drawnTriangles; }

    // Fits the model in every view: meshes and shapes, and the skeleton
    // too while bones are shown.
    void frameAll();
    void frameSelected();
    // Applies the current tool with typed values: a translation, Euler
    // rotation in degrees about the pivot, or per-axis scale factors.
    void applyTypedTransform(const QVector3D &values);
    // The next left click on the model calls `done` with the point under
    // the cursor, in the bind pose (a posed view's hit is taken back to the
    // bind pose through its triangle) instead of selecting; Esc cancels.
    void pickPointOnce(std::function<void(const QVector3D &)> done);

    // Posing (ViewportInput.cpp): with Auto Key on (the default) a gizmo drag
    // on posed joints keys the channel it changes (move: translation,
    // rotate: rotation, scale: scale) at the current time, one undo step per
    // drag; off, the change is a preview shown until it is keyed with
    // keyPose() or the time or clip changes.
    bool autoKey() const { return m_autoKey; }
    void setAutoKey(bool on);
    bool hasPosePreview() const { return !m_preview.isEmpty(); }
    // Keys every channel of each selected joint's pose as shown (preview
    // included) at the current time: one undo step.
    void keyPose();
    // The local pose of every joint as shown: the clip at the current time
    // with any previewed joints.
    QList<Transform> shownLocalPose() const;
    bool isPickingPoint() const { return bool(m_pointPick); }

    // What the views show, for tests and the headless renderer: the views
    // in layout order, their rectangles (logical pixels) and cameras.
    int viewCount() const { return m_layout.count(); }
    QRect viewRect(int index) const { return m_layout.rect(index, size()); }
    Camera &camera(int index);
    const Camera &camera(int index) const;
    int viewAt(const QPoint &pos) const;
    // Where the gizmo's handle is drawn in view `index` (widget coordinates).
    QPointF gizmoHandlePosition(int index, GizmoHandle handle) const;
    bool hasGizmo() const;
    QVector3D pivot() const;
    // The last frame's time in milliseconds; bytes uploaded to the GPU.
    double lastFrameMilliseconds() const { return m_lastFrameMs; }
    qint64 uploadedBytes() const { return m_renderer.uploadedBytes(); }
    QString initializationError() const { return m_initError; }
    const ScenePose &pose() const { return m_pose; }

    // The compared model (File > Compare With…, ViewportComparison.cpp):
    // its ghost's colour, and the largest distance (a fraction of the
    // height) the Deviation mode shows now.
    static constexpr QVector4D kComparisonGhostColor = quarry::kComparisonGhostColor;
    double largestDeviation() const { return m_largestDeviation; }
    // A colour per vertex of each mesh drawn in place of the draw mode's
    // (the Export dialog's player parts as they will be split); empty:
    // none. Only the drawing changes, never the model.
    void setPartColors(const QList<QList<QVector4D>> &colors);
    bool showsPartColors() const { return !m_partColors.isEmpty(); }

    // Asks for a new frame (QWidget::update() repaints only the widget, not
    // the OpenGL window inside it).
    void redraw();
    // The views as they show now, drawn into an image of the widget's size (device pixels).
    QImage grabFramebuffer();
    // The window that draws and takes the mouse and keyboard.
    QWindow *surfaceWindow() const;

Q_SIGNALS:
    // OpenGL could not be set up (shaders, version): the owner shows a message.
    void openGLFailed(const QString &reason);
    void statusMessage(const QString &message);
    // A frame reached the screen.
    void frameSwapped();

protected:
    friend class ViewportWindow;
    void initializeGL();
    void paintGL();
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    enum class Drag : quint8 { None, Pending, Box, Orbit, Pan, Gizmo, Paint };

    // The views; true where simplified meshes were made for it.
    bool paintScene();
    // View names, the selection box and the hovered joint's name.
    void paintOverlay(QPainter &painter);
    // Frees the renderer's OpenGL objects while the context still exists.
    void releaseGL();
    void onModelReset();
    void setNavigating(bool navigating);
    // Makes the simplified meshes the budget asks for on another thread
    // while the view rests, so that navigation starts without waiting.
    void simplifyInBackground();
    void onFrameSwapped();
    void markPoseDirty();
    // After an edit: frames the model again when the edit took it out of
    // sight (moved away, scaled to a speck or past the view's edges).
    void keepModelInSight();
    PickView pickView(int index) const;
    QSize viewSize(int index) const { return viewRect(index).size(); }
    Bounds selectionBounds() const;
    void updateHover(const QPoint &pos);
    // Gizmo drags.
    void beginGizmoDrag(int view, GizmoHandle handle, const QPoint &pos);
    void continueGizmoDrag(const QPoint &pos, bool snap);
    void applyWorldTransform(const QMatrix4x4 &world, const QMatrix4x4 &previous, bool merge);
    void poseJoints(const QMatrix4x4 &world, const QQuaternion &worldRotation, bool merge);
    void dropPosePreview();
    // In the bind pose (no clip shown) the gizmo places the joint instead:
    // moved or turned about its position, the skin kept (MoveJointCommand).
    void placeJoint(const QMatrix4x4 &world, bool merge);
    void pickPoint(const QPoint &pos);
    QMap<int, QList<quint32>> editableVertices() const;
    // Weight painting.
    void beginPaintStroke(const QPoint &pos);
    void continuePaintStroke(const QPoint &pos);
    void paintBrushOutline(QPainter &painter) const;

    void connectComparison();
    // Brings the ghost's model and pose and the deviation colours up to
    // date (before the model's pose goes to the renderer).
    void syncComparison(bool modelChanged, bool poseChanged);
    void paintComparisonOverlay(QPainter &painter);

    Document *m_document;
    SceneRenderer m_renderer;
    ComparedModel *m_compared = nullptr;
    bool m_comparedDirty = true;
    QList<int> m_comparedAnimations; // per animation of the model, B's or -1
    std::unique_ptr<VertexDeviationField> m_deviationField;
    QList<QList<QVector4D>> m_partColors;
    bool m_partColorsDirty = false;
    double m_largestDeviation = 0;
    ScenePose m_pose;
    bool m_glReady = false;
    QString m_initError;
    bool m_modelDirty = true;
    bool m_poseDirty = true;
    bool m_selectionDirty = true;
    bool m_boundsValid = false;
    Bounds m_bounds;
    Bounds m_sightBounds; // what keepModelInSight compares the next edit with

    std::array<Camera, 4> m_cameras;
    ViewLayout m_layout;
    RenderSettings m_settings;
    TransformTool m_tool = TransformTool::Select;
    bool m_snapping = false;
    VertexFrames m_vertexFrames = VertexFrames::Automatic;
    bool m_selectThrough = false;
    float m_moveSnap = 0.1f;

    // The drag in progress.
    Drag m_drag = Drag::None;
    int m_dragView = 0;
    QPoint m_pressPos;
    QPoint m_lastPos;
    GizmoHandle m_handle = GizmoHandle::None;
    QVector3D m_dragPivot;
    VertexMatrices m_dragSkinning; // each edited vertex's skinning at the shown pose; empty in the bind pose
    QMatrix4x4 m_dragApplied; // world transform applied so far in this drag
    QList<int> m_dragJoints; // posed joints the drag turns (none below another)
    QList<Transform> m_dragStartLocal; // the shown local pose when the drag began
    QList<QMatrix4x4> m_dragStartWorld;
    int m_dragJoint = -1;
    bool m_autoKey = true;
    QHash<int, Transform> m_preview; // posed joints not yet keyed (Auto Key off)
    bool m_placingJoint = false; // the drag places m_dragJoint in the bind pose
    const QUndoCommand *m_placedStep = nullptr; // the drag's step so far, taken back before the next
    std::function<void(const QVector3D &)> m_pointPick;
    int m_dragSerial = 0; // the merge key of the drag's commands: one undo step per drag
    int m_hoverJoint = -1;
    int m_weightJoint = -1;
    bool m_paintingWeights = false;
    BrushSettings m_brushSettings;
    WeightBrush m_brush;
    QPointF m_lastDab;
    QPoint m_brushPos{-1000, -1000};
    GizmoHandle m_hoverHandle = GizmoHandle::None;

    ViewportWindow *m_window = nullptr;
    QPointer<QOpenGLContext> m_context;
    QRect m_rubberBand;
    bool m_rubberBandVisible = false;
    QString m_hoverText;
    QPoint m_hoverPos;
    double m_lastFrameMs = 0;

    // Navigation and the frame-time measurements behind simplified frames.
    bool m_navigating = false;
    QTimer *m_navigationEnd = nullptr; // zooming ends when the wheel rests
    QElapsedTimer m_frameClock; // from paintGL to frameSwapped
    bool m_frameReduced = false; // what the frame being shown drew
    DetailBudget m_budget;
    qsizetype m_culledTriangles = 0;
    BackgroundSimplifier *m_simplifier = nullptr;
    bool m_lastFrameMadeSimplified = false;
    qsizetype m_drawnTriangles = 0;
};

} // namespace quarry
