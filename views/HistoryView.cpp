#include "views/HistoryView.h"

#include "model/Document.h"
#include "model/UndoBudget.h"

#include <QLabel>
#include <QLocale>
#include <QUndoView>
#include <QVBoxLayout>

namespace quarry {

HistoryView::HistoryView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_view(new QUndoView(document->undoStack(), this))
    , m_memory(new QLabel(this))
{
    m_view->setEmptyLabel(tr("<opened>"));
    m_memory->setObjectName(QStringLiteral("undoMemory"));
    m_memory->setContentsMargins(4, 2, 4, 2);
    m_memory->setToolTip(tr("Memory the undo steps hold. When the history holds more than the undo budget "
                            "(Edit > Preferences), its oldest steps are dropped."));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_memory);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &HistoryView::updateMemory);
    connect(document, &Document::modelReset, this, &HistoryView::updateMemory);
    updateMemory();
}

QString HistoryView::formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

void HistoryView::updateMemory()
{
    QUndoStack *stack = m_document->undoStack();
    const qint64 used = undoStackBytes(*stack);
    const int steps = stack->count();
    const qint64 budget = UndoBudget::of(stack)->bytes();
    const QString stepsText = tr("%n step(s)", nullptr, steps);
    m_memory->setText(budget > 0
                          ? tr("Undo memory: %1 of %2 (%3)").arg(formatBytes(used), formatBytes(budget), stepsText)
                          : tr("Undo memory: %1 (%2)").arg(formatBytes(used), stepsText));
}

} // namespace quarry
