// The Validation dock's Target box: choose an engine, and the model is
// checked against what its loader accepts (model/ops/TargetCheck); one row
// per finding, saying whether export fixes it; clicking a row selects the
// meshes or joints it is about, as validation findings do.
#pragma once

#include "model/ops/TargetCheck.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QListWidget;

namespace quarry {

class Document;

class TargetCheckBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit TargetCheckBox(Document *document, QWidget *parent = nullptr);

    // The engines to offer (the editor passes io/targets' tables).
    void setTargets(const QList<TargetChoice> &targets);
    // Checks the model against the chosen engine now and lists the findings.
    void check();
    const QList<TargetFinding> &findings() const { return m_findings; }
    QComboBox *targetCombo() const { return m_target; }
    QListWidget *list() const { return m_list; }

private:
    Document *m_document;
    QComboBox *m_target;
    QListWidget *m_list;
    QLabel *m_summary;
    QList<TargetChoice> m_targets;
    QList<TargetFinding> m_findings;
};

} // namespace quarry
