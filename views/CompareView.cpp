#include "views/CompareView.h"

#include "model/Document.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace quarry {

CompareView::CompareView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_summary(new QLabel(tr("Nothing compared yet: File > Compare With…"), this))
    , m_list(new QListWidget(this))
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
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(again);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);
    connect(again, &QPushButton::clicked, this, &CompareView::compareAgain);
    connect(m_list, &QListWidget::currentRowChanged, this, &CompareView::showLine);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) { showLine(m_list->row(item)); });
}

void CompareView::compareWith(const Model &other, const QString &name)
{
    m_other = other;
    m_otherName = name;
    m_hasOther = true;
    compareAgain();
}

void CompareView::compareAgain()
{
    if (!m_hasOther)
        return;
    const Model &a = m_document->model();
    m_report = compareModels(a, m_other);
    m_lines = compareReportLines(m_report, a, m_other);
    m_summary->setText(m_report.withinTolerance() ? tr("Within tolerance of %1").arg(m_otherName)
                                                  : tr("NOT within tolerance of %1").arg(m_otherName));
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
