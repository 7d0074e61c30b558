// File > Compare With… and the Compare dock in the main window, under a
// (virtual) display: the report listed, and a click on a line selecting
// what it names and moving the timeline to its time.
#include "editor/BackgroundTask.h"
#include "editor/CompareActions.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/CompareView.h"
#include "views/ComparedModel.h"

#include <QUndoStack>

#include <cmath>

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

class TestCompareDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_compare_dock"));
    }

    void clickingALineSelectsItAndMovesTheTimeline()
    {
        QTemporaryDir dir;
        Model moved = makeSampleModel();
        const int vertex = 30;
        moved.meshes[0].positions[vertex] += QVector3D(0.2f, 0, 0);
        const QString path = dir.filePath(QStringLiteral("moved.iqe"));
        QVERIFY(writeModelFile(moved, path, QStringLiteral("iqe")).ok());

        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Document *doc = w.document();
        doc->resetModel(makeSampleModel(), QStringLiteral("/tmp/sample.iqe"), QString());
        QAction *action = w.findChild<QAction *>(QStringLiteral("compareWith"));
        QVERIFY(action);
        QVERIFY(!w.findChild<CompareView *>());

        QCOMPARE(compareWithFile(&w, doc, path), QString());
        auto *view = w.findChild<CompareView *>();
        QVERIFY(view);
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("CompareDock"));
        QVERIFY(dock && dock->isVisible());
        QVERIFY(!view->report().withinTolerance());
        auto *list = view->findChild<QListWidget *>(QStringLiteral("compareList"));
        QVERIFY(list && list->count() > 5);

        // The animation's surface line names the moved vertex at some time.
        int row = -1;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->text().contains(QStringLiteral("surface: largest"))
                && list->item(i)->text().contains(QStringLiteral("animation")))
                row = i;
        QVERIFY2(row >= 0, "an animation's surface line");
        QVERIFY(list->item(row)->text().contains(QStringLiteral("vertex %1").arg(vertex)));
        doc->setCurrentAnimation(-1);
        doc->setSelection({});
        list->scrollToItem(list->item(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(row)).center());
        QCOMPARE(doc->currentAnimation(), 0);
        QCOMPARE(doc->currentTime(), view->report().animations[0].surface.time);
        QCOMPARE(doc->selection().vertices.value(0), QList<quint32>{quint32(vertex)});

        // The line of joints at the bind pose: B's joints did not move.
        QCOMPARE(view->report().joints.largest, 0.0);

        // An unreadable file leaves the dock as it was and says why.
        QVERIFY(!compareWithFile(&w, doc, dir.filePath(QStringLiteral("none.iqm"))).isEmpty());
        QCOMPARE(w.findChildren<CompareView *>().size(), 1);
    }

    // The report is made on the window's worker thread; Cancel drops it:
    // no report, no ghost, the document as it was.
    void cancelLeavesTheDockEmptyAndTheDocumentUnchanged()
    {
        QTemporaryDir dir;
        Model moved = makeSampleModel();
        moved.meshes[0].positions[30] += QVector3D(0.2f, 0, 0);
        const QString path = dir.filePath(QStringLiteral("moved.iqe"));
        QVERIFY(writeModelFile(moved, path, QStringLiteral("iqe")).ok());

        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Document *doc = w.document();
        doc->resetModel(makeSampleModel(), QStringLiteral("/tmp/sample.iqe"), QString());
        const Model before = doc->model();
        BackgroundTask *task = w.backgroundTask();
        QVERIFY(task);
        int started = 0;
        auto cancel = connect(task, &BackgroundTask::started, task, [&] {
            ++started;
            task->cancel();
        });
        QCOMPARE(compareWithFile(&w, doc, path), QString());
        QCOMPARE(started, 1); // it ran as a background job
        const CompareView *view = w.findChild<CompareView *>();
        QVERIFY(!view || (!view->hasComparison() && view->findChild<QListWidget *>()->count() == 0));
        QVERIFY(!ComparedModel::of(doc)->isLoaded());
        QVERIFY(doc->model() == before);
        QCOMPARE(doc->undoStack()->count(), 0);

        // Not cancelled: listed. Compare Again cancelled: the report stays.
        disconnect(cancel);
        QCOMPARE(compareWithFile(&w, doc, path), QString());
        view = w.findChild<CompareView *>();
        QVERIFY(view && view->hasComparison());
        auto *list = view->findChild<QListWidget *>(QStringLiteral("compareList"));
        const int lines = list->count();
        QVERIFY(lines > 5);
        const double largest = view->report().surface.largest;
        QVERIFY(largest > 0);
        started = 0;
        connect(task, &BackgroundTask::started, task, [&] {
            ++started;
            task->cancel();
        });
        auto *again = view->findChild<QPushButton *>(QStringLiteral("compareAgainButton"));
        QVERIFY(again);
        QTest::mouseClick(again, Qt::LeftButton);
        QCOMPARE(started, 1);
        QCOMPARE(list->count(), lines);
        QCOMPARE(view->report().surface.largest, largest);
        QVERIFY(doc->model() == before);
        // Fit Scale cancelled: the box goes back off with the report.
        auto *fit = view->findChild<QCheckBox *>(QStringLiteral("compareFitScaleBox"));
        QVERIFY(fit);
        QTest::mouseClick(fit, Qt::LeftButton);
        QCOMPARE(started, 2);
        QVERIFY(!fit->isChecked());
        QVERIFY(!view->report().fitScale);
    }

    // Fit Scale: B (here twice A's size) scaled to A's height, compared
    // again and drawn at that size.
    void fitScaleBoxComparesAgainScaled()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.iqe"));
        QVERIFY(writeModelFile(scaledModel(makeSampleModel(), 2.0), path, QStringLiteral("iqe")).ok());
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Document *doc = w.document();
        doc->resetModel(makeSampleModel(), QStringLiteral("/tmp/sample.iqe"), QString());
        QCOMPARE(compareWithFile(&w, doc, path), QString());
        auto *view = w.findChild<CompareView *>();
        QVERIFY(view && !view->report().withinTolerance());
        auto *box = view->findChild<QCheckBox *>(QStringLiteral("compareFitScaleBox"));
        QVERIFY(box && !box->isChecked());
        QTest::mouseClick(box, Qt::LeftButton);
        QVERIFY(view->report().fitScale);
        QVERIFY(std::abs(view->report().scale - 0.5) < 1e-6);
        QVERIFY(view->report().withinTolerance());
        ComparedModel *compared = ComparedModel::of(doc);
        QVERIFY(std::abs(comparisonHeight(compared->model()) - comparisonHeight(doc->model())) < 1e-4);
        QVERIFY(std::abs(comparisonHeight(compared->original()) - 2 * comparisonHeight(doc->model())) < 1e-4);
        auto *list = view->findChild<QListWidget *>(QStringLiteral("compareList"));
        QVERIFY(!list->findItems(QStringLiteral("B scaled by 0.5"), Qt::MatchContains).isEmpty());
        // Off again: measured as read.
        QTest::mouseClick(box, Qt::LeftButton);
        QVERIFY(!view->report().fitScale && !view->report().withinTolerance());
    }
};

QTEST_MAIN(TestCompareDock)
#include "tst_compare_dock.moc"
