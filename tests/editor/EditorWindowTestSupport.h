// What the main-window suites share: a main window on the sample model per
// test, the outliner, docks, and answering the next modal dialog.
#pragma once

#include "editor/BackgroundTask.h"
#include "editor/ExportDialog.h"
#include "editor/MainWindow.h"
#include "editor/ModelOperations.h"
#include "editor/cli/CompanionFiles.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Weights.h"
#include "views/JointsView.h"
#include "views/MaterialsView.h"
#include "views/OutlinerView.h"
#include "views/PropertiesView.h"
#include "views/ValidationView.h"
#include "views/viewport/ViewportWidget.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QTreeWidgetItemIterator>
#include <QUrl>

#include <cmath>
#include <functional>
#include <memory>

namespace quarry::editortest {

using namespace quarry;

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

inline void clickMessageBoxButton(QWidget *modal, QMessageBox::StandardButton which)
{
    auto *box = qobject_cast<QMessageBox *>(modal);
    QVERIFY(box);
    QTest::mouseClick(box->button(which), Qt::LeftButton);
}

// A main window (1200×800, shown and active) on the sample model, made by
// open() before each test and closed by close().
struct EditorWindowFixture
{
    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }
    const Model &model() { return m_window->document()->model(); }
    OutlinerView *outliner() { return m_window->findChild<OutlinerView *>(); }

    void clickItem(QTreeWidgetItem *item, Qt::KeyboardModifiers modifiers = {})
    {
        OutlinerView *view = outliner();
        view->scrollToItem(item);
        const QRect rect = view->visualItemRect(item);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, rect.center());
    }

    void raiseDock(const char *name)
    {
        auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(name));
        QVERIFY(dock);
        dock->show();
        dock->raise();
        QApplication::processEvents();
    }

    void open()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->resize(1200, 800);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        doc()->resetModel(makeSampleModel(), QStringLiteral("/tmp/quarry-test/sample.iqm"), QString());
    }

    void close()
    {
        if (m_window)
            doc()->undoStack()->setClean();
        m_window.reset();
    }
};

} // namespace quarry::editortest
