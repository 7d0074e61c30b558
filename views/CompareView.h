// The Compare dock: the report of comparing the open model (A) with another
// (B, loaded by File > Compare With…), one line a finding; clicking a line
// selects the joint or vertex it names and moves the timeline to its
// animation and time.
#pragma once

#include "model/Model.h"
#include "model/ops/Compare.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QListWidget;

namespace quarry {

class ComparedModel;
class Document;

class CompareView : public QWidget
{
    Q_OBJECT

public:
    explicit CompareView(Document *document, QWidget *parent = nullptr);

    // Compares the document's model with `other` (named `name`) and lists
    // the report.
    void compareWith(const Model &other, const QString &name);
    // Lists a report made elsewhere (on a worker thread) of the document's
    // model against `other`; the viewport draws `other` as a ghost.
    void showReport(const Model &other, const QString &name, const CompareReport &report);
    bool hasComparison() const;
    // The options the dock compares with: Fit Scale's state.
    CompareOptions options() const;
    // What Compare Again compares with (on a worker thread, say): fills
    // the report, false when cancelled. Unset, it compares here.
    using Runner =
        std::function<bool(const Model &a, const Model &b, const CompareOptions &options, CompareReport *report)>;
    void setRunner(Runner runner) { m_runner = std::move(runner); }
    const CompareReport &report() const { return m_report; }
    const Model &other() const;

public Q_SLOTS:
    // Compares the document's model (as it is now) with B again; false
    // when there is no B or the comparison was cancelled.
    bool compareAgain();

private:
    void showLine(int row);
    // The ghost box and the report follow whether B is loaded.
    void syncLoaded();

    Document *m_document;
    ComparedModel *m_compared;
    QLabel *m_summary;
    QListWidget *m_list;
    QCheckBox *m_ghost;
    QCheckBox *m_fitScale;
    CompareReport m_report;
    Runner m_runner;
    QList<CompareLine> m_lines;
};

} // namespace quarry
