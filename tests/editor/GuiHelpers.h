// Helpers for the suites that drive the editor window: acting on the modal
// dialog an action is about to open.
#pragma once

#include <QApplication>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace quarry::test {

// Runs `act` on the next modal dialog that shows up (polling: the dialog
// opens inside a nested event loop the caller is about to enter). `after`:
// a dialog just answered, which may still be the active modal widget for a
// moment while it closes; it is not taken for the next one.
inline void onNextModal(std::function<void(QWidget *)> act, const QWidget *after = nullptr)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act, after] {
        QWidget *modal = QApplication::activeModalWidget();
        if (modal && modal != after && modal->isVisible()) {
            timer->stop();
            timer->deleteLater();
            act(modal);
        }
    });
    timer->start();
}

} // namespace quarry::test
