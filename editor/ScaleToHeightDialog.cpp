#include "editor/ScaleToHeightDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace quarry {

ScaleToHeightDialog::ScaleToHeightDialog(double currentHeight, int meshesSelected, QWidget *parent)
    : QDialog(parent)
    , m_height(new QDoubleSpinBox(this))
{
    setWindowTitle(tr("Scale to Height"));
    auto *form = new QFormLayout(this);
    auto *current = new QLabel(QLocale().toString(currentHeight, 'g', 6), this);
    current->setObjectName(QStringLiteral("currentHeight"));
    current->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Current height (bind pose, along Z):"), current);
    m_height->setObjectName(QStringLiteral("height"));
    m_height->setRange(1e-4, 1e6);
    m_height->setDecimals(4);
    m_height->setValue(56.0);
    form->addRow(tr("New height:"), m_height);
    if (meshesSelected > 0) {
        auto *scope = new QLabel(tr("The whole model is scaled, with its skeleton and animations, not only the "
                                    "%n selected mesh(es): a skinned mesh scaled alone would no longer fit its "
                                    "skeleton.",
                                    nullptr, meshesSelected),
                                 this);
        scope->setObjectName(QStringLiteral("scope"));
        scope->setWordWrap(true);
        form->addRow(scope);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

double ScaleToHeightDialog::height() const
{
    return m_height->value();
}
void ScaleToHeightDialog::setHeight(double height)
{
    m_height->setValue(height);
}

} // namespace quarry
