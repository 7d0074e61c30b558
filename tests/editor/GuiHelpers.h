// Helpers for the suites that drive the editor window: acting on the modal
// dialog an action is about to open.
#pragma once

#include <QApplication>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace quarry::test {

// Runs `act` on the next modal dialog that shows up (polling: the dialog
// opens inside a nested event loop the caller is about to enter).
inline void onNextModal(std::function<void(QWidget *)> act)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            act(modal);
        }
    });
    timer->start();
}

} // namespace quarry::test
