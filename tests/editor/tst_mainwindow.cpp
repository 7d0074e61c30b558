// The main window driven as a user would, under a real (virtual) display.
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/commands/RenameCommand.h"
#include "model/ops/SampleModel.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QTest>
#include <QUndoView>

using namespace quarry;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    static QAction *findAction(QWidget *window, const QString &text)
    {
        for (QAction *a : window->findChildren<QAction *>())
            if (a->text().remove(QLatin1Char('&')).startsWith(text))
                return a;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void menusExist()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList titles;
        for (QAction *a : w.menuBar()->actions())
            titles << a->text().remove(QLatin1Char('&'));
        for (const char *t : {"File", "Edit", "View", "Help"})
            QVERIFY2(titles.contains(QLatin1String(t)), qPrintable(titles.join(QLatin1Char(','))));
        QVERIFY(w.findChild<QUndoView *>());
    }

    void undoShortcutUndoesAndTitleShowsModified()
    {
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        Document *doc = w.document();
        doc->resetModel(makeSampleModel(), QStringLiteral("/tmp/sample.iqe"), QString());
        QVERIFY(!w.isWindowModified());
        doc->undoStack()->push(new RenameCommand(doc, ObjectKind::Joint, 0, QStringLiteral("hips")));
        QVERIFY(w.isWindowModified());
        QAction *undo = findAction(&w, QStringLiteral("Undo"));
        QVERIFY(undo && undo->isEnabled());
        // The standard shortcut, sent to the window.
        QTest::keySequence(&w, QKeySequence::Undo);
        QCOMPARE(doc->model().skeleton.joints[0].name, QStringLiteral("root"));
        QVERIFY(!w.isWindowModified());
        QTest::keySequence(&w, QKeySequence::Redo);
        QCOMPARE(doc->model().skeleton.joints[0].name, QStringLiteral("hips"));
        // Both common redo keys redo, whatever the platform's standard one.
        for (const QKeySequence &key :
             {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)}) {
            QTest::keySequence(&w, QKeySequence::Undo);
            QCOMPARE(doc->model().skeleton.joints[0].name, QStringLiteral("root"));
            QTest::keySequence(&w, key);
            QVERIFY2(doc->model().skeleton.joints[0].name == QLatin1String("hips"), qPrintable(key.toString()));
        }
        QAction *redo = findAction(&w, QStringLiteral("Redo"));
        QVERIFY(redo && redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
        // Close without prompting: discard through the clean state.
        doc->undoStack()->setClean();
    }

    void historyDockListsCommands()
    {
        MainWindow w;
        w.show();
        Document *doc = w.document();
        doc->resetModel(makeSampleModel());
        doc->undoStack()->push(new RenameCommand(doc, ObjectKind::Mesh, 0, QStringLiteral("trunk")));
        auto *view = w.findChild<QUndoView *>();
        QVERIFY(view);
        QCOMPARE(view->model()->rowCount(), 2); // "<opened>" and the rename
        QVERIFY(view->model()->index(1, 0).data().toString().contains(QLatin1String("trunk")));
        // Clicking the first row goes back to the opened state.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(view->model()->index(0, 0)).center());
        QCOMPARE(doc->model().meshes[0].name, QStringLiteral("column"));
        doc->undoStack()->setClean();
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
