#include "views/viewport/SpinBoxAction.h"

#include "views/TypedValues.h"

#include <QDoubleSpinBox>

#include <algorithm>

namespace quarry {

SpinBoxAction::SpinBoxAction(const QString &name, QObject *parent)
    : QWidgetAction(parent)
{
    setObjectName(name);
}

void SpinBoxAction::setValue(double value)
{
    value = std::clamp(value, m_minimum, m_maximum);
    if (value == m_value)
        return;
    m_value = value;
    // The others follow; the box being typed in already shows the value,
    // and setting it again would rewrite its text under the cursor (the
    // "." of "1.5" lost: 15).
    for (QWidget *w : createdWidgets())
        if (auto *spin = qobject_cast<QDoubleSpinBox *>(w); spin && spin->value() != value)
            spin->setValue(value);
    Q_EMIT valueChanged(value);
}

void SpinBoxAction::commitTyped()
{
    for (QWidget *w : createdWidgets())
        commitTypedValues(w);
}

void SpinBoxAction::setRange(double minimum, double maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
    m_value = std::clamp(m_value, minimum, maximum);
}

QWidget *SpinBoxAction::createWidget(QWidget *parent)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setObjectName(objectName());
    spin->setDecimals(m_decimals);
    spin->setRange(m_minimum, m_maximum);
    spin->setPrefix(m_prefix);
    spin->setValue(m_value);
    spin->setToolTip(toolTip());
    connect(spin, &QDoubleSpinBox::valueChanged, this, &SpinBoxAction::setValue);
    return spin;
}

} // namespace quarry
