// The History dock: the undo steps (click one to go back to it) and, under
// them, the memory the steps hold against the undo budget.
#pragma once

#include <QWidget>

class QLabel;
class QUndoView;

namespace quarry {

class Document;

class HistoryView : public QWidget
{
    Q_OBJECT

public:
    explicit HistoryView(Document *document, QWidget *parent = nullptr);

    QUndoView *undoView() const { return m_view; }
    // Recounts the memory line (also after each step; call after the
    // budget changes).
    void updateMemory();

    // "12.5 MB", "512 bytes", "1 GB": sizes as the memory line shows them.
    static QString formatBytes(qint64 bytes);

private:
    Document *m_document;
    QUndoView *m_view;
    QLabel *m_memory;
};

} // namespace quarry
