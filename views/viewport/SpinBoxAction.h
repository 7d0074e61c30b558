// A number in a toolbar that stays reachable when the toolbar is too narrow:
// each place the action is shown (the toolbar, its overflow menu, a menu)
// gets its own spin box, all showing and setting one value.
#pragma once

#include <QWidgetAction>

namespace quarry {

class SpinBoxAction : public QWidgetAction
{
    Q_OBJECT

public:
    explicit SpinBoxAction(const QString &name, QObject *parent = nullptr);

    double value() const { return m_value; }
    // Each box takes the number it shows, should its text not be final yet.
    void commitTyped();
    void setValue(double value);
    void setRange(double minimum, double maximum);
    void setDecimals(int decimals) { m_decimals = decimals; }
    void setPrefix(const QString &prefix) { m_prefix = prefix; }

Q_SIGNALS:
    void valueChanged(double value);

protected:
    QWidget *createWidget(QWidget *parent) override;

private:
    double m_value = 0.0;
    double m_minimum = 0.0;
    double m_maximum = 99.99;
    int m_decimals = 2;
    QString m_prefix;
};

} // namespace quarry
