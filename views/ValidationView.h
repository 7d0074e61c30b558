// The validation report: what validateModel finds in the open model, one
// row per finding; clicking a row selects what it is about, and Fix
// repairs what Clean Up can (degenerate triangles, unused vertices). Once
// checked, the list follows the model: it is checked again shortly after
// each edit (on a worker thread for a large model).
#pragma once

#include "model/operations/Operation.h"
#include "model/ops/Validation.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTimer;

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

    // Models with more vertices and triangles than this are checked again
    // on a worker thread after an edit.
    void setBackgroundThreshold(qsizetype elements) { m_backgroundThreshold = elements; }

private:
    bool isFixable(int row) const;
    // Checks again after an edit (the timer gathers a burst of edits).
    void refresh();
    void showFindings(const QList<Finding> &findings);

    Document *m_document;
    QListWidget *m_list;
    QLabel *m_summary;
    QPushButton *m_fix = nullptr;
    TargetCheckBox *m_targetBox = nullptr;
    QList<Finding> m_findings;
    QTimer *m_refresh;
    bool m_checked = false;
    quint64 m_generation = 0; // of the model checked on a worker; older answers are dropped
    qsizetype m_backgroundThreshold = 200000;
};

} // namespace quarry
