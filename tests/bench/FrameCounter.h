// Counts the frames a viewport shows, for the benchmarks that time them:
// waits for the first frame of a viewport just shown, and for the next one
// after a redraw.
#pragma once

#include "views/viewport/ViewportWidget.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QObject>
#include <QWindow>

namespace quarry::bench {

class FrameCounter
{
public:
    explicit FrameCounter(ViewportWidget &widget)
        : m_widget(widget)
    {
        // m_context ends the connection with the counter.
        QObject::connect(&widget, &ViewportWidget::frameSwapped, &m_context, [this] { ++m_swapped; });
    }

    int swapped() const { return m_swapped; }

    // Waits up to 10 s for the viewport to be exposed and show a frame;
    // false when none came.
    bool waitForFirst()
    {
        QElapsedTimer wait;
        wait.start();
        while ((!m_widget.surfaceWindow()->isExposed() || m_swapped == 0) && wait.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        return m_swapped > 0;
    }

    // Waits up to 10 s for a frame after the first `before`, handling
    // events `sliceMs` at a time.
    void waitForNext(int before, int sliceMs = 5) const
    {
        QElapsedTimer timer;
        timer.start();
        while (m_swapped == before && timer.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, sliceMs);
    }

private:
    ViewportWidget &m_widget;
    QObject m_context;
    int m_swapped = 0;
};

} // namespace quarry::bench
