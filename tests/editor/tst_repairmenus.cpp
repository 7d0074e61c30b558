// The Select menu, the Model menu's repair entries, the outliner's hidden
// state and the Validation dock's Fix button, driven as a user drives them:
// shortcuts, menu actions, dialogs, clicks.
#include "RepairMeshes.h"

#include "editor/MainWindow.h"
#include "editor/ModelOperations.h"
#include "editor/RepairActions.h"
#include "model/Document.h"
#include "model/ops/Closure.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/SelectionOps.h"
#include "views/OutlinerView.h"
#include "views/ValidationView.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <functional>

using namespace quarry;
using namespace quarry::test;

namespace {

void onNextModal(std::function<void(QWidget *)> act)
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

Model modelOf(const QList<Mesh> &meshes)
{
    Model model;
    model.meshes = meshes;
    return model;
}

Selection faces(int mesh, const QList<quint32> &list)
{
    Selection s;
    s.mode = Selection::Mode::Faces;
    s.faces.insert(mesh, list);
    return s;
}

} // namespace

class TestRepairMenus : public QObject
{
    Q_OBJECT

    MainWindow *m_window = nullptr;
    Document *doc() const { return m_window->document(); }
    QAction *action(const char *name) const { return m_window->repairActions()->action(QLatin1String(name)); }

    QMenu *menu(const QString &objectName) const { return m_window->menuBar()->findChild<QMenu *>(objectName); }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_repairmenus"));
        m_window = new MainWindow;
        m_window->resize(1000, 700);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }

    void cleanupTestCase()
    {
        doc()->undoStack()->setClean();
        delete m_window;
    }

    void selectMenuHoldsTheEntriesWithShortcuts()
    {
        QMenu *select = menu(QStringLiteral("selectMenu"));
        QVERIFY(select);
        QStringList names;
        for (QAction *a : select->actions())
            if (!a->isSeparator())
                names << a->objectName();
        QCOMPARE(names, (QStringList{"selectConnected", "growSelection", "shrinkSelection", "invertSelection",
                                     "selectByMaterial", "selectBoundary", "selectNonManifold", "hide", "isolate",
                                     "unhideAll", "selectInfluenced", "selectUnweighted", "selectOverInfluenced"}));
        QCOMPARE(action("invertSelection")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_I));
        QCOMPARE(action("hide")->shortcut(), QKeySequence(Qt::Key_H));
        QCOMPARE(action("isolate")->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_H));
        QCOMPARE(action("unhideAll")->shortcut(), QKeySequence(Qt::ALT | Qt::Key_H));
        QCOMPARE(action("selectConnected")->shortcut(), QKeySequence(Qt::Key_L));
        QVERIFY(action("growSelection")->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Plus)));
        QCOMPARE(action("shrinkSelection")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Minus));
        QMenu *repair = menu(QStringLiteral("repairMenu"));
        QVERIFY(repair);
        QVERIFY(repair->actions().contains(action("fillHoles")));
        QVERIFY(repair->actions().contains(action("extrude")));
    }

    // Model > Delete twice with two faces picked once: the second has nothing
    // to delete; with vertices selected it deletes them and their faces.
    void deleteTwiceThroughTheEditor()
    {
        const Model model = modelOf({grid(2)});
        doc()->resetModel(model);
        QAction *del = m_window->modelOperations()->action(QStringLiteral("delete"));
        QVERIFY(del);
        const qsizetype triangles = model.meshes[0].triangles.size();
        doc()->setSelection(faces(0, {0, 1}));
        QVERIFY(del->isEnabled());
        del->trigger();
        QCOMPARE(doc()->model().meshes[0].triangles.size(), triangles - 2);
        QVERIFY(doc()->selection().faces.isEmpty());
        QVERIFY(!del->isEnabled());
        del->trigger();
        QCOMPARE(doc()->model().meshes[0].triangles.size(), triangles - 2);
        QCOMPARE(doc()->undoStack()->count(), 1);
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), model);
        QCOMPARE(doc()->selection().faces, faces(0, {0, 1}).faces);

        Selection corner;
        corner.mode = Selection::Mode::Vertices;
        corner.vertices.insert(0, {0});
        doc()->setSelection(corner);
        QVERIFY(del->isEnabled());
        del->trigger();
        QVERIFY(doc()->model().meshes[0].triangles.size() < triangles);
        QVERIFY(!doc()->model().meshes[0].positions.contains(model.meshes[0].positions[0]));
        QVERIFY(doc()->selection().vertices.isEmpty());
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), model);
    }

    void entriesEnabledOnlyWhenTheyApply()
    {
        doc()->resetModel(modelOf({grid(2)}));
        QVERIFY(!action("selectConnected")->isEnabled()); // nothing selected
        QVERIFY(!action("unhideAll")->isEnabled()); // nothing hidden
        QVERIFY(!action("makeFace")->isEnabled());
        QVERIFY(!action("fillHoles")->isEnabled()); // it works on the selection alone
        QVERIFY(action("addPrimitive")->isEnabled());
        doc()->setSelection(faces(0, {0}));
        QVERIFY(action("fillHoles")->isEnabled());
        QVERIFY(action("selectConnected")->isEnabled());
        QVERIFY(action("extrude")->isEnabled());
        QVERIFY(action("hide")->isEnabled());
        QVERIFY(!action("deleteVertices")->isEnabled());
        QTest::keyClick(m_window, Qt::Key_H);
        QVERIFY(action("unhideAll")->isEnabled());
    }

    void shortcutsSelectAndHide()
    {
        doc()->resetModel(modelOf({grid(2), grid(1)}));
        doc()->setSelection(faces(0, {0}));
        QTest::keyClick(m_window, Qt::Key_L); // select connected
        QCOMPARE(doc()->selection().faces.value(0).size(), 8);
        QTest::keyClick(m_window, Qt::Key_I, Qt::ControlModifier); // invert within the mesh
        QVERIFY(doc()->selection().faces.value(0).isEmpty());
        doc()->setSelection(faces(0, {0}));
        const MeshTopology topology = meshTopology(doc()->model().meshes[0]);
        const QList<quint32> grown = growFaces(doc()->model().meshes[0], topology, {0});
        QTest::keyClick(m_window, Qt::Key_Plus, Qt::ControlModifier);
        QCOMPARE(doc()->selection().faces.value(0), grown);
        QVERIFY(grown.size() > 1);
        QTest::keyClick(m_window, Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(doc()->selection().faces.value(0), shrinkFaces(doc()->model().meshes[0], topology, grown));
        QVERIFY(doc()->selection().faces.value(0).size() < grown.size());
        doc()->setSelection(faces(0, {0}));
        // Shift+H isolates: everything else hidden, shown dimmed in the outliner.
        QTest::keyClick(m_window, Qt::Key_H, Qt::ShiftModifier);
        QCOMPARE(doc()->hiddenFaces().value(0).size(), 7);
        QCOMPARE(doc()->hiddenFaces().value(1).size(), 2);
        QTreeWidgetItem *meshes = m_window->outliner()->groupItem(ObjectKind::Mesh);
        QCOMPARE(meshes->child(0)->data(0, OutlinerView::HiddenRole).toInt(), 1);
        QCOMPARE(meshes->child(1)->data(0, OutlinerView::HiddenRole).toInt(), 2);
        QVERIFY(meshes->child(1)->text(1).contains(QLatin1String("hidden")));
        QTest::keyClick(m_window, Qt::Key_H, Qt::AltModifier);
        QVERIFY(doc()->hiddenFaces().isEmpty());
        QCOMPARE(meshes->child(1)->data(0, OutlinerView::HiddenRole).toInt(), 0);
        QVERIFY(!meshes->child(1)->text(1).contains(QLatin1String("hidden")));
    }

    void fillHolesAndMirrorFromTheMenu()
    {
        Mesh cube = makePrimitive(PrimitiveKind::Cube, 2, 16);
        deleteFaces(cube, facesFacing(cube, QVector3D(0, 0, 1)));
        doc()->resetModel(modelOf({cube}));
        // Nothing selected: Fill Holes waits for a selection.
        QVERIFY(!action("fillHoles")->isEnabled());
        Selection whole;
        whole.meshes = {0};
        doc()->setSelection(whole);
        QVERIFY(action("fillHoles")->isEnabled());
        action("fillHoles")->trigger();
        QCOMPARE(surfaceClosure(doc()->model().meshes[0].positions, doc()->model().meshes[0].triangles),
                 SurfaceClosure::Outward);
        QCOMPARE(doc()->undoStack()->count(), 1);
        // Mirror across Z with the dialog's seam box unchecked.
        onNextModal([](QWidget *modal) {
            auto *axis = modal->findChild<QComboBox *>(QStringLiteral("axis"));
            auto *seam = modal->findChild<QCheckBox *>(QStringLiteral("mergeSeam"));
            QVERIFY(axis && seam);
            axis->setCurrentIndex(2);
            seam->setChecked(false);
            QTest::mouseClick(modal->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        doc()->clearSelection();
        action("mirror")->trigger();
        // A copy of every face and (the seam not merged) every vertex.
        QCOMPARE(doc()->model().meshes[0].triangles.size(), 24);
        QCOMPARE(doc()->model().meshes[0].vertexCount(), 40);
        QCOMPARE(doc()->undoStack()->count(), 2);
    }

    void addPrimitiveDialog()
    {
        doc()->resetModel({});
        onNextModal([](QWidget *modal) {
            modal->findChild<QComboBox *>(QStringLiteral("kind"))->setCurrentIndex(5); // torus
            modal->findChild<QDoubleSpinBox *>(QStringLiteral("size"))->setValue(8);
            modal->findChild<QSpinBox *>(QStringLiteral("segments"))->setValue(12);
            QTest::mouseClick(modal->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        action("addPrimitive")->trigger();
        QCOMPARE(doc()->model().meshes.size(), 1);
        const Mesh &torus = doc()->model().meshes[0];
        QCOMPARE(torus.name, QStringLiteral("Torus"));
        QCOMPARE(torus.triangles.size(), 12 * 6 * 2);
        float right = 0;
        for (const QVector3D &p : torus.positions)
            right = std::max(right, p.x());
        QCOMPARE(right, 4.0f);
        QCOMPARE(doc()->selection().meshes, QList<int>{0});
    }

    void validationFixButtonCleansUp()
    {
        Mesh mesh = grid(2);
        mesh.triangles.append({0, 0, 1});
        mesh.positions.append(QVector3D(5, 5, 5));
        doc()->resetModel(modelOf({mesh}));
        m_window->modelOperations()->action(QStringLiteral("validate"))->trigger();
        auto *validation = m_window->findChild<ValidationView *>();
        QVERIFY(validation && validation->isVisible());
        auto *fix = validation->findChild<QPushButton *>(QStringLiteral("fixButton"));
        QVERIFY(fix);
        QVERIFY(!fix->isEnabled());
        QListWidget *list = validation->list();
        QCOMPARE(list->count(), 2);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QVERIFY(fix->isEnabled());
        QTest::mouseClick(fix, Qt::LeftButton);
        QCOMPARE(doc()->model().meshes[0], grid(2));
        QCOMPARE(list->count(), 0); // checked again: nothing left
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model().meshes[0], mesh);
    }
};

QTEST_MAIN(TestRepairMenus)
#include "tst_repairmenus.moc"
