#include "editor/WeldDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace quarry {

WeldDialog::WeldDialog(QWidget *parent)
    : QDialog(parent)
    , m_tolerance(new QDoubleSpinBox(this))
    , m_positionOnly(new QCheckBox(tr("Weld by position only"), this))
{
    setWindowTitle(tr("Weld Vertices"));
    m_tolerance->setObjectName(QStringLiteral("tolerance"));
    m_tolerance->setRange(0.0, 1e6);
    m_tolerance->setDecimals(6);
    m_tolerance->setValue(1e-5);
    m_positionOnly->setObjectName(QStringLiteral("positionOnly"));
    auto *note = new QLabel(tr("Vertices merge only where every attribute agrees (normals, texture coordinates, "
                               "colours, weights). By position only, vertices at the same place merge and keep "
                               "the first one's attributes: hard edges and texture seams are lost."),
                            this);
    note->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Merge vertices closer than (model units):"), m_tolerance);
    form->addRow(m_positionOnly);
    form->addRow(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

double WeldDialog::tolerance() const
{
    return m_tolerance->value();
}
void WeldDialog::setTolerance(double tolerance)
{
    m_tolerance->setValue(tolerance);
}
bool WeldDialog::positionOnly() const
{
    return m_positionOnly->isChecked();
}
void WeldDialog::setPositionOnly(bool positionOnly)
{
    m_positionOnly->setChecked(positionOnly);
}

} // namespace quarry
