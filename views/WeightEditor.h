// The Joints dock's weight editing: a weight, a mode and Normalize with
// Assign and Remove buttons for the selected vertices and the current
// joint, and a table of the selected vertices, a row each with every joint
// weighting it and the sum. Typing a weight in a joint's column sets that
// joint's weight on every selected vertex. Edits run the operations by id
// (assignWeights, removeInfluence): one undo step each.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace quarry {

class Document;

class WeightEditor : public QWidget
{
    Q_OBJECT

public:
    explicit WeightEditor(Document *document, QWidget *parent = nullptr);

    // The joint the buttons assign and remove (-1: none).
    void setJoint(int joint);
    int joint() const { return m_joint; }
    // Whether typed and assigned weights scale the others to sum to one.
    bool normalizes() const;
    // Sets the joint's weight on the selected vertices (replace mode).
    void setWeight(int joint, double weight);

    QTableWidget *vertexTable() const { return m_table; }

    // At most this many selected vertices are listed.
    static constexpr int kMaxRows = 500;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void fill();
    void typed(QTableWidgetItem *item);
    void updateEnabled();

    Document *m_document;
    int m_joint = -1;
    QDoubleSpinBox *m_weight;
    QComboBox *m_mode;
    QCheckBox *m_normalize;
    QPushButton *m_assign;
    QPushButton *m_remove;
    QLabel *m_summary;
    QTableWidget *m_table;
    QList<int> m_columnJoints;
    bool m_updating = false;
    bool m_stale = false;
};

} // namespace quarry
