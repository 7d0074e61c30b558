#include "editor/PlayerJointPickers.h"

#include "io/md3/Md3Player.h"

#include <QColor>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace quarry {

PlayerJointPickers::PlayerJointPickers(QWidget *parent)
    : QWidget(parent)
    , m_torso(new QComboBox(this))
    , m_head(new QComboBox(this))
    , m_weapon(new QComboBox(this))
    , m_legend(new QLabel(this))
{
    m_torso->setObjectName(QStringLiteral("torsoJoint"));
    m_head->setObjectName(QStringLiteral("headJoint"));
    m_weapon->setObjectName(QStringLiteral("weaponJoint"));
    m_torso->setToolTip(tr("The first joint of upper.md3: the legs go to lower.md3, the torso from here on turns "
                           "on tag_torso"));
    m_head->setToolTip(tr("The first joint of head.md3, which turns on tag_head"));
    m_weapon->setToolTip(tr("The joint the weapon hangs on (tag_weapon)"));
    m_legend->setObjectName(QStringLiteral("partLegend"));
    m_legend->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Torso joint"), m_torso);
    form->addRow(tr("Head joint"), m_head);
    form->addRow(tr("Weapon joint"), m_weapon);
    form->addRow(QString(), m_legend);
    for (QComboBox *combo : {m_torso, m_head, m_weapon}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
        connect(combo, &QComboBox::currentIndexChanged, this, &PlayerJointPickers::update);
    }
}

void PlayerJointPickers::setModel(const Model *model)
{
    m_model = model;
    Quake3PlayerJoints found;
    if (model && !model->skeleton.isEmpty()) {
        QString error;
        found = findQuake3PlayerJoints(*model, {}, &error);
    }
    fill(m_torso, found.torso);
    fill(m_head, found.head);
    fill(m_weapon, found.weapon);
    update();
}

void PlayerJointPickers::fill(QComboBox *combo, int chosen)
{
    const QSignalBlocker block(combo);
    combo->clear();
    // The first entry leaves the choice to the export, as the command line does.
    combo->addItem(tr("(found from the names)"), QString());
    if (!m_model)
        return;
    for (const Joint &joint : m_model->skeleton.joints) {
        const QString name = readableJointName(joint.name);
        combo->addItem(name, name);
    }
    combo->setCurrentIndex(chosen >= 0 ? chosen + 1 : 0);
}

QString PlayerJointPickers::torsoJoint() const
{
    return m_torso->currentData().toString();
}

QString PlayerJointPickers::headJoint() const
{
    return m_head->currentData().toString();
}

QString PlayerJointPickers::weaponJoint() const
{
    return m_weapon->currentData().toString();
}

QVector4D PlayerJointPickers::partColor(int part)
{
    switch (part) {
    case Upper: return {0.95f, 0.55f, 0.15f, 1.0f};
    case Head: return {0.3f, 0.8f, 0.35f, 1.0f};
    default: return {0.25f, 0.5f, 0.95f, 1.0f};
    }
}

void PlayerJointPickers::update()
{
    m_parts.clear();
    m_counts = {0, 0, 0};
    if (m_model && !m_model->skeleton.isEmpty()) {
        Quake3PlayerOptions options;
        options.torsoJoint = torsoJoint();
        options.headJoint = headJoint();
        options.weaponJoint = weaponJoint();
        QString error;
        const Quake3PlayerJoints joints = findQuake3PlayerJoints(*m_model, options, &error);
        if (joints.torso >= 0 && joints.head >= 0)
            m_parts = quake3PlayerVertexParts(*m_model, joints);
    }
    for (const QList<int> &mesh : std::as_const(m_parts))
        for (int part : mesh)
            ++m_counts[size_t(std::clamp(part, 0, 2))];
    if (m_parts.isEmpty()) {
        m_legend->setText(tr("These joints do not split the model into a player's parts."));
    } else {
        auto swatch = [](int part) {
            return QColor::fromRgbF(partColor(part).x(), partColor(part).y(), partColor(part).z()).name();
        };
        m_legend->setText(tr("As the viewport colours them: <span style=\"color:%1\">&#9632;</span> lower.md3 %2 "
                             "vertices, <span style=\"color:%3\">&#9632;</span> upper.md3 %4, "
                             "<span style=\"color:%5\">&#9632;</span> head.md3 %6")
                              .arg(swatch(Lower))
                              .arg(m_counts[Lower])
                              .arg(swatch(Upper))
                              .arg(m_counts[Upper])
                              .arg(swatch(Head))
                              .arg(m_counts[Head]));
    }
    Q_EMIT changed();
}

QList<QList<QVector4D>> PlayerJointPickers::partColors() const
{
    QList<QList<QVector4D>> colors;
    colors.reserve(m_parts.size());
    for (const QList<int> &mesh : m_parts) {
        QList<QVector4D> c;
        c.reserve(mesh.size());
        for (int part : mesh)
            c.append(partColor(part));
        colors.append(c);
    }
    return colors;
}

} // namespace quarry
