#include "editor/Preferences.h"

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
    p.undoLimit = qBound(0, s.value(QStringLiteral("undoLimit"), p.undoLimit).toInt(), 10000);
    p.undoMemoryMiB = qBound(0, s.value(QStringLiteral("undoMemoryMiB"), p.undoMemoryMiB).toInt(), 1024 * 1024);
    p.autosaveSeconds = qBound(0, s.value(QStringLiteral("autosaveSeconds"), p.autosaveSeconds).toInt(), 3600);
    return p;
}

void Preferences::save() const
{
    QSettings s;
    s.beginGroup(QStringLiteral("preferences"));
    s.setValue(QStringLiteral("maxRecentFiles"), maxRecentFiles);
    s.setValue(QStringLiteral("skeletonBeside"), int(skeletonBeside));
    s.setValue(QStringLiteral("undoLimit"), undoLimit);
    s.setValue(QStringLiteral("undoMemoryMiB"), undoMemoryMiB);
    s.setValue(QStringLiteral("autosaveSeconds"), autosaveSeconds);
}

PreferencesDialog::PreferencesDialog(const Preferences &p, QWidget *parent)
    : QDialog(parent)
    , m_recent(new QSpinBox(this))
    , m_skeleton(new QComboBox(this))
    , m_undoLimit(new QSpinBox(this))
    , m_undoMemory(new QSpinBox(this))
    , m_autosave(new QSpinBox(this))
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
    m_undoMemory->setRange(0, 1024 * 1024);
    m_undoMemory->setSingleStep(256);
    m_undoMemory->setSpecialValueText(tr("unlimited"));
    m_undoMemory->setSuffix(tr(" MiB"));
    m_undoMemory->setValue(p.undoMemoryMiB);
    m_undoMemory->setObjectName(QStringLiteral("undoMemoryMiB"));
    m_undoMemory->setToolTip(tr("When the undo history holds more memory than this, its oldest steps are dropped"));
    m_autosave->setRange(0, 3600);
    m_autosave->setSpecialValueText(tr("off"));
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setValue(p.autosaveSeconds);
    m_autosave->setObjectName(QStringLiteral("autosaveSeconds"));
    m_autosave->setToolTip(tr("Unsaved changes are written to a recovery file this often, and offered again "
                              "after a crash"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Recent files listed"), m_recent);
    form->addRow(tr("Skeleton beside an opened XMF mesh"), m_skeleton);
    form->addRow(tr("Undo steps"), m_undoLimit);
    form->addRow(tr("Undo memory limit"), m_undoMemory);
    form->addRow(tr("Autosave every"), m_autosave);
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
    p.undoMemoryMiB = m_undoMemory->value();
    p.autosaveSeconds = m_autosave->value();
    return p;
}

} // namespace quarry
