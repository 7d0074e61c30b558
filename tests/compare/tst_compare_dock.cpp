// File > Compare With… and the Compare dock in the main window, under a
// (virtual) display: the report listed, and a click on a line selecting
// what it names and moving the timeline to its time.
#include "editor/CompareActions.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/CompareView.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
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
};

QTEST_MAIN(TestCompareDock)
#include "tst_compare_dock.moc"
