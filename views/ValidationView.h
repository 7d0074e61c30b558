// The validation report: what validateModel finds in the open model, one
// row per finding; clicking a row selects what it is about, and Fix
// repairs what Clean Up can (degenerate triangles, unused vertices).
#pragma once

#include "model/operations/Operation.h"
#include "model/ops/Validation.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace quarry {

class Document;
class TargetCheckBox;

class ValidationView : public QWidget
{
    Q_OBJECT

public:
    explicit ValidationView(Document *document, QWidget *parent = nullptr);

    // Runs the operation validate now and lists its findings.
    OperationResult validate();
    const QList<Finding> &findings() const { return m_findings; }
    QListWidget *list() const { return m_list; }
    // The Target box: the model against an engine's limits.
    TargetCheckBox *targetBox() const { return m_targetBox; }
    // Runs Clean Up on the current finding's mesh (degenerate triangles,
    // unused vertices: the findings the Fix button is enabled for) and
    // checks again.
    void fixCurrent();

private:
    bool isFixable(int row) const;

    Document *m_document;
    QListWidget *m_list;
    QLabel *m_summary;
    QPushButton *m_fix = nullptr;
    TargetCheckBox *m_targetBox = nullptr;
    QList<Finding> m_findings;
};

} // namespace quarry
