// Plays the document's current animation: a timer advances
// Document::currentTime by the wall clock times the playback speed, looping
// or stopping at the end. Stepping and jumping move by the clip's frames.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace quarry {

class Document;
struct Animation;

class Playback : public QObject
{
    Q_OBJECT

public:
    explicit Playback(Document *document, QObject *parent = nullptr);

    bool isPlaying() const { return m_timer.isActive(); }
    bool loops() const { return m_loop; }
    double speed() const { return m_speed; }

    void play();
    void pause();
    void togglePlaying();
    void setLoop(bool loop);
    // 1 = real time; clamped to [0.01, 100].
    void setSpeed(double speed);
    // Moves the cursor by whole frames of the clip (snapping to a frame first).
    void stepFrames(int frames);
    void goToStart();
    void goToEnd();
    // Advances as if `seconds` of wall-clock time had passed (the timer's tick).
    void advance(double seconds);

Q_SIGNALS:
    void playingChanged(bool playing);
    void loopChanged(bool loop);
    void speedChanged(double speed);

private:
    const Animation *animation() const;
    void tick();

    Document *m_document;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastTick = 0;
    bool m_loop = true;
    double m_speed = 1.0;
};

} // namespace quarry
