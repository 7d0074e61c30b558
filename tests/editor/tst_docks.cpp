// The docks as a user meets them: the Joints dock's weight table follows
// the selection, and at 1280×800 the right-hand docks fit their width
// whatever the names and paths of the model.
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/JointsView.h"

#include <QDockWidget>
#include <QItemSelectionModel>
#include <QSettings>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace quarry;

class TestDocks : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }

    void raiseDock(const char *name)
    {
        auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(name));
        QVERIFY(dock);
        dock->show();
        dock->raise();
        QApplication::processEvents();
    }

    // A model whose names and paths are as long as exporters make them.
    static Model longNamedModel()
    {
        Model m = makeSampleModel();
        const QString tail = QStringLiteral("_with_a_name_as_long_as_the_exporters_of_game_studios_make_them");
        for (Joint &j : m.skeleton.joints)
            j.name = QStringLiteral("Bip01_") + j.name + tail;
        for (Mesh &mesh : m.meshes)
            mesh.name += tail;
        for (Material &material : m.materials) {
            material.name += tail;
            material.maps = {
                {QStringLiteral("diffuse"), QStringLiteral("C:/Projects/Characters/Textures/Final/Exported/")
                                                + material.name + QStringLiteral("_diffuse_albedo_2048.tga")}};
        }
        for (Animation &a : m.animations)
            a.name += tail;
        return m;
    }

    // Every visible widget of the dock ends inside it: nothing runs off to
    // the right where the window cannot show it.
    static QString overflow(QDockWidget *dock)
    {
        QStringList out;
        for (QWidget *w : dock->widget()->findChildren<QWidget *>()) {
            if (!w->isVisible() || w->isWindow())
                continue;
            const int right = w->mapTo(dock, QPoint(w->width(), 0)).x();
            if (right > dock->width() + 1)
                out << QStringLiteral("%1 %2 ends at %3 of %4")
                           .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                           .arg(right)
                           .arg(dock->width());
        }
        return out.join(QStringLiteral("; "));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_docks"));
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        doc()->resetModel(makeSampleModel());
    }

    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
    }

    void weightRowsFollowTheSelection()
    {
        raiseDock("JointsDock");
        auto *joints = m_window->findChild<JointsView *>();
        Selection joint;
        joint.joints = {2};
        doc()->setSelection(joint);
        QTableWidget *table = joints->weightTable();
        QVERIFY(table->rowCount() > 1);
        // A click on a row selects its vertex and highlights the row.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(table->item(0, 1)).center());
        const int mesh = table->item(0, 0)->data(Qt::UserRole).toInt();
        const quint32 vertex = table->item(0, 1)->text().toUInt();
        QCOMPARE(doc()->selection().vertices.value(mesh), QList<quint32>{vertex});
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);

        // The selection changes elsewhere (another vertex): the highlight moves with it.
        const quint32 other = table->item(1, 1)->text().toUInt();
        const int otherMesh = table->item(1, 0)->data(Qt::UserRole).toInt();
        Selection s = doc()->selection();
        s.vertices.clear();
        s.vertices[otherMesh] = {other};
        doc()->setSelection(s);
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(table->selectionModel()->selectedRows().first().row(), 1);

        // Cleared: no row stays highlighted.
        s.vertices.clear();
        doc()->setSelection(s);
        QVERIFY(table->selectionModel()->selectedRows().isEmpty());
    }

    void rightDocksFitAt1280By800()
    {
        doc()->resetModel(longNamedModel());
        QApplication::processEvents();
        QCOMPARE(m_window->size(), QSize(1280, 800));
        struct Case
        {
            const char *dock;
            ObjectKind kind;
        };
        for (const Case &c :
             {Case{"PropertiesDock", ObjectKind::Mesh}, Case{"PropertiesDock", ObjectKind::Joint},
              Case{"PropertiesDock", ObjectKind::Material}, Case{"PropertiesDock", ObjectKind::Animation},
              Case{"MaterialsDock", ObjectKind::Material}, Case{"JointsDock", ObjectKind::Joint}}) {
            raiseDock(c.dock);
            Selection s;
            s.objects(c.kind) = {0};
            doc()->setSelection(s);
            QTest::qWait(50); // the properties form is rebuilt after the signals
            auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(c.dock));
            // The dock itself lies inside the window, beside a viewport
            // that keeps a usable width.
            const QRect inWindow(dock->mapTo(m_window.get(), QPoint(0, 0)), dock->size());
            QVERIFY2(inWindow.right() < m_window->width(), c.dock);
            QVERIFY2(dock->width() <= 420,
                     qPrintable(QStringLiteral("%1 is %2 px wide").arg(QLatin1String(c.dock)).arg(dock->width())));
            const QString why = overflow(dock);
            QVERIFY2(why.isEmpty(), qPrintable(QLatin1String(c.dock) + QStringLiteral(": ") + why));
        }
        const QByteArray dir = qgetenv("QUARRY_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            m_window->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/docks-1280x800.png"));
    }
};

QTEST_MAIN(TestDocks)
#include "tst_docks.moc"
