// The morph targets of the selected meshes, in the Properties dock: each
// target's name and the vertices it moves, with a weight slider and spin
// box that preview it in the viewport. The weights are the Document's view
// state (Document::morphWeights), not model edits: no undo step, nothing
// saved, the document stays unmodified.
#pragma once

#include <QList>
#include <QWidget>

class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSlider;

namespace quarry {

class Document;

class MorphTargetsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MorphTargetsPanel(Document *document, QWidget *parent = nullptr);

    // Meshes whose targets are listed: the selected meshes, and the meshes
    // of selected vertices and faces.
    QList<int> shownMeshes() const;

private:
    struct Row
    {
        int mesh;
        int target;
        QSlider *slider;
        QDoubleSpinBox *spin;
    };

    void queueRebuild();
    void rebuild();
    // Sliders, spin boxes and the limit note from the document's weights.
    void showWeights();
    void setWeight(int mesh, int target, double weight);

    Document *m_document;
    QWidget *m_rows;
    QGridLayout *m_grid;
    QLabel *m_note;
    QPushButton *m_reset;
    QList<Row> m_rowList;
    bool m_rebuildQueued = false;
};

} // namespace quarry
