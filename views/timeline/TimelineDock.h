// The Timeline dock: a tool bar (clip, playback, speed, snapping, filter)
// over the TimelineView of the document's current animation.
#pragma once

#include <QDockWidget>

class QComboBox;

namespace quarry {

class Document;
class Playback;
class TimelineActions;
class TimelineView;

class TimelineDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit TimelineDock(Document *document, QWidget *parent = nullptr);

    TimelineView *view() const { return m_view; }
    Playback *playback() const { return m_playback; }
    TimelineActions *actions() const { return m_actions; }
    QComboBox *clipBox() const { return m_clips; }
    QComboBox *speedBox() const { return m_speed; }

private:
    void updateClips();

    Document *m_document;
    TimelineView *m_view;
    Playback *m_playback;
    TimelineActions *m_actions;
    QComboBox *m_clips;
    QComboBox *m_speed;
};

} // namespace quarry
