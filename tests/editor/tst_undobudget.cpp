// The undo budget as a user sets it: Edit > Preferences, Undo steps and Undo
// memory limit; the History dock shows the memory the steps hold, and the
// oldest steps go when either limit is passed.
#include "GuiHelpers.h"
#include "UndoMeshes.h"

#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/UndoBudget.h"
#include "model/commands/TransformVerticesCommand.h"
#include "views/HistoryView.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QUndoView>

using namespace quarry;

class TestUndoBudget : public QObject
{
    Q_OBJECT

    static QAction *findAction(QWidget *window, const QString &id)
    {
        for (QAction *a : window->findChildren<QAction *>())
            if (a->objectName() == id || a->text().remove(QLatin1Char('&')).startsWith(id))
                return a;
        return nullptr;
    }

    // Sets the two budget fields in the Preferences dialog and presses OK.
    static void setBudget(MainWindow &w, int steps, int mebibytes)
    {
        QAction *prefs = findAction(&w, QStringLiteral("Preferences"));
        QVERIFY(prefs);
        bool done = false;
        test::onNextModal([&](QWidget *dialog) {
            auto *stepsBox = dialog->findChild<QSpinBox *>(QStringLiteral("undoLimit"));
            auto *memoryBox = dialog->findChild<QSpinBox *>(QStringLiteral("undoMemoryMiB"));
            if (stepsBox && memoryBox) {
                stepsBox->setValue(steps);
                memoryBox->setValue(mebibytes);
                done = true;
            }
            QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        prefs->trigger();
        QVERIFY(done);
    }

    static void move(Document *doc)
    {
        QMatrix4x4 m;
        m.translate(0.5f, 0, 0);
        doc->undoStack()->push(
            new TransformVerticesCommand(doc, TransformVerticesCommand::allVertices(doc->model(), {0}), m));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_undobudget"));
        QSettings().clear();
    }

    void defaults()
    {
        MainWindow w;
        const UndoBudget *budget = UndoBudget::of(w.document()->undoStack());
        QCOMPARE(budget->steps(), 500);
        QCOMPARE(budget->bytes(), qint64(1024) * 1024 * 1024);
    }

    void memoryLimitDropsOldestSteps()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        setBudget(w, 500, 1);
        Document *doc = w.document();
        doc->resetModel(test::gridModel(100)); // 10,000 vertices: a move holds 160,000 bytes
        auto *history = w.findChild<HistoryView *>();
        QVERIFY(history);
        auto *memory = history->findChild<QLabel *>(QStringLiteral("undoMemory"));
        QVERIFY(memory);
        for (int i = 0; i < 10; ++i)
            move(doc);
        QCoreApplication::processEvents(); // the budget acts once the event loop runs
        // 1 MiB holds six moves; the four oldest went.
        QCOMPARE(doc->undoStack()->count(), 6);
        QCOMPARE(undoStackBytes(*doc->undoStack()), qint64(6 * 160000));
        QVERIFY2(memory->text().contains(HistoryView::formatBytes(6 * 160000)), qPrintable(memory->text()));
        QVERIFY2(memory->text().contains(HistoryView::formatBytes(1024 * 1024)), qPrintable(memory->text()));
        // The history lists what is left, and going to its first row gives
        // the model as it was before the oldest move kept.
        QCOMPARE(history->undoView()->model()->rowCount(), 7);
        doc->undoStack()->setIndex(0);
        QCOMPARE(doc->model().meshes[0].positions[0].x(), 1.0f + 4 * 0.5f);
        doc->undoStack()->setClean();
    }

    void stepLimitAppliesToTheNextModel()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Document *doc = w.document();
        doc->resetModel(test::gridModel(10));
        move(doc);
        setBudget(w, 3, 1024);
        doc->resetModel(test::gridModel(10));
        for (int i = 0; i < 5; ++i)
            move(doc);
        QCoreApplication::processEvents();
        QCOMPARE(doc->undoStack()->count(), 3);
        auto *memory = w.findChild<HistoryView *>()->findChild<QLabel *>(QStringLiteral("undoMemory"));
        QVERIFY2(memory->text().contains(QLatin1String("3 step")), qPrintable(memory->text()));
        doc->undoStack()->setClean();
    }
};

QTEST_MAIN(TestUndoBudget)
#include "tst_undobudget.moc"
