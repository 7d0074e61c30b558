#include "editor/BackgroundTask.h"

#include <QAction>
#include <QEventLoop>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QThread>
#include <QTimer>
#include <QToolBar>

namespace quarry {

BackgroundTask::BackgroundTask(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_label(new QLabel(window))
    , m_bar(new QProgressBar(window))
    , m_cancel(new QPushButton(tr("Cancel"), window))
{
    m_bar->setObjectName(QStringLiteral("taskProgress"));
    m_cancel->setObjectName(QStringLiteral("taskCancel"));
    m_bar->setMaximumWidth(200);
    m_bar->setTextVisible(false);
    window->statusBar()->addPermanentWidget(m_label);
    window->statusBar()->addPermanentWidget(m_bar);
    window->statusBar()->addPermanentWidget(m_cancel);
    m_label->hide();
    m_bar->hide();
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &BackgroundTask::cancel);
}

bool BackgroundTask::run(const QString &label, const std::function<void(const ProgressFn &)> &job)
{
    if (m_running)
        return false;
    m_running = true;
    m_cancelled = false;
    m_permille = -1;
    ProgressFn progress = [this](double fraction) {
        m_permille = int(qBound(0.0, fraction, 1.0) * 1000.0);
        return !m_cancelled.load();
    };
    // Everything but the status bar waits: the model must not change under
    // the job, and a second job must not start.
    QList<QWidget *> disabled;
    for (QWidget *w : m_window->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        if (w != m_window->statusBar() && w->isEnabled() && !w->isWindow()) {
            w->setEnabled(false);
            disabled.append(w);
        }
    // Shortcuts too: no save or undo while the job runs.
    QList<QAction *> disabledActions;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->isEnabled()) {
            a->setEnabled(false);
            disabledActions.append(a);
        }
    m_label->setText(label);
    m_bar->setRange(0, 0); // busy until the job reports progress
    m_label->show();
    m_bar->show();
    m_cancel->show();
    m_cancel->setEnabled(true);

    QEventLoop loop;
    QThread *thread = QThread::create([&job, &progress] { job(progress); });
    connect(thread, &QThread::finished, &loop, &QEventLoop::quit);
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [this] {
        const int p = m_permille;
        if (p >= 0) {
            m_bar->setRange(0, 1000);
            m_bar->setValue(p);
        }
    });
    poll.start(50);
    thread->start();
    Q_EMIT started();
    if (!thread->isFinished())
        loop.exec();
    thread->wait();
    delete thread;
    poll.stop();

    for (QWidget *w : std::as_const(disabled))
        w->setEnabled(true);
    for (QAction *a : std::as_const(disabledActions))
        a->setEnabled(true);
    m_label->hide();
    m_bar->hide();
    m_cancel->hide();
    m_running = false;
    return !m_cancelled;
}

} // namespace quarry
