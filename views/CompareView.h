// The Compare dock: the report of comparing the open model (A) with another
// (B, loaded by File > Compare With…), one line a finding; clicking a line
// selects the joint or vertex it names and moves the timeline to its
// animation and time.
#pragma once

#include "model/Model.h"
#include "model/ops/Compare.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace quarry {

class Document;

class CompareView : public QWidget
{
    Q_OBJECT

public:
    explicit CompareView(Document *document, QWidget *parent = nullptr);

    // Compares the document's model with `other` (named `name`) and lists
    // the report.
    void compareWith(const Model &other, const QString &name);
    bool hasComparison() const { return m_hasOther; }
    const CompareReport &report() const { return m_report; }
    const Model &other() const { return m_other; }

public Q_SLOTS:
    // Compares the document's model (as it is now) with B again.
    void compareAgain();

private:
    void showLine(int row);

    Document *m_document;
    QLabel *m_summary;
    QListWidget *m_list;
    Model m_other;
    QString m_otherName;
    bool m_hasOther = false;
    CompareReport m_report;
    QList<CompareLine> m_lines;
};

} // namespace quarry
