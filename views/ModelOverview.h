// A read-only summary of the open model: what it holds, updated as the
// document changes.
#pragma once

#include <QWidget>

class QLabel;

namespace quarry {

class Document;

class ModelOverview : public QWidget
{
    Q_OBJECT

public:
    explicit ModelOverview(Document *document, QWidget *parent = nullptr);

private:
    void refresh();

    Document *m_document;
    QLabel *m_label;
};

} // namespace quarry
