// The viewport's weight painting: a stroke of brush dabs (WeightBrush)
// along the mouse's path, each an EditWeightsCommand merged into one undo
// step per stroke, and the brush's outline under the cursor.
#include "views/viewport/ViewportWidget.h"

#include "model/Document.h"
#include "model/commands/EditWeightsCommand.h"

#include <QPainter>

#include <cmath>

namespace quarry {

void ViewportWidget::setPaintingWeights(bool on)
{
    m_paintingWeights = on;
    if (!on)
        m_brush.endStroke();
    redraw();
}

int ViewportWidget::weightJoint() const
{
    const QList<int> &selected = m_document->selection().joints;
    const int joint = selected.isEmpty() ? m_weightJoint : selected.first();
    return joint < m_document->model().skeleton.joints.size() ? joint : -1;
}

void ViewportWidget::setWeightJoint(int joint)
{
    if (joint == m_weightJoint)
        return;
    m_weightJoint = joint;
    if (m_settings.mode == DrawMode::Weights)
        redraw();
}

bool ViewportWidget::paintDab(const QPoint &pos)
{
    const int joint = weightJoint();
    if (joint < 0 && m_brushSettings.mode != BrushMode::Smooth) {
        Q_EMIT statusMessage(tr("Choose the joint to paint: select it in the outliner or the Joints dock."));
        return false;
    }
    const bool ownStroke = !m_brush.inStroke();
    if (ownStroke) {
        ++m_dragSerial;
        m_dragView = viewAt(pos);
        m_brush.beginStroke(pickView(m_dragView), m_brushSettings);
    }
    const WeightChanges changes = m_brush.dab(m_document->model(), QPointF(pos - viewRect(m_dragView).topLeft()),
                                              joint);
    if (ownStroke)
        m_brush.endStroke();
    auto *command = new EditWeightsCommand(m_document, changes, tr("Paint Weights"), m_dragSerial);
    if (command->isObsolete()) {
        delete command;
        return false;
    }
    m_document->undoStack()->push(command);
    return true;
}

void ViewportWidget::beginPaintStroke(const QPoint &pos)
{
    ++m_dragSerial; // the stroke's dabs merge into one undo step
    m_drag = Drag::Paint;
    m_brush.beginStroke(pickView(m_dragView), m_brushSettings);
    m_lastDab = pos;
    m_brushPos = pos;
    paintDab(pos);
}

void ViewportWidget::continuePaintStroke(const QPoint &pos)
{
    m_brushPos = pos;
    // Dabs a quarter of the radius apart along the path, so that a fast
    // move leaves no gaps.
    const QPointF to(pos);
    const QPointF step = to - m_lastDab;
    const double length = std::hypot(step.x(), step.y());
    const double spacing = std::max(1.0, double(m_brushSettings.radius) / 4.0);
    if (length < spacing) {
        redraw();
        return;
    }
    const int dabs = int(length / spacing);
    for (int i = 1; i <= dabs; ++i)
        paintDab((m_lastDab + step * (i * spacing / length)).toPoint());
    m_lastDab += step * (dabs * spacing / length);
    redraw();
}

void ViewportWidget::paintBrushOutline(QPainter &painter) const
{
    if (!m_paintingWeights || !rect().contains(m_brushPos))
        return;
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 200), 1.5));
    const double r = m_brushSettings.radius;
    painter.drawEllipse(QPointF(m_brushPos), r, r);
    painter.setPen(QPen(QColor(255, 255, 255, 120), 1.0, Qt::DotLine));
    const double inner = r * (1.0 - 0.5 * double(m_brushSettings.falloff));
    painter.drawEllipse(QPointF(m_brushPos), inner, inner);
}

} // namespace quarry
