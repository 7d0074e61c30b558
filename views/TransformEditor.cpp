#include "views/TransformEditor.h"

#include "model/EulerAngles.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>

namespace quarry {

TransformEditor::TransformEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(4);
    const QString rows[] = {tr("Translate"), tr("Rotate (°)"), tr("Scale")};
    for (int a = 0; a < 3; ++a) {
        auto *axis = new QLabel(QStringLiteral("XYZ").mid(a, 1), this);
        axis->setAlignment(Qt::AlignCenter);
        grid->addWidget(axis, 0, a + 1);
    }
    for (int r = 0; r < 3; ++r) {
        grid->addWidget(new QLabel(rows[r], this), r + 1, 0);
        for (int a = 0; a < 3; ++a) {
            auto *spin = new QDoubleSpinBox(this);
            spin->setDecimals(r == 1 ? 2 : 4);
            spin->setRange(r == 1 ? -360.0 : -1e6, r == 1 ? 360.0 : 1e6);
            spin->setSingleStep(r == 1 ? 5.0 : 0.1);
            spin->setKeyboardTracking(false);
            spin->setMinimumWidth(60);
            spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
            spin->setObjectName(QStringLiteral("transform%1%2").arg(r).arg(a));
            connect(spin, &QDoubleSpinBox::valueChanged, this, [this] {
                if (!m_setting)
                    Q_EMIT edited();
            });
            m_spins[r * 3 + a] = spin;
            grid->addWidget(spin, r + 1, a + 1);
        }
    }
}

void TransformEditor::setTransform(const Transform &transform)
{
    m_setting = true;
    m_shown = transform;
    // In (-180, 180] at the shown precision: no rotation reads 0, not 360 or -0.
    m_shownAngles = displayedEulerAngles(transform.rotation, m_spins[3]->decimals());
    const QVector3D rows[] = {transform.translation, m_shownAngles, transform.scale};
    for (int r = 0; r < 3; ++r)
        for (int a = 0; a < 3; ++a)
            m_spins[r * 3 + a]->setValue(rows[r][a]);
    m_setting = false;
}

Transform TransformEditor::transform() const
{
    Transform t = m_shown;
    auto row = [this](int r) {
        return QVector3D(float(m_spins[r * 3]->value()), float(m_spins[r * 3 + 1]->value()),
                         float(m_spins[r * 3 + 2]->value()));
    };
    const QVector3D translation = row(0);
    const QVector3D angles = row(1);
    const QVector3D scale = row(2);
    // Compare with what the spin boxes showed (rounded to their decimals).
    auto shown = [this](int r, const QVector3D &v) {
        for (int a = 0; a < 3; ++a) {
            const double rounded = QString::number(double(v[a]), 'f', m_spins[r * 3 + a]->decimals()).toDouble();
            if (rounded != m_spins[r * 3 + a]->value())
                return false;
        }
        return true;
    };
    if (!shown(0, m_shown.translation))
        t.translation = translation;
    if (!shown(1, m_shownAngles))
        t.rotation = QQuaternion::fromEulerAngles(angles);
    if (!shown(2, m_shown.scale))
        t.scale = scale;
    return t;
}

} // namespace quarry
