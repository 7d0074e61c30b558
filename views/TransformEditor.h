// Nine spin boxes for a Transform: translation, rotation as Euler angles in
// degrees, scale. Emits edited() once per committed change (Enter, focus
// out, a step of the arrows), not per keystroke.
#pragma once

#include "model/Transform.h"

#include <QWidget>

class QDoubleSpinBox;

namespace quarry {

class TransformEditor : public QWidget
{
    Q_OBJECT

public:
    explicit TransformEditor(QWidget *parent = nullptr);

    void setTransform(const Transform &transform);
    // The shown values; the rotation is the original quaternion where its
    // angles were not edited, so untouched rotations stay exact.
    Transform transform() const;
    QDoubleSpinBox *spinBox(int row, int axis) const { return m_spins[row * 3 + axis]; }

Q_SIGNALS:
    void edited();

private:
    QDoubleSpinBox *m_spins[9];
    Transform m_shown;
    QVector3D m_shownAngles;
    bool m_setting = false;
};

} // namespace quarry
