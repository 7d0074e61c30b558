#include "views/TargetCheckBox.h"

#include "model/Document.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace quarry {

TargetCheckBox::TargetCheckBox(Document *document, QWidget *parent)
    : QGroupBox(tr("Target"), parent)
    , m_document(document)
    , m_target(new QComboBox(this))
    , m_list(new QListWidget(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("TargetCheckBox"));
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_list->setObjectName(QStringLiteral("targetFindingList"));
    m_list->setWordWrap(true);
    m_summary->setWordWrap(true);
    // Neither the longest engine's name nor a long summary widens the dock
    // past what it shows (the Validation dock scrolls sideways otherwise,
    // cutting its findings off on the right).
    m_summary->setMinimumWidth(60);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setMinimumContentsLength(4);
    m_target->addItem(tr("Choose an engine"), QString());
    auto *run = new QPushButton(tr("Check"), this);
    run->setObjectName(QStringLiteral("targetCheckButton"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_target, 1);
    top->addWidget(run);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    connect(run, &QPushButton::clicked, this, &TargetCheckBox::check);
    connect(m_target, &QComboBox::currentIndexChanged, this, &TargetCheckBox::check);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_findings.size() && !m_findings[row].selection.isEmpty())
            m_document->setSelection(m_findings[row].selection);
    });
    auto stale = [this] {
        if (m_list->count() > 0)
            m_summary->setText(tr("The model changed: check again."));
    };
    connect(document, &Document::modelReset, this, &TargetCheckBox::check);
    for (auto signal : {&Document::meshChanged, &Document::meshInserted, &Document::meshRemoved})
        connect(document, signal, this, stale);
    connect(document, &Document::meshesReset, this, stale);
    connect(document, &Document::skeletonChanged, this, stale);
}

void TargetCheckBox::setTargets(const QList<TargetChoice> &targets)
{
    m_targets = targets;
    const QSignalBlocker block(m_target);
    while (m_target->count() > 1)
        m_target->removeItem(1);
    for (const TargetChoice &t : targets)
        m_target->addItem(t.title, t.id);
}

void TargetCheckBox::check()
{
    m_findings.clear();
    m_list->clear();
    const QString id = m_target->currentData().toString();
    const auto it = std::find_if(m_targets.cbegin(), m_targets.cend(),
                                 [&id](const TargetChoice &t) { return t.id == id; });
    if (it == m_targets.cend()) {
        m_summary->clear();
        return;
    }
    TargetCheckOptions options;
    options.engine = it->title;
    m_findings = checkTarget(m_document->model(), it->limits, options);
    if (it->moreFindings)
        m_findings << it->moreFindings(m_document->model());
    for (const TargetFinding &f : std::as_const(m_findings)) {
        auto *item = new QListWidgetItem(f.message, m_list);
        item->setForeground(f.fixable ? palette().color(QPalette::Text) : QColor(Qt::red));
    }
    m_summary->setText(
        m_findings.isEmpty() ? tr("Nothing to fix for %1.").arg(it->title)
        : hasUnfixable(m_findings)
            ? tr("%n finding(s); some cannot be fixed on export.", nullptr, int(m_findings.size()))
            : tr("%n finding(s); export for this engine fixes them all.", nullptr, int(m_findings.size())));
}

} // namespace quarry
