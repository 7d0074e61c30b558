#include "views/CompareView.h"

#include "model/Document.h"
#include "views/ComparedModel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace quarry {

CompareView::CompareView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_compared(ComparedModel::of(document))
    , m_summary(new QLabel(tr("Nothing compared yet: File > Compare With…"), this))
    , m_list(new QListWidget(this))
    , m_ghost(new QCheckBox(tr("Ghost"), this))
    , m_fitScale(new QCheckBox(tr("Fit Scale"), this))
{
    setObjectName(QStringLiteral("CompareView"));
    m_list->setObjectName(QStringLiteral("compareList"));
    m_list->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setMinimumWidth(60);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *again = new QPushButton(tr("Compare Again"), this);
    again->setObjectName(QStringLiteral("compareAgainButton"));
    again->setToolTip(tr("Compare the model as it is now with the same file"));
    m_ghost->setObjectName(QStringLiteral("compareGhostBox"));
    m_ghost->setToolTip(tr("Draw the compared model as a ghost over this one in the viewport"));
    m_ghost->setChecked(m_compared->ghostShown());
    // Unchecked and disabled while nothing is compared, the choice kept.
    connect(m_ghost, &QCheckBox::toggled, m_compared, [this](bool on) {
        if (m_compared->isLoaded())
            m_compared->setGhostShown(on);
    });
    connect(m_compared, &ComparedModel::ghostShownChanged, m_ghost, &QCheckBox::setChecked);
    connect(m_compared, &ComparedModel::changed, this, &CompareView::syncLoaded);
    m_fitScale->setObjectName(QStringLiteral("compareFitScaleBox"));
    m_fitScale->setToolTip(tr("Scale the other model to this one's height before measuring (a conversion made "
                              "with --height or --scale); the report says by how much"));
    connect(m_fitScale, &QCheckBox::toggled, this, [this](bool on) {
        // Cancelled: the box goes back to what the report was made with.
        if (!compareAgain() && m_compared->isLoaded()) {
            const QSignalBlocker blocker(m_fitScale);
            m_fitScale->setChecked(!on);
        }
    });
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(again);
    auto *boxes = new QHBoxLayout;
    boxes->addWidget(m_ghost);
    boxes->addWidget(m_fitScale);
    boxes->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(boxes);
    layout->addWidget(m_list, 1);
    connect(again, &QPushButton::clicked, this, &CompareView::compareAgain);
    connect(m_list, &QListWidget::currentRowChanged, this, &CompareView::showLine);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) { showLine(m_list->row(item)); });
    syncLoaded();
}

void CompareView::syncLoaded()
{
    const bool loaded = m_compared->isLoaded();
    m_ghost->setEnabled(loaded);
    m_ghost->setChecked(loaded && m_compared->ghostShown());
    if (loaded)
        return;
    // Cleared (another model opened): no report of a model no longer open.
    m_report = CompareReport();
    m_lines.clear();
    m_list->clear();
    m_summary->setText(tr("Nothing compared yet: File > Compare With…"));
}

bool CompareView::hasComparison() const
{
    return m_compared->isLoaded();
}

const Model &CompareView::other() const
{
    return m_compared->model();
}

CompareOptions CompareView::options() const
{
    CompareOptions options;
    options.fitScale = m_fitScale->isChecked();
    return options;
}

void CompareView::compareWith(const Model &other, const QString &name)
{
    showReport(other, name, compareModels(m_document->model(), other, options()));
}

bool CompareView::compareAgain()
{
    if (!m_compared->isLoaded())
        return false;
    const Model other = m_compared->original();
    const QString name = m_compared->name();
    if (!m_runner) {
        compareWith(other, name);
        return true;
    }
    CompareReport report;
    if (!m_runner(m_document->model(), other, options(), &report))
        return false;
    showReport(other, name, report);
    return true;
}

void CompareView::showReport(const Model &other, const QString &name, const CompareReport &report)
{
    const Model &a = m_document->model();
    m_report = report;
    m_compared->setModel(other, name, report.tolerance, report.fitScale ? report.scale : 1.0);
    m_lines = compareReportLines(m_report, a, other);
    m_summary->setText(m_report.withinTolerance() ? tr("Within tolerance of %1").arg(name)
                                                  : tr("NOT within tolerance of %1").arg(name));
    m_list->clear();
    for (const CompareLine &line : m_lines) {
        auto *item = new QListWidgetItem(QString(4 * line.indent, QLatin1Char(' ')) + line.text, m_list);
        if (line.named)
            item->setToolTip(tr("Click to select it and go to its time"));
        else
            item->setFlags(item->flags() & ~Qt::ItemIsSelectable);
    }
}

void CompareView::showLine(int row)
{
    if (row < 0 || row >= m_lines.size() || !m_lines[row].named)
        return;
    const CompareLine &line = m_lines[row];
    const Model &a = m_document->model();
    Selection selection;
    if (line.joint >= 0 && line.joint < a.skeleton.joints.size())
        selection.joints = {line.joint};
    if (line.mesh >= 0 && line.mesh < a.meshes.size() && line.vertex >= 0
        && line.vertex < a.meshes[line.mesh].vertexCount())
        selection.vertices.insert(line.mesh, {quint32(line.vertex)});
    m_document->setCurrentAnimation(line.animation);
    if (line.animation >= 0)
        m_document->setCurrentTime(line.time);
    m_document->setSelection(selection);
}

} // namespace quarry
