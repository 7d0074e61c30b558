// An ease curve drawn and edited by its handles: the unit square (time gone
// across, motion played up), the curve as EaseCurve::at evaluates it (the
// same curve retimeRange plays), and two handles, lines from (0,0) and
// (1,1) to round knobs that the mouse drags. A knob's x stays within 0..1
// (the curve must stay a function of time); its y may overshoot to
// -0.5..1.5 by dragging, further by typing.
#pragma once

#include "model/ops/Timing.h"

#include <QWidget>

namespace quarry {

class EaseCurveEditor : public QWidget
{
    Q_OBJECT

public:
    explicit EaseCurveEditor(QWidget *parent = nullptr);

    // Shows the curve; does not emit curveEdited.
    void setCurve(const EaseCurve &curve);
    EaseCurve curve() const { return m_curve; }

    // Where knob 0 (x1, y1) or 1 (x2, y2) is drawn, and the curve point a
    // widget position stands for (for tests).
    QPointF handlePosition(int handle) const;
    QPointF widgetPosition(QPointF curvePoint) const;
    QPointF curvePointAt(QPointF position) const;

    QSize sizeHint() const override { return {260, 360}; }
    QSize minimumSizeHint() const override { return {140, 180}; }

Q_SIGNALS:
    // A knob was dragged to a new place.
    void curveEdited();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QRectF unitSquare() const;
    // The knob under `position`, or -1.
    int handleAt(QPointF position) const;
    void fitRange();

    EaseCurve m_curve = EaseCurve::slowInOut();
    int m_dragged = -1;
    // The y range shown, fitted to the knobs except while one is dragged.
    double m_lowY = -0.5;
    double m_highY = 1.5;
};

} // namespace quarry
