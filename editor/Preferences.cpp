#include "editor/Preferences.h"

#include "editor/Language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
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
    p.language = s.value(QStringLiteral("language")).toString();
    if (!translatedLanguages().contains(p.language))
        p.language.clear();
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
    s.setValue(QStringLiteral("language"), language);
}

PreferencesDialog::PreferencesDialog(const Preferences &p, QWidget *parent)
    : QDialog(parent)
    , m_recent(new QSpinBox(this))
    , m_skeleton(new QComboBox(this))
    , m_undoLimit(new QSpinBox(this))
    , m_autosave(new QSpinBox(this))
    , m_language(new QComboBox(this))
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
    // Each language by its own name, so that one can find it in any other.
    QString system = QLocale::system().nativeLanguageName();
    if (system.isEmpty())
        system = QStringLiteral("English");  // the C locale: the texts as written
    m_language->addItem(tr("System default (%1)").arg(system), QString());
    for (const QString &code : translatedLanguages())
        m_language->addItem(QLocale(code).nativeLanguageName(), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(p.language)));
    m_language->setObjectName(QStringLiteral("language"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Recent files listed"), m_recent);
    form->addRow(tr("Skeleton beside an opened XMF mesh"), m_skeleton);
    form->addRow(tr("Undo steps kept"), m_undoLimit);
    form->addRow(tr("Autosave every"), m_autosave);
    form->addRow(tr("Language"), m_language);
    auto *restart = new QLabel(tr("A new language takes effect when Quarry is started again."), this);
    restart->setWordWrap(true);
    form->addRow(QString(), restart);
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
    p.language = m_language->currentData().toString();
    return p;
}

} // namespace quarry
