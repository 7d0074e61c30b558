// Weld Vertices' parameters: the distance within which vertices merge, and
// whether they merge by position alone.
#pragma once

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;

namespace quarry {

class WeldDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WeldDialog(QWidget *parent = nullptr);

    double tolerance() const;
    void setTolerance(double tolerance);
    bool positionOnly() const;
    void setPositionOnly(bool positionOnly);

private:
    QDoubleSpinBox *m_tolerance;
    QCheckBox *m_positionOnly;
};

} // namespace quarry
