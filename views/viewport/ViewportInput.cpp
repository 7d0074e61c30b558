// The viewport's input: the mouse state machine (select by click or box,
// orbit, pan, zoom, gizmo drags), hover, keys, and the commands gizmo
// drags and typed transforms become: vertex moves, posed joints, and in
// the bind pose placed joints.
#include "views/viewport/ViewportWidget.h"

#include "model/Document.h"
#include "model/Pose.h"
#include "model/commands/MoveJointCommand.h"
#include "model/commands/SetKeyCommand.h"
#include "model/commands/TransformVerticesCommand.h"
#include "model/ops/SelectedVertices.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QTimer>
#include <QWheelEvent>

namespace quarry {

void ViewportWidget::mousePressEvent(QMouseEvent *event)
{
    setFocus();
    const QPoint pos = event->position().toPoint();
    m_dragView = viewAt(pos);
    m_pressPos = m_lastPos = pos;
    const bool alt = event->modifiers() & Qt::AltModifier;
    if (event->button() == Qt::LeftButton && !alt && m_paintingWeights) {
        beginPaintStroke(pos);
        return;
    }
    if (event->button() == Qt::LeftButton && !alt) {
        if (m_pointPick) {
            pickPoint(pos);
            return;
        }
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
        m_drag = (event->modifiers() & Qt::ShiftModifier) || camera(m_dragView).isOrthographic() ? Drag::Pan
                                                                                                 : Drag::Orbit;
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
    case Drag::Paint: continuePaintStroke(pos); break;
    case Drag::None: {
        if (m_paintingWeights) {
            m_brushPos = pos;
            redraw();
        }
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
    case Drag::Gizmo: continueGizmoDrag(pos, m_snapping != bool(event->modifiers() & Qt::ControlModifier)); break;
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
        m_dragJoint = -1;
        m_placingJoint = false;
        m_placedStep = nullptr;
        redraw();
    } else if (drag == Drag::Paint) {
        m_brush.endStroke();
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
    case Qt::Key_Escape:
        if (!m_pointPick) {
            QWidget::keyPressEvent(event);
            return;
        }
        m_pointPick = nullptr;
        Q_EMIT statusMessage(tr("No point picked."));
        break;
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

void ViewportWidget::beginGizmoDrag(int view, GizmoHandle handle, const QPoint &pos)
{
    Q_UNUSED(view);
    m_pressPos = m_lastPos = pos;
    m_handle = handle;
    m_dragPivot = pivot();
    m_dragApplied = QMatrix4x4();
    ++m_dragSerial; // the drag's commands merge into one undo step
    m_dragJoint = -1;
    const Model &model = m_document->model();
    const Selection &s = m_document->selection();
    m_placingJoint = false;
    m_placedStep = nullptr;
    if (s.mode == Selection::Mode::Joints) {
        const int animation = m_document->currentAnimation();
        if (animation < 0) {
            // The bind pose: the joint is placed, the skin stays.
            m_dragJoint = s.joints.isEmpty() ? -1 : s.joints.last();
            if (m_tool == TransformTool::Scale || m_dragJoint < 0 || m_dragJoint >= model.skeleton.joints.size()) {
                m_dragJoint = -1;
                Q_EMIT statusMessage(tr("Joints are placed in the bind pose by moving or rotating them."));
                return;
            }
            m_placingJoint = true;
            m_drag = Drag::Gizmo;
            return;
        }
        if (m_tool == TransformTool::Select || s.joints.isEmpty())
            return;
        // Joints below another selected joint follow it rather than turn twice.
        m_dragJoints.clear();
        for (int j : s.joints) {
            if (j < 0 || j >= model.skeleton.joints.size())
                continue;
            bool below = false;
            for (int p = model.skeleton.joints[j].parent; p >= 0 && !below; p = model.skeleton.joints[p].parent)
                below = s.joints.contains(p);
            if (!below)
                m_dragJoints << j;
        }
        if (m_dragJoints.isEmpty())
            return;
        m_dragJoint = m_dragJoints.last();
        m_dragStartLocal = shownLocalPose();
        m_dragStartWorld = worldMatrices(model.skeleton, m_dragStartLocal);
        m_drag = Drag::Gizmo;
        return;
    }
    // A posed view's edit reaches each bind-pose vertex through that vertex's
    // own skinning (model/VertexSkinning), so the selection moves rigidly on
    // screen however its vertices are weighted. The bind pose needs none.
    const auto vertices = editableVertices();
    if (vertices.isEmpty())
        return;
    m_dragSkinning = m_document->currentAnimation() < 0
                         ? VertexMatrices()
                         : vertexSkinningMatrices(model.meshes, vertices, m_pose.skinning());
    m_drag = Drag::Gizmo;
}

void ViewportWidget::continueGizmoDrag(const QPoint &pos, bool snap)
{
    const GizmoDrag drag{m_tool, m_handle, m_dragPivot, m_moveSnap};
    const QPoint origin = viewRect(m_dragView).topLeft();
    QQuaternion rotation;
    const QMatrix4x4 world = drag.worldMatrix(camera(m_dragView), viewSize(m_dragView), m_pressPos - origin,
                                              pos - origin, snap, &rotation);
    if (m_placingJoint) {
        if (world != m_dragApplied)
            placeJoint(world, true);
        m_dragApplied = world;
        return;
    }
    if (m_dragJoint >= 0) {
        if (world != m_dragApplied)
            poseJoints(world, rotation, true);
        m_dragApplied = world;
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
    // What this step adds to the drag, applied to the shown (posed) vertices.
    const QMatrix4x4 step = world * previous.inverted();
    const QString text = m_tool == TransformTool::Move     ? tr("Move")
                         : m_tool == TransformTool::Rotate ? tr("Rotate")
                                                           : tr("Scale");
    auto *command = new TransformVerticesCommand(m_document, vertices, m_dragSkinning, step, merge ? m_dragSerial : -1);
    command->setText(text);
    command->setFrames(m_vertexFrames);
    m_document->undoStack()->push(command);
}

void ViewportWidget::poseJoints(const QMatrix4x4 &world, const QQuaternion &worldRotation, bool merge)
{
    const int animation = m_document->currentAnimation();
    const Model &model = m_document->model();
    if (m_dragJoint < 0 || animation < 0)
        return;
    const float time = float(m_document->currentTime());
    QList<PoseKey> keys;
    for (int j : std::as_const(m_dragJoints)) {
        if (j >= m_dragStartLocal.size())
            continue;
        const int parent = model.skeleton.joints[j].parent;
        const QMatrix4x4 parentWorld = parent >= 0 && parent < m_dragStartWorld.size() ? m_dragStartWorld[parent]
                                                                                       : QMatrix4x4();
        const Transform &start = m_dragStartLocal[j];
        PoseKey key;
        key.time = time;
        key.joint = j;
        switch (m_tool) {
        case TransformTool::Move: {
            // The joint's origin moved in world space, taken into its parent's.
            const QVector3D moved = m_dragStartWorld[j].map(QVector3D()) + (world.map(m_dragPivot) - m_dragPivot);
            key.translation = parentWorld.inverted().map(moved);
            break;
        }
        case TransformTool::Rotate: {
            const QQuaternion parentRotation = parent >= 0 ? Transform::fromMatrix(parentWorld).rotation.normalized()
                                                           : QQuaternion();
            key.rotation = posedJointRotation(parentRotation, worldRotation, start.rotation);
            break;
        }
        case TransformTool::Scale: key.scale = start.scale * QVector3D(world(0, 0), world(1, 1), world(2, 2)); break;
        case TransformTool::Select: return;
        }
        keys << key;
    }
    if (keys.isEmpty())
        return;
    if (!m_autoKey) {
        // A preview: shown, not keyed.
        for (const PoseKey &key : std::as_const(keys)) {
            Transform t = m_dragStartLocal[key.joint];
            if (key.translation)
                t.translation = *key.translation;
            if (key.rotation)
                t.rotation = *key.rotation;
            if (key.scale)
                t.scale = *key.scale;
            m_preview.insert(key.joint, t);
        }
        markPoseDirty();
        return;
    }
    // One step per drag: the step of the last mouse move is taken back and
    // the whole change from the drag's start pushed again.
    QUndoStack *stack = m_document->undoStack();
    if (merge && m_placedStep && stack->index() > 0 && stack->command(stack->index() - 1) == m_placedStep)
        stack->undo();
    m_placedStep = nullptr;
    const QString text = m_tool == TransformTool::Move     ? tr("Move Joint")
                         : m_tool == TransformTool::Rotate ? tr("Pose Joint")
                                                           : tr("Scale Joint");
    auto *command = new SetKeyCommand(m_document, animation, keys, text);
    if (command->isObsolete()) {
        delete command;
        return;
    }
    stack->push(command);
    m_placedStep = command;
}

void ViewportWidget::setAutoKey(bool on)
{
    m_autoKey = on;
    if (on)
        dropPosePreview();
}

void ViewportWidget::dropPosePreview()
{
    m_preview.clear();
    markPoseDirty();
}

QList<Transform> ViewportWidget::shownLocalPose() const
{
    QList<Transform> local = localPose(m_document->model(), m_document->currentAnimation(), m_document->currentTime());
    for (auto it = m_preview.begin(); it != m_preview.end(); ++it)
        if (it.key() >= 0 && it.key() < local.size())
            local[it.key()] = it.value();
    return local;
}

void ViewportWidget::keyPose()
{
    const int animation = m_document->currentAnimation();
    if (animation < 0) {
        Q_EMIT statusMessage(tr("Key Pose keys a clip: choose one on the timeline."));
        return;
    }
    const QList<int> joints = m_document->selection().joints;
    if (joints.isEmpty()) {
        Q_EMIT statusMessage(tr("Select the joints to key first."));
        return;
    }
    const QList<PoseKey> keys = fullPoseKeys(shownLocalPose(), joints, float(m_document->currentTime()));
    auto *command = new SetKeyCommand(m_document, animation, keys, tr("Key Pose"));
    if (command->isObsolete()) {
        delete command;
        dropPosePreview();
        Q_EMIT statusMessage(tr("The pose is keyed already."));
        return;
    }
    m_document->undoStack()->push(command);
    dropPosePreview();
    Q_EMIT statusMessage(tr("Keyed the pose of %n joints.", nullptr, int(joints.size())));
}

void ViewportWidget::placeJoint(const QMatrix4x4 &world, bool merge)
{
    // One step per drag: the step of the last mouse move is taken back and
    // the whole move from the drag's start pushed again.
    QUndoStack *stack = m_document->undoStack();
    if (merge && m_placedStep && stack->index() > 0 && stack->command(stack->index() - 1) == m_placedStep)
        stack->undo();
    m_placedStep = nullptr;
    JointMove move;
    move.translation = world.map(m_dragPivot) - m_dragPivot;
    move.rotation = Transform::fromMatrix(world).rotation;
    auto *command = new MoveJointCommand(m_document, m_dragJoint, move);
    if (!command->changesModel()) {
        delete command;
        return;
    }
    command->setText(tr("Place Joint"));
    stack->push(command);
    m_placedStep = command;
}

void ViewportWidget::pickPointOnce(std::function<void(const QVector3D &)> done)
{
    m_pointPick = std::move(done);
    Q_EMIT statusMessage(tr("Click on the model where the point goes; Esc cancels."));
}

void ViewportWidget::pickPoint(const QPoint &pos)
{
    const int view = viewAt(pos);
    const Model &model = m_document->model();
    const QList<SkinnedMesh> &shown = m_pose.skinnedMeshes(model);
    const auto hit = rayCast(model, shown, camera(view).ray(pos - viewRect(view).topLeft(), viewSize(view)),
                             &m_document->hiddenFaces());
    if (!hit || hit->mesh < 0 || hit->mesh >= shown.size()) {
        Q_EMIT statusMessage(tr("Nothing there: click on the model, or Esc to cancel."));
        return;
    }
    // The same spot of the triangle in the bind pose (barycentric weights).
    const Triangle &t = model.meshes[hit->mesh].triangles[hit->face];
    const QList<QVector3D> &posed = shown[hit->mesh].positions;
    const QList<QVector3D> &bind = model.meshes[hit->mesh].positions;
    const QVector3D a = posed[t[0]], e1 = posed[t[1]] - a, e2 = posed[t[2]] - a, d = hit->point - a;
    const float d11 = QVector3D::dotProduct(e1, e1), d12 = QVector3D::dotProduct(e1, e2);
    const float d22 = QVector3D::dotProduct(e2, e2), denom = d11 * d22 - d12 * d12;
    QVector3D point = hit->point;
    if (std::abs(denom) > 1e-12f) {
        const float v = (d22 * QVector3D::dotProduct(d, e1) - d12 * QVector3D::dotProduct(d, e2)) / denom;
        const float w = (d11 * QVector3D::dotProduct(d, e2) - d12 * QVector3D::dotProduct(d, e1)) / denom;
        point = bind[t[0]] * (1 - v - w) + bind[t[1]] * v + bind[t[2]] * w;
    }
    auto done = std::move(m_pointPick);
    m_pointPick = nullptr;
    done(point);
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
        rotation = QQuaternion::fromAxisAndAngle(0, 0, 1, values.z())
                   * QQuaternion::fromAxisAndAngle(0, 1, 0, values.y())
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
    if (m_placingJoint)
        placeJoint(world, false);
    else if (s.mode == Selection::Mode::Joints)
        poseJoints(world, rotation, false);
    else
        applyWorldTransform(world, QMatrix4x4(), false);
    m_dragJoint = -1;
    m_placingJoint = false;
    m_placedStep = nullptr;
    redraw();
}

} // namespace quarry
