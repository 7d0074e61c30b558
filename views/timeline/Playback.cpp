#include "views/timeline/Playback.h"

#include "model/Document.h"

#include <algorithm>
#include <cmath>

namespace quarry {

Playback::Playback(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(15);
    connect(&m_timer, &QTimer::timeout, this, &Playback::tick);
    connect(document, &Document::currentAnimationChanged, this, [this] {
        if (const Animation *a = animation())
            setLoop(a->loop);
    });
    connect(document, &Document::modelReset, this, &Playback::pause);
}

const Animation *Playback::animation() const
{
    const int index = m_document->currentAnimation();
    const auto &list = m_document->model().animations;
    return index >= 0 && index < list.size() ? &list[index] : nullptr;
}

void Playback::play()
{
    const Animation *a = animation();
    if (!a || isPlaying())
        return;
    // Playing from the end starts over.
    if (m_document->currentTime() >= a->duration - 1e-9)
        m_document->setCurrentTime(0.0);
    m_clock.start();
    m_lastTick = 0;
    m_timer.start();
    Q_EMIT playingChanged(true);
}

void Playback::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    Q_EMIT playingChanged(false);
}

void Playback::togglePlaying()
{
    if (isPlaying())
        pause();
    else
        play();
}

void Playback::setLoop(bool loop)
{
    if (loop == m_loop)
        return;
    m_loop = loop;
    Q_EMIT loopChanged(loop);
}

void Playback::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.01, 100.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    Q_EMIT speedChanged(speed);
}

void Playback::tick()
{
    const qint64 now = m_clock.elapsed();
    const double seconds = double(now - m_lastTick) / 1000.0;
    m_lastTick = now;
    advance(seconds);
}

void Playback::advance(double seconds)
{
    const Animation *a = animation();
    if (!a) {
        pause();
        return;
    }
    const double duration = std::max(a->duration, 0.0);
    double t = m_document->currentTime() + seconds * m_speed;
    if (t > duration) {
        if (m_loop && duration > 0) {
            t = std::fmod(t, duration);
        } else {
            t = duration;
            pause();
        }
    }
    m_document->setCurrentTime(std::max(t, 0.0));
}

void Playback::stepFrames(int frames)
{
    const Animation *a = animation();
    if (!a || !(a->fps > 0))
        return;
    pause();
    const int last = std::max(a->frameCount() - 1, 0);
    const int current = int(std::lround(m_document->currentTime() * a->fps));
    int next = current + frames;
    if (m_loop && last > 0)
        next = ((next % (last + 1)) + (last + 1)) % (last + 1);
    next = std::clamp(next, 0, last);
    m_document->setCurrentTime(double(next) / a->fps);
}

void Playback::goToStart()
{
    pause();
    m_document->setCurrentTime(0.0);
}

void Playback::goToEnd()
{
    pause();
    if (const Animation *a = animation())
        m_document->setCurrentTime(std::max(a->duration, 0.0));
}

} // namespace quarry
