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
#include <QScrollArea>
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
    // Long findings (a texture's path) wrap to the list's width: no
    // horizontal scrolling, items laid out again as the dock resizes.
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_summary->setObjectName(QStringLiteral("validationSummary"));
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
    // The summary on a line of its own: beside the buttons, it made the
    // dock's least width theirs plus its own.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fix);
    buttons->addWidget(run);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
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
    // Checking again disables Fix; focus leaving a disabled button moves
    // to the next widget, and the dock's scroll area scrolls to that one,
    // taking the summary out of view. The list keeps it instead.
    m_list->setFocus(Qt::OtherFocusReason);
    const OperationResult result = runOperation(*m_document, QStringLiteral("cleanUp"));
    validate();
    m_summary->setText(result.message + QLatin1Char(' ') + m_summary->text());
    for (QWidget *w = parentWidget(); w; w = w->parentWidget())
        if (auto *area = qobject_cast<QScrollArea *>(w)) {
            area->ensureWidgetVisible(m_summary, 0, 0);
            break;
        }
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
