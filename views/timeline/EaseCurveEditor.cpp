#include "views/timeline/EaseCurveEditor.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// The y range a knob may be dragged in, and the least one shown.
constexpr double kMinY = -0.5;
constexpr double kMaxY = 1.5;
constexpr double kKnobRadius = 5.0;
constexpr double kMargin = 8.0;

} // namespace

EaseCurveEditor::EaseCurveEditor(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true); // an open hand over a knob
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void EaseCurveEditor::setCurve(const EaseCurve &curve)
{
    if (curve == m_curve)
        return;
    m_curve = curve;
    if (m_dragged < 0)
        fitRange();
    update();
}

void EaseCurveEditor::fitRange()
{
    m_lowY = std::min({kMinY, m_curve.y1, m_curve.y2});
    m_highY = std::max({kMaxY, m_curve.y1, m_curve.y2});
}

QRectF EaseCurveEditor::unitSquare() const
{
    // The square keeps its aspect; above and below it the room a knob may
    // be dragged in (more if typed handles reach further).
    const double span = m_highY - m_lowY;
    const double side = std::max(10.0, std::min(width() - 2 * kMargin, (height() - 2 * kMargin) / span));
    const double left = (width() - side) / 2;
    const double top = (height() - side * span) / 2 + (m_highY - 1.0) * side;
    return {left, top, side, side};
}

QPointF EaseCurveEditor::widgetPosition(QPointF p) const
{
    const QRectF s = unitSquare();
    return {s.left() + p.x() * s.width(), s.bottom() - p.y() * s.height()};
}

QPointF EaseCurveEditor::curvePointAt(QPointF position) const
{
    const QRectF s = unitSquare();
    return {(position.x() - s.left()) / s.width(), (s.bottom() - position.y()) / s.height()};
}

QPointF EaseCurveEditor::handlePosition(int handle) const
{
    return widgetPosition(handle == 0 ? QPointF(m_curve.x1, m_curve.y1) : QPointF(m_curve.x2, m_curve.y2));
}

void EaseCurveEditor::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Window));
    const QRectF s = unitSquare();
    p.fillRect(s, palette().color(QPalette::Base));
    // A light grid: quarters of time and of motion.
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(90);
    p.setPen(QPen(grid, 1));
    for (int i = 1; i < 4; ++i) {
        const double f = i / 4.0;
        p.drawLine(widgetPosition({f, 0}), widgetPosition({f, 1}));
        p.drawLine(widgetPosition({0, f}), widgetPosition({1, f}));
    }
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.drawRect(s);
    // Linear, for comparison.
    p.setPen(QPen(grid, 1, Qt::DashLine));
    p.drawLine(widgetPosition({0, 0}), widgetPosition({1, 1}));

    // The curve, sampled through the evaluation retimeRange uses.
    QPainterPath path(widgetPosition({0, 0}));
    const int steps = std::max(32, int(s.width() / 2));
    for (int i = 1; i <= steps; ++i) {
        const double x = double(i) / steps;
        path.lineTo(widgetPosition({x, m_curve.at(x)}));
    }
    p.setPen(QPen(palette().color(QPalette::Text), 2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);

    const QColor handleColor(0xff, 0xa5, 0x1f);
    p.setPen(QPen(handleColor, 1.5));
    p.drawLine(widgetPosition({0, 0}), handlePosition(0));
    p.drawLine(widgetPosition({1, 1}), handlePosition(1));
    for (int h = 0; h < 2; ++h) {
        p.setBrush(h == m_dragged ? palette().color(QPalette::Highlight) : handleColor);
        p.setPen(QPen(palette().color(QPalette::Text), 1));
        p.drawEllipse(handlePosition(h), kKnobRadius, kKnobRadius);
    }
}

int EaseCurveEditor::handleAt(QPointF position) const
{
    // The nearer knob within reach; knob 1 wins a tie (it is drawn on top).
    double best = 3 * kKnobRadius;
    int found = -1;
    for (int h = 0; h < 2; ++h) {
        const QPointF d = handlePosition(h) - position;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= best) {
            best = distance;
            found = h;
        }
    }
    return found;
}

void EaseCurveEditor::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragged = handleAt(event->position());
    if (m_dragged >= 0)
        setCursor(Qt::ClosedHandCursor);
    update();
}

void EaseCurveEditor::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragged < 0) {
        if (handleAt(event->position()) >= 0)
            setCursor(Qt::OpenHandCursor);
        else
            unsetCursor();
        return;
    }
    const QPointF c = curvePointAt(event->position());
    const double x = std::clamp(c.x(), 0.0, 1.0);
    const double y = std::clamp(c.y(), kMinY, kMaxY);
    EaseCurve curve = m_curve;
    (m_dragged == 0 ? curve.x1 : curve.x2) = x;
    (m_dragged == 0 ? curve.y1 : curve.y2) = y;
    if (curve == m_curve)
        return;
    m_curve = curve;
    update();
    Q_EMIT curveEdited();
}

void EaseCurveEditor::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_dragged >= 0) {
        mouseMoveEvent(event);
        m_dragged = -1;
        fitRange();
        if (handleAt(event->position()) >= 0)
            setCursor(Qt::OpenHandCursor);
        else
            unsetCursor();
        update();
    }
}

} // namespace quarry
