// The UV dock: the UvView canvas under a bar of its controls (texture
// coordinate set, pick vertices or faces, snapping to texture pixels,
// select island, frame) and typed edits (move, rotate, scale, flip, fit,
// project), each run as an operation by id: one undo step, as in scripts.
#pragma once

#include <QVector3D>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace quarry {

class Document;
class UvView;

class UvDock : public QWidget
{
    Q_OBJECT

public:
    explicit UvDock(Document *document, QWidget *parent = nullptr);

    UvView *view() const { return m_view; }
    QComboBox *setPicker() const { return m_set; }
    // Runs the typed move, rotation and scale (the Apply button).
    void applyTypedTransform();
    // Where the 3D view looks: offers a planar projection along it.
    void setViewDirection(std::function<QVector3D()> direction);
    // Runs the projection chosen in the list (the Project button).
    void project();
    QComboBox *projectionPicker() const { return m_projection; }

Q_SIGNALS:
    void message(const QString &text);

private:
    void run(const QString &id, const QVariantMap &options = {});
    void updateSets();

    Document *m_document;
    UvView *m_view;
    QComboBox *m_set;
    QComboBox *m_pick;
    QCheckBox *m_snap;
    QDoubleSpinBox *m_moveU;
    QDoubleSpinBox *m_moveV;
    QDoubleSpinBox *m_rotate;
    QDoubleSpinBox *m_scaleU;
    QDoubleSpinBox *m_scaleV;
    QComboBox *m_projection;
    std::function<QVector3D()> m_viewDirection;
};

} // namespace quarry
