#include "editor/Preferences.h"

#include "model/ops/MirrorWeights.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>

namespace quarry {

Preferences Preferences::load()
{
    QSettings s;
    s.beginGroup(QStringLiteral("preferences"));
    Preferences p;
    p.maxRecentFiles = qBound(1, s.value(QStringLiteral("maxRecentFiles"), p.maxRecentFiles).toInt(), 50);
    p.skeletonBeside = SkeletonBeside(qBound(0, s.value(QStringLiteral("skeletonBeside"), 0).toInt(), 2));
    p.undoLimit = qMax(0, s.value(QStringLiteral("undoLimit"), 0).toInt());
    p.autosaveSeconds = qBound(0, s.value(QStringLiteral("autosaveSeconds"), p.autosaveSeconds).toInt(), 3600);
    const QString rule = s.value(QStringLiteral("jointSideRule"), p.jointSideRule).toString();
    if (jointSideRules().contains(rule))
        p.jointSideRule = rule;
    return p;
}

void Preferences::save() const
{
    QSettings s;
    s.beginGroup(QStringLiteral("preferences"));
    s.setValue(QStringLiteral("maxRecentFiles"), maxRecentFiles);
    s.setValue(QStringLiteral("skeletonBeside"), int(skeletonBeside));
    s.setValue(QStringLiteral("undoLimit"), undoLimit);
    s.setValue(QStringLiteral("autosaveSeconds"), autosaveSeconds);
    s.setValue(QStringLiteral("jointSideRule"), jointSideRule);
}

PreferencesDialog::PreferencesDialog(const Preferences &p, QWidget *parent)
    : QDialog(parent)
    , m_recent(new QSpinBox(this))
    , m_skeleton(new QComboBox(this))
    , m_undoLimit(new QSpinBox(this))
    , m_autosave(new QSpinBox(this))
    , m_sideRule(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_recent->setRange(1, 50);
    m_recent->setValue(p.maxRecentFiles);
    m_recent->setObjectName(QStringLiteral("maxRecentFiles"));
    m_skeleton->addItem(tr("Ask"));
    m_skeleton->addItem(tr("Always take it"));
    m_skeleton->addItem(tr("Never take it"));
    m_skeleton->setCurrentIndex(int(p.skeletonBeside));
    m_skeleton->setObjectName(QStringLiteral("skeletonBeside"));
    m_undoLimit->setRange(0, 10000);
    m_undoLimit->setSpecialValueText(tr("unlimited"));
    m_undoLimit->setValue(p.undoLimit);
    m_undoLimit->setObjectName(QStringLiteral("undoLimit"));
    m_autosave->setRange(0, 3600);
    m_autosave->setSpecialValueText(tr("off"));
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setValue(p.autosaveSeconds);
    m_autosave->setObjectName(QStringLiteral("autosaveSeconds"));
    m_autosave->setToolTip(tr("Unsaved changes are written to a recovery file this often, and offered again "
                              "after a crash"));
    m_sideRule->addItems(jointSideRules());
    m_sideRule->setCurrentText(p.jointSideRule);
    m_sideRule->setObjectName(QStringLiteral("jointSideRule"));
    m_sideRule->setToolTip(tr("How the names of left and right joints differ, for pasting and mirroring poses "
                              "(auto: the first rule that finds a partner)"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Recent files listed"), m_recent);
    form->addRow(tr("Skeleton beside an opened XMF mesh"), m_skeleton);
    form->addRow(tr("Undo steps kept"), m_undoLimit);
    form->addRow(tr("Autosave every"), m_autosave);
    form->addRow(tr("Left and right joints"), m_sideRule);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.maxRecentFiles = m_recent->value();
    p.skeletonBeside = Preferences::SkeletonBeside(m_skeleton->currentIndex());
    p.undoLimit = m_undoLimit->value();
    p.autosaveSeconds = m_autosave->value();
    p.jointSideRule = m_sideRule->currentText();
    return p;
}

} // namespace quarry
