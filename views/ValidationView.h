// The validation report: what validateModel finds in the open model, one
// row per finding; clicking a row selects what it is about.
#pragma once

#include "model/ops/Validation.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace quarry {

class Document;

class ValidationView : public QWidget
{
    Q_OBJECT

public:
    explicit ValidationView(Document *document, QWidget *parent = nullptr);

    // Runs the checks now and lists the findings.
    void validate();
    const QList<Finding> &findings() const { return m_findings; }
    QListWidget *list() const { return m_list; }

private:
    Document *m_document;
    QListWidget *m_list;
    QLabel *m_summary;
    QList<Finding> m_findings;
};

} // namespace quarry
