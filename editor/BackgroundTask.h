// Runs a long job (reading or writing a big file) on a worker thread while
// the window stays responsive: a busy progress bar with Cancel in the
// status bar, the rest of the window disabled until the job ends.
#pragma once

#include "io/IoResult.h"

#include <QObject>

#include <atomic>
#include <functional>

class QProgressBar;
class QPushButton;
class QLabel;
class QMainWindow;

namespace quarry {

class BackgroundTask : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundTask(QMainWindow *window);

    // Runs `job` on a worker thread with a ProgressFn that records progress
    // and reports cancellation; waits (processing events) until it ends.
    // Returns false when the user cancelled: the caller discards the result.
    bool run(const QString &label, const std::function<void(const ProgressFn &)> &job);

    bool isRunning() const { return m_running; }
    void cancel() { m_cancelled = true; }

Q_SIGNALS:
    // Emitted on the GUI thread when a job starts (tests cancel from here).
    void started();

private:
    QMainWindow *m_window;
    QLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
    std::atomic<bool> m_cancelled{false};
    std::atomic<int> m_permille{-1};
    bool m_running = false;
};

} // namespace quarry
