#include "editor/Preferences.h"

#include "editor/cli/Language.h"
#include "model/ops/MirrorWeights.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>

#include <algorithm>

namespace quarry {

Preferences Preferences::load()
{
    QSettings s;
    s.beginGroup(QStringLiteral("preferences"));
    Preferences p;
    p.maxRecentFiles = qBound(1, s.value(QStringLiteral("maxRecentFiles"), p.maxRecentFiles).toInt(), 50);
    p.skeletonBeside = SkeletonBeside(qBound(0, s.value(QStringLiteral("skeletonBeside"), 0).toInt(), 2));
    p.playerBeside = PlayerBeside(qBound(0, s.value(QStringLiteral("playerBeside"), 0).toInt(), 2));
    p.undoLimit = qBound(0, s.value(QStringLiteral("undoLimit"), p.undoLimit).toInt(), 10000);
    p.undoMemoryMiB = qBound(0, s.value(QStringLiteral("undoMemoryMiB"), p.undoMemoryMiB).toInt(), 1024 * 1024);
    p.autosaveSeconds = qBound(0, s.value(QStringLiteral("autosaveSeconds"), p.autosaveSeconds).toInt(), 3600);
    p.language = s.value(QStringLiteral("language")).toString();
    if (!translatedLanguages().contains(p.language))
        p.language.clear();
    const QString rule = s.value(QStringLiteral("jointSideRule"), p.jointSideRule).toString();
    if (isJointSideRule(rule))
        p.jointSideRule = rule;
    return p;
}

void Preferences::save() const
{
    QSettings s;
    s.beginGroup(QStringLiteral("preferences"));
    s.setValue(QStringLiteral("maxRecentFiles"), maxRecentFiles);
    s.setValue(QStringLiteral("skeletonBeside"), int(skeletonBeside));
    s.setValue(QStringLiteral("playerBeside"), int(playerBeside));
    s.setValue(QStringLiteral("undoLimit"), undoLimit);
    s.setValue(QStringLiteral("undoMemoryMiB"), undoMemoryMiB);
    s.setValue(QStringLiteral("autosaveSeconds"), autosaveSeconds);
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("jointSideRule"), jointSideRule);
}

PreferencesDialog::PreferencesDialog(const Preferences &p, QWidget *parent)
    : QDialog(parent)
    , m_recent(new QSpinBox(this))
    , m_skeleton(new QComboBox(this))
    , m_player(new QComboBox(this))
    , m_undoLimit(new QSpinBox(this))
    , m_undoMemory(new QSpinBox(this))
    , m_autosave(new QSpinBox(this))
    , m_language(new QComboBox(this))
    , m_sideRule(new QComboBox(this))
    , m_leftText(new QLineEdit(this))
    , m_rightText(new QLineEdit(this))
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
    m_player->addItem(tr("Ask"));
    m_player->addItem(tr("Always open the player"));
    m_player->addItem(tr("Open the part alone"));
    m_player->setCurrentIndex(int(p.playerBeside));
    m_player->setObjectName(QStringLiteral("playerBeside"));
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
    // Each language by its own name, so that one can find it in any other.
    QString system = QLocale::system().nativeLanguageName();
    if (system.isEmpty())
        system = QStringLiteral("English"); // the C locale: the texts as written
    m_language->addItem(tr("System default (%1)").arg(system), QString());
    for (const QString &code : translatedLanguages())
        m_language->addItem(QLocale(code).nativeLanguageName(), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(p.language)));
    m_language->setObjectName(QStringLiteral("language"));
    for (const QString &rule : jointSideRules())
        m_sideRule->addItem(rule, rule);
    m_sideRule->addItem(tr("Custom: swap the texts below"), QStringLiteral("custom"));
    m_sideRule->setObjectName(QStringLiteral("jointSideRule"));
    m_leftText->setObjectName(QStringLiteral("jointSideLeft"));
    m_rightText->setObjectName(QStringLiteral("jointSideRight"));
    m_leftText->setPlaceholderText(tr("left, e.g. Lft"));
    m_rightText->setPlaceholderText(tr("right, e.g. Rgt"));
    if (p.jointSideRule.startsWith(QLatin1String("custom:"))) {
        const QString texts = p.jointSideRule.mid(7);
        const qsizetype slash = texts.indexOf(QLatin1Char('/'));
        m_leftText->setText(texts.left(slash));
        m_rightText->setText(texts.mid(slash + 1));
        m_sideRule->setCurrentIndex(m_sideRule->count() - 1);
    } else {
        m_sideRule->setCurrentIndex(std::max(0, int(m_sideRule->findData(p.jointSideRule))));
    }
    auto syncCustom = [this] {
        const bool custom = m_sideRule->currentIndex() == m_sideRule->count() - 1;
        m_leftText->setEnabled(custom);
        m_rightText->setEnabled(custom);
    };
    connect(m_sideRule, &QComboBox::currentIndexChanged, this, syncCustom);
    syncCustom();
    m_sideRule->setToolTip(tr("How the names of left and right joints differ, for pasting and mirroring poses "
                              "(auto: the first rule that finds a partner)"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Recent files listed"), m_recent);
    form->addRow(tr("Skeleton beside an opened XMF mesh"), m_skeleton);
    form->addRow(tr("Quake III player part with the others beside it"), m_player);
    form->addRow(tr("Undo steps"), m_undoLimit);
    form->addRow(tr("Undo memory limit"), m_undoMemory);
    form->addRow(tr("Autosave every"), m_autosave);
    form->addRow(tr("Language"), m_language);
    auto *restart = new QLabel(tr("A new language takes effect when Quarry is started again."), this);
    restart->setWordWrap(true);
    form->addRow(QString(), restart);
    form->addRow(tr("Left and right joints"), m_sideRule);
    auto *texts = new QHBoxLayout;
    texts->addWidget(m_leftText);
    texts->addWidget(m_rightText);
    form->addRow(QString(), texts);
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
    p.playerBeside = Preferences::PlayerBeside(m_player->currentIndex());
    p.undoLimit = m_undoLimit->value();
    p.undoMemoryMiB = m_undoMemory->value();
    p.autosaveSeconds = m_autosave->value();
    p.language = m_language->currentData().toString();
    const QString chosen = m_sideRule->currentData().toString();
    const QString custom = QStringLiteral("custom:%1/%2").arg(m_leftText->text(), m_rightText->text());
    p.jointSideRule = chosen != QLatin1String("custom") ? chosen
                      : isJointSideRule(custom)         ? custom
                                                        : QStringLiteral("auto");
    return p;
}

} // namespace quarry
