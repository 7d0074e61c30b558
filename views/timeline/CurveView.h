// The Timeline dock's curve view: one joint's channels of the current clip
// plotted against time (translation, rotation as Euler angles in degrees, or
// scale: x red, y green, z blue), keys as squares. A key dragged moves in
// time and value; each drag is one undo step (MoveCurveKeyCommand).
#pragma once

#include "model/Animation.h"
#include "model/ops/CurveEdit.h"

#include <QWidget>

class QComboBox;

namespace quarry {

class Document;

class CurveView : public QWidget
{
    Q_OBJECT

public:
    enum class Group { Translation, Rotation, Scale };

    explicit CurveView(Document *document, QWidget *parent = nullptr);

    void setGroup(Group group);
    Group group() const { return m_group; }
    // The joint shown: -1 follows the selection (the first selected joint
    // with keys, else the first keyed joint, else the first morph track);
    // a morph row (ops/MorphTracks.h) shows that target's weight.
    void setJoint(int joint);
    int shownJoint() const;

    // Where key `index` of the channel is drawn, and the time and value a
    // point of the plot stands for (for tests and tool tips).
    QPointF keyPosition(CurveChannel channel, qsizetype index) const;
    double timeAt(double x) const;
    double valueAt(double y) const;

    QSize sizeHint() const override { return {600, 220}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    const Animation *animation() const;
    const JointTrack *track() const;
    const MorphTrack *morphTrack() const;
    // Whether anything is shown; the keys and the value at a time of the
    // shown joint's channel `component` of the group (of the morph track's
    // weight: component 0 only).
    bool showsTrack() const { return track() || morphTrack(); }
    QList<CurvePoint> shownKeys(int component) const;
    float shownValue(int component, float time) const;
    QRectF plotRect() const;
    double xAt(double time) const;
    double yAt(double value) const;
    // Fits the value range to the shown curves (not during a drag).
    void fitRange();
    CurveChannel channel(int component) const { return CurveChannel(int(m_group) * 3 + component); }

    Document *m_document;
    Group m_group = Group::Rotation;
    int m_joint = -1;
    double m_duration = 1.0;
    double m_min = -1.0, m_max = 1.0;

    bool m_dragging = false;
    CurveChannel m_dragChannel = CurveChannel::TranslationX;
    qsizetype m_dragIndex = -1;
    int m_dragSerial = 0;
    int m_dragJoint = -1;
    Animation m_dragSource;
};

// The curve view with its channel-group and joint choosers.
class CurvePanel : public QWidget
{
    Q_OBJECT

public:
    explicit CurvePanel(Document *document, QWidget *parent = nullptr);
    CurveView *view() const { return m_view; }

private:
    void updateJoints(bool keepChoice = false);

    Document *m_document;
    CurveView *m_view;
    QComboBox *m_joints;
};

} // namespace quarry
