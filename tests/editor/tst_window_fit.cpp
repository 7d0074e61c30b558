// The editor window as a user with a small screen meets it: at 800×600, in
// English and German, every dock's buttons can be reached; at 1280×800 the
// timeline and curves take the height they are given; buttons and docks
// stay where they are when labels change; the Validation list follows
// edits; new primitives are sized to the model; Save As has its key.
#include "editor/MainWindow.h"
#include "editor/cli/Language.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/Primitives.h"
#include "model/ops/SampleModel.h"
#include "views/ValidationView.h"
#include "views/timeline/CurveView.h"
#include "views/timeline/TimelineView.h"

#include "GuiHelpers.h"

#include <QAbstractButton>
#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTranslator>

#include <memory>

using namespace quarry;

namespace {

// A model with a degenerate triangle (a finding Clean Up fixes).
Model modelWithDegenerateTriangle()
{
    Model m = makeSampleModel();
    Mesh &mesh = m.meshes[0];
    mesh.triangles.append({0, 0, 1});
    return m;
}

} // namespace

class TestWindowFit : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    bool release(const QString &code)
    {
        QProcess lrelease;
        lrelease.start(QStringLiteral(QUARRY_LRELEASE),
                       {QStringLiteral("-silent"),
                        QStringLiteral(QUARRY_SOURCE_DIR "/translations/quarry_%1.ts").arg(code), QStringLiteral("-qm"),
                        m_dir.filePath(QStringLiteral("quarry_%1.qm").arg(code))});
        return lrelease.waitForFinished(60000) && lrelease.exitCode() == 0;
    }

    static void uninstall()
    {
        for (QTranslator *t : qApp->findChildren<QTranslator *>())
            if (QCoreApplication::removeTranslator(t))
                delete t;
    }

    static std::unique_ptr<MainWindow> showWindow(const QSize &size, const Model &model = makeSampleModel())
    {
        QSettings().clear();
        auto window = std::make_unique<MainWindow>();
        window->setAttribute(Qt::WA_DeleteOnClose, false);
        window->document()->resetModel(model);
        window->resize(size);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return {};
        QTest::qWait(50); // the first-start layout is set once the window has its size
        return window;
    }

    static QDockWidget *raise(MainWindow &window, const char *name)
    {
        auto *dock = window.findChild<QDockWidget *>(QLatin1String(name));
        if (dock) {
            dock->show();
            dock->raise();
            QTest::qWait(20);
        }
        return dock;
    }

    // Where a button of a raised dock cannot be reached: hidden, outside
    // the window, or clipped away even once its scroll areas scroll to it.
    static QStringList unreachable(MainWindow &window, QDockWidget *dock)
    {
        QStringList out;
        const QRect inside = window.rect();
        const QRect dockRect(dock->mapTo(&window, QPoint(0, 0)), dock->size());
        if (!dock->isVisible() || !inside.contains(dockRect))
            out << QStringLiteral("the dock itself (%1,%2 %3x%4)")
                       .arg(dockRect.x())
                       .arg(dockRect.y())
                       .arg(dockRect.width())
                       .arg(dockRect.height());
        for (QAbstractButton *b : dock->findChildren<QAbstractButton *>()) {
            // Hidden on purpose (another tab's page, a toolbar's overflow
            // behind its extension button, Cancel while nothing runs).
            if (!b->isVisibleTo(dock))
                continue;
            for (QWidget *p = b->parentWidget(); p && p != dock; p = p->parentWidget())
                if (auto *area = qobject_cast<QScrollArea *>(p))
                    area->ensureWidgetVisible(b, 0, 0);
            QApplication::processEvents();
            const QRect r(b->mapTo(&window, QPoint(0, 0)), b->size());
            if (!b->isVisible() || !inside.contains(r) || !b->visibleRegion().contains(b->rect().center()))
                out << QStringLiteral("%1 \"%2\" (%3) at %4,%5 %6x%7")
                           .arg(QString::fromLatin1(b->metaObject()->className()), b->text(), b->objectName())
                           .arg(r.x())
                           .arg(r.y())
                           .arg(r.width())
                           .arg(r.height());
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_window_fit"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
    }

    void cleanup() { uninstall(); }

    void everyDockFitsAt800By600_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    void everyDockFitsAt800By600()
    {
        QFETCH(QString, code);
        if (code != QLatin1String("en")) {
            if (!QFile::exists(QStringLiteral(QUARRY_LRELEASE)))
                QSKIP("lrelease (Qt Linguist tools) not installed");
            QVERIFY(release(code));
            QVERIFY(installTranslations(*qApp, QLocale(code), m_dir.path()));
        }
        auto window = showWindow(QSize(800, 600));
        QVERIFY(window);
        const QSize least = window->minimumSizeHint();
        QVERIFY2(least.width() <= 800 && least.height() <= 600,
                 qPrintable(QStringLiteral("minimum %1x%2").arg(least.width()).arg(least.height())));
        QCOMPARE(window->size(), QSize(800, 600));
        QStringList problems;
        const QList<QDockWidget *> docks = window->findChildren<QDockWidget *>();
        QVERIFY(docks.size() >= 9);
        for (QDockWidget *dock : docks) {
            dock->show();
            dock->raise();
            QTest::qWait(20);
            for (const QString &p : unreachable(*window, dock))
                problems << dock->objectName() + QStringLiteral(": ") + p;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        const QByteArray dir = qgetenv("QUARRY_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            raise(*window, "UvDock");
            window->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/window-800x600-%1.png").arg(code));
        }
    }

    void timelineAndCurvesTakeTheHeightGiven()
    {
        auto window = showWindow(QSize(1280, 800));
        QVERIFY(window);
        QDockWidget *dock = raise(*window, "TimelineDock");
        QVERIFY(dock);
        auto *view = window->findChild<TimelineView *>();
        QVERIFY(view);
        auto rowsShown = [view] {
            return (view->viewport()->height() - TimelineView::kHeaderHeight - TimelineView::kRowHeight)
                   / TimelineView::kRowHeight;
        };
        // As the window opens: more than a row or two.
        QVERIFY2(rowsShown() >= 5, qPrintable(QString::number(rowsShown())));
        window->resizeDocks({dock}, {450}, Qt::Vertical);
        QTest::qWait(50);
        QVERIFY2(dock->height() >= 420, qPrintable(QString::number(dock->height())));
        QVERIFY2(rowsShown() >= 14, qPrintable(QString::number(rowsShown())));

        auto *tabs = dock->findChild<QTabWidget *>(QStringLiteral("TimelineTabs"));
        QVERIFY(tabs);
        tabs->setCurrentIndex(1);
        auto *curves = dock->findChild<CurveView *>();
        QVERIFY(curves);
        window->resizeDocks({dock}, {220}, Qt::Vertical);
        QTest::qWait(50);
        const int small = curves->height();
        window->resizeDocks({dock}, {470}, Qt::Vertical);
        QTest::qWait(50);
        const int large = curves->height();
        QVERIFY2(small >= 80, qPrintable(QString::number(small)));
        QVERIFY2(large >= small + 200, qPrintable(QStringLiteral("%1 then %2").arg(small).arg(large)));
    }

    void toolbarButtonsStayPutWhenUndoIsNamed()
    {
        auto window = showWindow(QSize(1280, 800));
        QVERIFY(window);
        QToolBar *bar = window->mainToolBar();
        QList<QRect> before;
        for (QAction *a : bar->actions())
            before << (bar->widgetForAction(a) ? bar->widgetForAction(a)->geometry() : QRect());
        QVERIFY(runOperation(*window->document(), QStringLiteral("scaleBy"), {{QStringLiteral("factor"), 2.0}}).ok);
        QVERIFY(window->document()->undoStack()->undoText().size() > 3);
        QApplication::processEvents();
        QList<QRect> after;
        for (QAction *a : bar->actions())
            after << (bar->widgetForAction(a) ? bar->widgetForAction(a)->geometry() : QRect());
        QCOMPARE(after, before);
        // The button says which step it takes back in its tooltip, and takes it back.
        auto *undo = window->findChild<QAction *>(QStringLiteral("undoButton"));
        QVERIFY(undo);
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->toolTip().contains(window->document()->undoStack()->undoText()), qPrintable(undo->toolTip()));
        QTest::mouseClick(bar->widgetForAction(undo), Qt::LeftButton);
        QCOMPARE(window->document()->undoStack()->index(), 0);
        QVERIFY(!undo->isEnabled());
    }

    void docksKeepTheirWidthWhenValidated()
    {
        Model model = modelWithDegenerateTriangle();
        model.materials[0].maps = {
            {QStringLiteral("diffuse"), QStringLiteral("textures/a_texture_with_a_long_name_nobody_has_on_disk.png")}};
        auto window = showWindow(QSize(1280, 800), model);
        QVERIFY(window);
        QDockWidget *dock = raise(*window, "ValidationDock");
        QVERIFY(dock);
        const int width = dock->width();
        auto *validation = window->findChild<ValidationView *>();
        QTest::mouseClick(validation->findChild<QAbstractButton *>(QStringLiteral("validateButton")), Qt::LeftButton);
        QTest::qWait(50);
        QVERIFY(validation->list()->count() > 0);
        QCOMPARE(dock->width(), width);
        QDockWidget *uv = raise(*window, "UvDock");
        const int uvWidth = uv->width();
        Selection all;
        all.faces[0] = {0, 1, 2};
        window->document()->setSelection(all);
        QAbstractButton *project = nullptr;
        for (QAbstractButton *b : uv->findChildren<QAbstractButton *>())
            if (b->text() == QLatin1String("Project"))
                project = b;
        QVERIFY(project);
        QTest::mouseClick(project, Qt::LeftButton);
        QTest::qWait(50);
        QCOMPARE(uv->width(), uvWidth);
    }

    // Every finding fits the dock's width (wrapped, not cut off on the
    // right), and Fix leaves its summary in view.
    void validationFindingsFitAndFixKeepsTheSummary()
    {
        Model model = modelWithDegenerateTriangle();
        model.meshes[0].name = QStringLiteral("models/players/a_character_with_a_long_name/upper_body_surface");
        model.skeleton.joints[1].name = model.skeleton.joints[0].name; // a second finding
        auto window = showWindow(QSize(1024, 700), model);
        QVERIFY(window);
        QDockWidget *dock = raise(*window, "ValidationDock");
        QVERIFY(dock);
        auto *validation = window->findChild<ValidationView *>();
        auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
        QVERIFY(validation && scroll);
        window->resizeDocks({dock}, {260}, Qt::Horizontal);
        QTest::mouseClick(validation->findChild<QAbstractButton *>(QStringLiteral("validateButton")), Qt::LeftButton);
        QListWidget *list = validation->list();
        QTRY_VERIFY(list->count() > 1);
        QTest::qWait(50);
        // The list is not wider than what the dock shows of it.
        const QPoint listRight = list->mapTo(scroll->viewport(), QPoint(list->width(), 0));
        QVERIFY2(
            listRight.x() <= scroll->viewport()->width(),
            qPrintable(QStringLiteral("list ends at %1 of %2").arg(listRight.x()).arg(scroll->viewport()->width())));
        int degenerate = -1;
        for (int row = 0; row < list->count(); ++row) {
            const QRect r = list->visualItemRect(list->item(row));
            QVERIFY2(
                r.right() < list->viewport()->width() + 1,
                qPrintable(
                    QStringLiteral("row %1 ends at %2 of %3").arg(row).arg(r.right()).arg(list->viewport()->width())));
            const QString text = list->item(row)->text();
            // The long message takes more than one line rather than running off.
            const int needed = list->fontMetrics().horizontalAdvance(text);
            if (needed > list->viewport()->width())
                QVERIFY2(r.height() > list->fontMetrics().height() * 3 / 2, qPrintable(text));
            if (validation->findings()[row].check == Finding::Check::DegenerateTriangle)
                degenerate = row;
        }
        QVERIFY(degenerate >= 0);
        list->setCurrentRow(degenerate);
        auto *fix = validation->findChild<QAbstractButton *>(QStringLiteral("fixButton"));
        QVERIFY(fix && fix->isEnabled());
        QTest::mouseClick(fix, Qt::LeftButton);
        QTest::qWait(50);
        auto *summary = validation->findChild<QLabel *>(QStringLiteral("validationSummary"));
        QVERIFY(summary);
        QVERIFY2(summary->text().contains(QLatin1String("degenerate")), qPrintable(summary->text()));
        const QPoint top = summary->mapTo(scroll->viewport(), QPoint(0, 0));
        QVERIFY2(top.y() >= 0 && top.y() + summary->height() <= scroll->viewport()->height(),
                 qPrintable(QStringLiteral("summary at %1, height %2, viewport %3")
                                .arg(top.y())
                                .arg(summary->height())
                                .arg(scroll->viewport()->height())));
        QCOMPARE(scroll->horizontalScrollBar()->value(), 0);
    }

    void validationFollowsEdits()
    {
        auto window = showWindow(QSize(1280, 800), modelWithDegenerateTriangle());
        QVERIFY(window);
        raise(*window, "ValidationDock");
        auto *validation = window->findChild<ValidationView *>();
        QVERIFY(validation);
        validation->validate();
        const int found = validation->list()->count();
        QVERIFY(found > 0);
        // Fixed elsewhere (the Model menu's Clean Up): the list follows without Check Again.
        Selection mesh;
        mesh.meshes = {0};
        window->document()->setSelection(mesh);
        QVERIFY(runOperation(*window->document(), QStringLiteral("cleanUp")).ok);
        QTRY_COMPARE(validation->list()->count(), found - 1);
        // Undone: the finding comes back. A large model is checked on a worker thread.
        validation->setBackgroundThreshold(0);
        window->document()->undoStack()->undo();
        QTRY_COMPARE(validation->list()->count(), found);
    }

    void newPrimitivesAreSizedToTheModel()
    {
        QCOMPARE(defaultPrimitiveSize(Model()), 1.0f);
        Model tall = makeSampleModel(); // 2.6 high
        QCOMPARE(defaultPrimitiveSize(tall), 0.5f);
        for (Mesh &mesh : tall.meshes)
            for (QVector3D &p : mesh.positions)
                p *= 100.0f; // 260 high
        QCOMPARE(defaultPrimitiveSize(tall), 50.0f);

        auto window = showWindow(QSize(1280, 800), tall);
        QVERIFY(window);
        double offered = 0;
        test::onNextModal([&offered](QWidget *modal) {
            if (auto *size = modal->findChild<QDoubleSpinBox *>(QStringLiteral("size")))
                offered = size->value();
            qobject_cast<QDialog *>(modal)->accept();
        });
        auto *add = window->findChild<QAction *>(QStringLiteral("addPrimitive"));
        QVERIFY(add);
        add->trigger();
        QCOMPARE(offered, 50.0);
        const Mesh &added = window->document()->model().meshes.last();
        float top = -1e9f, bottom = 1e9f;
        for (const QVector3D &p : added.positions) {
            top = std::max(top, p.z());
            bottom = std::min(bottom, p.z());
        }
        QVERIFY2(qAbs(top - bottom - 50.0f) < 0.5f, qPrintable(QString::number(top - bottom)));
    }

    void saveAsHasItsKey()
    {
        MainWindow window;
        auto *saveAs = window.findChild<QAction *>(QStringLiteral("saveAs"));
        QVERIFY(saveAs);
        QVERIFY(!saveAs->shortcut().isEmpty());
        if (QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty())
            QCOMPARE(saveAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        window.document()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_window_fit.moc"
