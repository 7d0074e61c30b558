// The Timeline dock: a tool bar (clip, playback, speed, snapping, filter)
// over the TimelineView of the document's current animation.
#pragma once

#include <QDockWidget>

class QComboBox;
class QTabWidget;

namespace quarry {

class CompanionClipBox;
class CurvePanel;
class Document;
class Playback;
class TimelineActions;
class TimelineView;
class TimingActions;

class TimelineDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit TimelineDock(Document *document, QWidget *parent = nullptr);

    TimelineView *view() const { return m_view; }
    Playback *playback() const { return m_playback; }
    TimelineActions *actions() const { return m_actions; }
    TimingActions *timing() const { return m_timing; }
    CurvePanel *curves() const { return m_curves; }
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *clipBox() const { return m_clips; }
    QComboBox *speedBox() const { return m_speed; }
    CompanionClipBox *companionBox() const { return m_companion; }

private:
    void updateClips();

    Document *m_document;
    TimelineView *m_view;
    Playback *m_playback;
    TimelineActions *m_actions;
    TimingActions *m_timing;
    CurvePanel *m_curves;
    QTabWidget *m_tabs;
    QComboBox *m_clips;
    QComboBox *m_speed;
    CompanionClipBox *m_companion;
};

} // namespace quarry
