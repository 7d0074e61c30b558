#include "views/ValidationView.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/operations/ValidateOperation.h"
#include "views/TargetCheckBox.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace quarry {

ValidationView::ValidationView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(new QListWidget(this))
    , m_summary(new QLabel(tr("Not checked yet."), this))
{
    setObjectName(QStringLiteral("ValidationView"));
    m_list->setObjectName(QStringLiteral("findingList"));
    m_list->setWordWrap(true);
    auto *run = new QPushButton(tr("Check Again"), this);
    run->setObjectName(QStringLiteral("validateButton"));
    m_fix = new QPushButton(tr("Fix"), this);
    m_fix->setObjectName(QStringLiteral("fixButton"));
    m_fix->setToolTip(tr("Remove the degenerate triangles and unused vertices of this finding's mesh"));
    m_fix->setEnabled(false);
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_fix);
    top->addWidget(run);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);
    m_targetBox = new TargetCheckBox(document, this);
    layout->addWidget(m_targetBox, 1);
    connect(run, &QPushButton::clicked, this, &ValidationView::validate);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_findings.size())
            m_document->setSelection(m_findings[row].selection);
        m_fix->setEnabled(isFixable(row));
    });
    connect(m_fix, &QPushButton::clicked, this, &ValidationView::fixCurrent);
    // Findings go stale when the model changes: say so rather than show old rows.
    auto stale = [this] {
        if (!m_findings.isEmpty() || m_list->count() > 0)
            m_summary->setText(tr("The model changed: check again."));
    };
    connect(document, &Document::modelReset, this, [this] {
        m_findings.clear();
        m_list->clear();
        m_summary->setText(tr("Not checked yet."));
    });
    for (auto signal : {&Document::meshChanged, &Document::meshInserted, &Document::meshRemoved})
        connect(document, signal, this, stale);
    connect(document, &Document::meshesReset, this, stale);
    connect(document, &Document::materialChanged, this, stale);
    connect(document, &Document::skeletonChanged, this, stale);
}

bool ValidationView::isFixable(int row) const
{
    if (row < 0 || row >= m_findings.size())
        return false;
    const Finding::Check check = m_findings[row].check;
    return check == Finding::Check::DegenerateTriangle || check == Finding::Check::UnusedVertex;
}

void ValidationView::fixCurrent()
{
    const int row = m_list->currentRow();
    if (!isFixable(row))
        return;
    // Clean up the finding's mesh: the operation takes the selection's meshes.
    Selection meshes;
    meshes.meshes = m_findings[row].selection.meshes;
    m_document->setSelection(meshes);
    const OperationResult result = runOperation(*m_document, QStringLiteral("cleanUp"));
    validate();
    m_summary->setText(result.message + QLatin1Char(' ') + m_summary->text());
}

OperationResult ValidationView::validate()
{
    // The operation scripts run, so the dock and scripts find the same.
    const OperationResult result = runOperation(*m_document, QStringLiteral("validate"));
    m_findings = findingsFromValue(result.value);
    m_list->clear();
    for (const Finding &f : std::as_const(m_findings))
        m_list->addItem(f.message);
    m_fix->setEnabled(false);
    m_summary->setText(m_findings.isEmpty() ? tr("No problems found.")
                                            : tr("%n problem(s) found; click one to select it.", nullptr,
                                                 int(m_findings.size())));
    return result;
}

} // namespace quarry
