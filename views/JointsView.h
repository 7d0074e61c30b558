// The joint editor: the chosen joint's name, parent and bind pose, and the
// vertices weighted to it with their weights (a row selects the vertex; a
// typed weight sets the joint's weight on the selected vertices), and the
// weight editor (WeightEditor) for the selected vertices.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace quarry {

class Document;
class TransformEditor;
class WeightEditor;

class JointsView : public QWidget
{
    Q_OBJECT

public:
    explicit JointsView(Document *document, QWidget *parent = nullptr);

    int currentJoint() const;
    void setCurrentJoint(int index);
    QTableWidget *weightTable() const { return m_weights; }
    WeightEditor *weightEditor() const { return m_weightEditor; }

    // At most this many weight rows are listed (the label says how many more).
    static constexpr int kMaxWeightRows = 5000;

Q_SIGNALS:
    // The joint shown changed (-1: none): the one whose weights the
    // viewport shows and paints, kept while vertices are selected.
    void currentJointChanged(int joint);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void meshesEdited();
    void rebuildJointList();
    void showJoint();
    void fillWeights(int joint);
    void showSelectedRows();

    Document *m_document;
    QComboBox *m_joint;
    QLineEdit *m_name;
    QComboBox *m_parent;
    TransformEditor *m_bind;
    QTableWidget *m_weights;
    QLabel *m_weightSummary;
    WeightEditor *m_weightEditor;
    bool m_updating = false;
    bool m_weightsStale = false;
    int m_shownJoint = -2; // as last announced by currentJointChanged
};

} // namespace quarry
