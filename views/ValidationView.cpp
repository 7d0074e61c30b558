#include "views/ValidationView.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/operations/ValidateOperation.h"
#include "views/TargetCheckBox.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace quarry {

ValidationView::ValidationView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(new QListWidget(this))
    , m_summary(new QLabel(tr("Not checked yet."), this))
    , m_refresh(new QTimer(this))
{
    setObjectName(QStringLiteral("ValidationView"));
    m_list->setObjectName(QStringLiteral("findingList"));
    m_list->setWordWrap(true);
    // Wraps rather than widen the dock when the text grows.
    m_summary->setWordWrap(true);
    m_summary->setMinimumWidth(60);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(300);
    connect(m_refresh, &QTimer::timeout, this, &ValidationView::refresh);
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
    connect(document, &Document::modelReset, this, [this] {
        m_refresh->stop();
        ++m_generation;
        m_checked = false;
        m_findings.clear();
        m_list->clear();
        m_summary->setText(tr("Not checked yet."));
    });
    // Every edit (and its undo) goes through the stack; a checked list is checked again after it.
    connect(document->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (m_checked)
            m_refresh->start();
    });
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
    m_refresh->stop();
    ++m_generation;
    // The operation scripts run, so the dock and scripts find the same.
    const OperationResult result = runOperation(*m_document, QStringLiteral("validate"));
    m_checked = true;
    showFindings(findingsFromValue(result.value));
    return result;
}

void ValidationView::refresh()
{
    const Model &model = m_document->model();
    qsizetype elements = 0;
    for (const Mesh &mesh : model.meshes)
        elements += mesh.positions.size() + mesh.triangles.size();
    if (elements <= m_backgroundThreshold) {
        validate();
        return;
    }
    // A copy (shared, not duplicated) the worker reads while the editor goes on.
    const quint64 generation = ++m_generation;
    ValidationOptions options;
    if (!m_document->filePath().isEmpty())
        options.baseDirectory = QFileInfo(m_document->filePath()).path();
    m_summary->setText(tr("Checking again..."));
    QPointer<ValidationView> self(this);
    QThreadPool::globalInstance()->start([self, model, options, generation] {
        const QList<Finding> findings = validateModel(model, options);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, findings, generation] {
                if (self && self->m_generation == generation)
                    self->showFindings(findings);
            },
            Qt::QueuedConnection);
    });
}

void ValidationView::showFindings(const QList<Finding> &findings)
{
    m_findings = findings;
    m_list->clear();
    for (const Finding &f : std::as_const(m_findings))
        m_list->addItem(f.message);
    m_fix->setEnabled(false);
    m_summary->setText(m_findings.isEmpty()
                           ? tr("No problems found.")
                           : tr("%n problem(s) found; click one to select it.", nullptr, int(m_findings.size())));
}

} // namespace quarry
