// The editor window driven through its widgets as a user would: outliner,
// properties, materials, joints, validation and the Model menu, under a
// real (virtual) display, with assertions on the Document.
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

using namespace quarry;

namespace {

// Runs `act` on the next modal dialog that shows up (polling: the dialog
// opens inside a nested event loop the caller is about to enter).
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

void clickMessageBoxButton(QWidget *modal, QMessageBox::StandardButton which)
{
    auto *box = qobject_cast<QMessageBox *>(modal);
    QVERIFY(box);
    QTest::mouseClick(box->button(which), Qt::LeftButton);
}

} // namespace

class TestEditorWindow : public QObject
{
    Q_OBJECT

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

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editorwindow"));
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->resize(1200, 800);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        doc()->resetModel(makeSampleModel(), QStringLiteral("/tmp/quarry-test/sample.iqm"), QString());
    }

    void cleanup()
    {
        if (m_window)
            doc()->undoStack()->setClean();
        m_window.reset();
    }

    void menusAndDocks()
    {
        QStringList titles;
        for (QAction *a : m_window->menuBar()->actions())
            titles << a->text().remove(QLatin1Char('&'));
        QCOMPARE(titles, (QStringList{"File", "Edit", "View", "Select", "Model", "Animation", "Tools", "Help"}));
        for (const char *dock :
             {"OutlinerDock", "PropertiesDock", "MaterialsDock", "JointsDock", "HistoryDock", "ValidationDock"})
            QVERIFY2(m_window->findChild<QDockWidget *>(QLatin1String(dock)), dock);
        QVERIFY(m_window->animationMenu());
        // A peer dock plugs in with one call and shows up in View > Docks.
        auto *extra = new QDockWidget(QStringLiteral("Extra"), m_window.get());
        extra->setObjectName(QStringLiteral("ExtraDock"));
        m_window->addDock(extra, Qt::BottomDockWidgetArea);
        std::function<bool(QMenu *)> lists = [&](QMenu *menu) {
            for (QAction *a : menu->actions())
                if (a == extra->toggleViewAction() || (a->menu() && lists(a->menu())))
                    return true;
            return false;
        };
        QVERIFY(lists(m_window->viewMenu()));
        auto *central = new QLabel(QStringLiteral("central"));
        m_window->setCentralView(central);
        QCOMPARE(m_window->centralWidget(), central);
    }

    void outlinerShowsTheModel()
    {
        OutlinerView *view = outliner();
        QCOMPARE(view->groupItem(ObjectKind::Mesh)->childCount(), 2);
        QCOMPARE(view->groupItem(ObjectKind::Material)->childCount(), 2);
        // Joints as their hierarchy: root > spine > neck.
        QTreeWidgetItem *root = view->groupItem(ObjectKind::Joint)->child(0);
        QCOMPARE(root->text(0), QStringLiteral("root"));
        QCOMPARE(root->child(0)->text(0), QStringLiteral("spine"));
        QCOMPARE(root->child(0)->child(0)->text(0), QStringLiteral("neck"));
        QCOMPARE(view->groupItem(ObjectKind::Animation)->child(0)->text(0), QStringLiteral("sway"));
        QVERIFY(view->groupItem(ObjectKind::Shape)->isHidden());
    }

    void selectInOutlinerRenameUndoRedo()
    {
        OutlinerView *view = outliner();
        clickItem(view->itemFor(ObjectKind::Mesh, 1));
        QCOMPARE(doc()->selection().meshes, QList<int>{1});
        clickItem(view->itemFor(ObjectKind::Mesh, 0), Qt::ControlModifier);
        QCOMPARE(doc()->selection().meshes.size(), 2);
        QVERIFY(
            m_window->findChild<QLabel *>(QStringLiteral("selectionStatus"))->text().contains(QLatin1String("2 mesh")));

        // Selection from the document shows in the tree.
        Selection s;
        s.joints = {2};
        doc()->setSelection(s);
        QVERIFY(view->itemFor(ObjectKind::Joint, 2)->isSelected());
        QVERIFY(!view->itemFor(ObjectKind::Mesh, 1)->isSelected());

        // Rename in place: F2, type, Enter.
        clickItem(view->itemFor(ObjectKind::Mesh, 1));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_F2);
        QVERIFY(view->isPersistentEditorOpen(view->currentItem(), 0) || view->findChild<QLineEdit *>());
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        QCOMPARE(editor->text(), QStringLiteral("head"));
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("helmet"));
        QCOMPARE(editor->text(), QStringLiteral("helmet"));
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits on the next turn of the event loop.
        QTRY_COMPARE(model().meshes[1].name, QStringLiteral("helmet"));
        QCOMPARE(doc()->undoStack()->count(), 1);
        QCOMPARE(view->itemFor(ObjectKind::Mesh, 1)->text(0), QStringLiteral("helmet"));

        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(model().meshes[1].name, QStringLiteral("head"));
        QCOMPARE(view->itemFor(ObjectKind::Mesh, 1)->text(0), QStringLiteral("head"));
        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        QCOMPARE(model().meshes[1].name, QStringLiteral("helmet"));
    }

    void operationFromTheModelMenu()
    {
        clickItem(outliner()->itemFor(ObjectKind::Mesh, 1));
        const Triangle before = model().meshes[1].triangles[0];
        const Triangle other = model().meshes[0].triangles[0];
        QAction *flip = m_window->modelOperations()->action(QStringLiteral("flipWinding"));
        QVERIFY(flip->isEnabled());
        flip->trigger();
        QCOMPARE(model().meshes[1].triangles[0], (Triangle{before[0], before[2], before[1]}));
        QCOMPARE(model().meshes[0].triangles[0], other); // only the selected mesh
        QVERIFY(m_window->isWindowModified());
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(model().meshes[1].triangles[0], before);
        QVERIFY(!m_window->isWindowModified());
        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        QCOMPARE(model().meshes[1].triangles[0], (Triangle{before[0], before[2], before[1]}));
    }

    void operationWithAParameterDialog()
    {
        onNextModal([](QWidget *modal) {
            auto *dialog = qobject_cast<QInputDialog *>(modal);
            QVERIFY(dialog);
            dialog->setDoubleValue(2.0);
            dialog->accept();
        });
        m_window->modelOperations()->action(QStringLiteral("scaleBy"))->trigger();
        QCOMPARE(model().skeleton.joints[1].bind.translation, QVector3D(0, 0, 2));
        QCOMPARE(model().meshes[0].positions[0], makeSampleModel().meshes[0].positions[0] * 2.0f);
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("2")));
    }

    void deleteKeyDeletesTheSelection()
    {
        clickItem(outliner()->itemFor(ObjectKind::Mesh, 0));
        outliner()->setFocus();
        QTest::keySequence(m_window.get(), QKeySequence::Delete);
        QCOMPARE(model().meshes.size(), 1);
        QCOMPARE(model().meshes[0].name, QStringLiteral("head"));
        QCOMPARE(outliner()->groupItem(ObjectKind::Mesh)->childCount(), 1);
        QVERIFY(doc()->selection().meshes.isEmpty());
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(model().meshes.size(), 2);
    }

    void propertiesEditIsOneUndoStep()
    {
        raiseDock("PropertiesDock");
        clickItem(outliner()->itemFor(ObjectKind::Joint, 1));
        QTest::qWait(10); // the form rebuilds after the event loop turns
        auto *properties = m_window->findChild<PropertiesView *>();
        auto *name = properties->findChild<QLineEdit *>(QStringLiteral("nameEdit"));
        QVERIFY(name);
        QCOMPARE(name->text(), QStringLiteral("spine"));
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("waist"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(model().skeleton.joints[1].name, QStringLiteral("waist"));
        QCOMPARE(doc()->undoStack()->count(), 1);

        // The bind pose: one spin box edit, one step.
        QTest::qWait(10);
        auto *spin = properties->findChild<QDoubleSpinBox *>(QStringLiteral("transform02"));
        QVERIFY(spin);
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("1.5"));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(model().skeleton.joints[1].bind.translation, QVector3D(0, 0, 1.5f));
        QCOMPARE(model().skeleton.joints[1].bind.rotation, QQuaternion()); // untouched stays exact
        QCOMPARE(doc()->undoStack()->count(), 2);
        doc()->undoStack()->undo();
        QCOMPARE(model().skeleton.joints[1].bind.translation, QVector3D(0, 0, 1));
    }

    void materialsAssignAndEdit()
    {
        raiseDock("MaterialsDock");
        auto *materials = m_window->findChild<MaterialsView *>();
        clickItem(outliner()->itemFor(ObjectKind::Mesh, 0));
        QCOMPARE(materials->currentMaterial(), 0); // follows the mesh's material
        // Choose the other material in the list, then assign it.
        QListWidget *list = materials->list();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
        QCOMPARE(materials->currentMaterial(), 1);
        auto *assign = materials->findChild<QPushButton *>(QStringLiteral("assignButton"));
        QVERIFY(assign->isEnabled());
        QTest::mouseClick(assign, Qt::LeftButton);
        QCOMPARE(model().meshes[0].material, 1);
        QCOMPARE(doc()->undoStack()->count(), 1);

        // Rename through the editor field.
        auto *name = materials->findChild<QLineEdit *>(QStringLiteral("materialName"));
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("helmet"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(model().materials[1].name, QStringLiteral("helmet"));
        QCOMPARE(doc()->undoStack()->count(), 2);

        // A texture picked for the map, stored relative to the model, thumbnail shown.
        QTemporaryDir dir;
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(image.save(dir.filePath(QStringLiteral("skin.png"))));
        doc()->resetModel(makeSampleModel(), dir.filePath(QStringLiteral("sample.iqm")), QString());
        materials->setCurrentMaterial(0);
        materials->setMapPath(0, dir.filePath(QStringLiteral("skin.png")));
        QCOMPARE(model().materials[0].maps[0].path, QStringLiteral("skin.png"));
        auto *thumbnail = materials->findChild<QLabel *>(QStringLiteral("thumbnail"));
        QVERIFY(!thumbnail->pixmap().isNull());
    }

    void jointsListWeightedVertices()
    {
        raiseDock("JointsDock");
        auto *joints = m_window->findChild<JointsView *>();
        clickItem(outliner()->itemFor(ObjectKind::Joint, 2));
        QCOMPARE(joints->currentJoint(), 2);
        QTableWidget *table = joints->weightTable();
        qsizetype expected = 0;
        for (const Mesh &mesh : model().meshes)
            for (qsizetype i = 0; i < mesh.blendIndexes.size(); ++i)
                expected += mesh.blendIndexes[i] == 2 && mesh.blendWeights[i] != 0;
        QVERIFY(expected > 0);
        QCOMPARE(table->rowCount(), expected);
        // A row selects its vertex.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(table->item(0, 1)).center());
        const int mesh = table->item(0, 0)->data(Qt::UserRole).toInt();
        QCOMPARE(doc()->selection().vertices.value(mesh), QList<quint32>{table->item(0, 1)->text().toUInt()});
    }

    // A quarter turn about X stored with a negative w: Qt's Euler angles give
    // 360 about Y there, which is no rotation; every transform editor shows 0.
    void eulerAnglesShownWithinHalfATurn()
    {
        const float c = std::sqrt(0.5f);
        Model m = makeSampleModel();
        m.skeleton.joints[2].bind.rotation = QQuaternion(-c, -c, 0, 0);
        m.skeleton.joints[1].bind.rotation = QQuaternion(-1, 0, 0, 0); // no rotation at all
        doc()->resetModel(m, QStringLiteral("/tmp/quarry-test/sample.iqm"), QString());
        QCOMPARE(QQuaternion(-c, -c, 0, 0).toEulerAngles().y(), 360.0f); // the case being shown
        raiseDock("JointsDock");
        auto *joints = m_window->findChild<JointsView *>();
        auto *properties = m_window->findChild<PropertiesView *>();
        auto spinText = [](QWidget *view, int row, int axis) {
            auto *spin = view->findChild<QDoubleSpinBox *>(QStringLiteral("transform%1%2").arg(row).arg(axis));
            return spin ? spin->text() : QStringLiteral("(no spin box)");
        };
        clickItem(outliner()->itemFor(ObjectKind::Joint, 2));
        QCOMPARE(joints->currentJoint(), 2);
        QTest::qWait(10); // the properties form rebuilds after the event loop turns
        for (QWidget *view : {static_cast<QWidget *>(joints), static_cast<QWidget *>(properties)}) {
            QCOMPARE(spinText(view, 1, 0), QStringLiteral("90.00"));
            QCOMPARE(spinText(view, 1, 1), QStringLiteral("0.00"));
            QCOMPARE(spinText(view, 1, 2), QStringLiteral("0.00"));
        }
        clickItem(outliner()->itemFor(ObjectKind::Joint, 1));
        QTest::qWait(10);
        for (QWidget *view : {static_cast<QWidget *>(joints), static_cast<QWidget *>(properties)})
            for (int a = 0; a < 3; ++a)
                QCOMPARE(spinText(view, 1, a), QStringLiteral("0.00")); // not -0.00
        // Shown values left alone keep the stored rotation exactly; a typed angle is taken.
        auto *spin = joints->findChild<QDoubleSpinBox *>(QStringLiteral("transform12"));
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("30"));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(qFuzzyCompare(model().skeleton.joints[1].bind.rotation, QQuaternion::fromEulerAngles(0, 0, 30)));
        QCOMPARE(spinText(joints, 1, 2), QStringLiteral("30.00"));
        QCOMPARE(model().skeleton.joints[2].bind.rotation, QQuaternion(-c, -c, 0, 0));
    }

    void reparentJointInTheOutliner()
    {
        OutlinerView *view = outliner();
        QVERIFY(view->reparentJointOnto(2, view->groupItem(ObjectKind::Joint)));
        QCOMPARE(model().skeleton.joints[2].parent, -1);
        QCOMPARE(view->itemFor(ObjectKind::Joint, 2)->parent(), view->groupItem(ObjectKind::Joint));
        // Refused: the root under its own descendant.
        QVERIFY(!view->reparentJointOnto(0, view->itemFor(ObjectKind::Joint, 1)));
        QVERIFY(view->reparentJointOnto(1, view->itemFor(ObjectKind::Joint, 2)));
        QCOMPARE(model().skeleton.joints[1].name, QStringLiteral("neck"));
        QCOMPARE(model().skeleton.joints[2].parent, 1);
        doc()->undoStack()->undo();
        doc()->undoStack()->undo();
        QCOMPARE(model().skeleton, makeSampleModel().skeleton);
    }

    void validationFindingSelectsTheProblem()
    {
        Model broken = makeSampleModel();
        broken.meshes[1].triangles[3] = {5, 5, 6};
        doc()->resetModel(broken);
        m_window->modelOperations()->action(QStringLiteral("validate"))->trigger();
        const QString said = m_window->statusBar()->currentMessage();
        auto *validation = m_window->findChild<ValidationView *>();
        QVERIFY(validation->isVisible());
        QListWidget *list = validation->list();
        QVERIFY(list->count() >= 1);
        QVERIFY(list->item(0)->text().contains(QLatin1String("degenerate")));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QCOMPARE(doc()->selection().faces.value(1), QList<quint32>{3});
        QCOMPARE(doc()->selection().mode, Selection::Mode::Faces);
        // The dock lists what the operation validate finds, as scripts get it.
        const OperationResult result = runOperation(*doc(), QStringLiteral("validate"));
        const QVariantList findings = result.value.toList();
        QCOMPARE(list->count(), findings.size());
        for (int i = 0; i < list->count(); ++i)
            QCOMPARE(list->item(i)->text(), findings[i].toMap().value(QStringLiteral("message")).toString());
        QCOMPARE(said, result.message);
    }

    void unsavedChangesPromptOnClose()
    {
        m_window->modelOperations()->action(QStringLiteral("flipNormals"))->trigger();
        QVERIFY(doc()->isModified());
        // Cancel keeps the window and the changes.
        onNextModal([](QWidget *modal) { clickMessageBoxButton(modal, QMessageBox::Cancel); });
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QVERIFY(doc()->isModified());
        // Discard closes.
        onNextModal([](QWidget *modal) { clickMessageBoxButton(modal, QMessageBox::Discard); });
        QVERIFY(m_window->close());
    }

    // A file opened, edited through the widgets, saved with the shortcut and
    // opened again: the saved file holds the edits.
    void openEditSaveReopen()
    {
        const FormatHandler *iqe = formatHandler(QStringLiteral("iqe"));
        QVERIFY2(iqe && iqe->write && iqe->read, "the format table has an IQE reader and writer");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sample.iqe"));
        QVERIFY(writeModelFile(makeSampleModel(), path, QStringLiteral("iqe")).ok());
        QVERIFY(m_window->openFile(path));
        QCOMPARE(doc()->filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(model().meshes.size(), 2);
        QVERIFY(!m_window->isWindowModified());

        OutlinerView *view = outliner();
        clickItem(view->itemFor(ObjectKind::Mesh, 1));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_F2);
        auto *editor = view->findChild<QLineEdit *>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("helmet"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(model().meshes[1].name, QStringLiteral("helmet"));
        const Triangle before = model().meshes[1].triangles[0];
        m_window->modelOperations()->action(QStringLiteral("flipWinding"))->trigger();
        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QCOMPARE(model().meshes[1].triangles[0], before);
        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        const Triangle flipped{before[0], before[2], before[1]};
        QCOMPARE(model().meshes[1].triangles[0], flipped);
        QVERIFY(m_window->isWindowModified());

        QTest::keySequence(m_window.get(), QKeySequence::Save);
        QVERIFY(!m_window->isWindowModified());
        const ReadResult saved = readModelFile(path);
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error->toString()));
        QCOMPARE(saved.model.meshes[1].name, QStringLiteral("helmet"));
        QCOMPARE(saved.model.meshes[1].triangles, model().meshes[1].triangles);

        // Reopened in a fresh window, from the recent files.
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QAction *recent = nullptr;
        for (QAction *a : m_window->findChildren<QAction *>())
            if (a->text() == QLatin1String("sample.iqe"))
                recent = a;
        QVERIFY(recent);
        recent->trigger();
        QCOMPARE(model().meshes[1].name, QStringLiteral("helmet"));
        QCOMPARE(model().meshes[1].triangles[0], flipped);
    }

    void dropAFileOnTheWindow()
    {
        const FormatHandler *iqe = formatHandler(QStringLiteral("iqe"));
        QVERIFY2(iqe && iqe->write && iqe->read, "the format table has an IQE reader and writer");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.iqe"));
        Model m = makeSampleModel();
        m.meshes[0].name = QStringLiteral("dropped");
        QVERIFY(writeModelFile(m, path, QStringLiteral("iqe")).ok());
        auto *mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(path)});
        const QPoint at = m_window->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, {});
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, mime, Qt::LeftButton, {});
        QApplication::sendEvent(m_window.get(), &drop);
        QCOMPARE(model().meshes[0].name, QStringLiteral("dropped"));
        QCOMPARE(doc()->filePath(), QFileInfo(path).absoluteFilePath());
        delete mime;
    }

    void exportWritesAConvertedCopy()
    {
        const FormatHandler *iqm = formatHandler(QStringLiteral("iqm"));
        QVERIFY2(iqm && iqm->write && iqm->read, "the format table has an IQM reader and writer");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.iqm"));
        // Through the dialog's own widgets.
        onNextModal([&path](QWidget *modal) {
            auto *dialog = qobject_cast<ExportDialog *>(modal);
            QVERIFY(dialog);
            dialog->pathEdit()->setText(path);
            dialog->sizeModeCombo()->setCurrentIndex(2);
            dialog->sizeSpin()->setValue(52.0);
            dialog->influencesSpin()->setValue(1);
            dialog->dropToGroundCheck()->setChecked(true);
            dialog->accept();
        });
        m_window->findChild<QAction *>(QStringLiteral("export"))->trigger();
        QCOMPARE(model(), makeSampleModel()); // the document is untouched
        QVERIFY(!doc()->isModified());
        const ReadResult written = readModelFile(path);
        QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error->toString()));
        const Bounds b = poseBounds(written.model, -1, 0);
        QVERIFY(qAbs(b.size().z() - 52.0f) < 1e-2f);
        QVERIFY(qAbs(b.min.z()) < 1e-3f);
        // IQM stores four slots per vertex; only one may carry weight.
        for (const Mesh &mesh : written.model.meshes)
            QCOMPARE(maxUsedInfluences(mesh), 1);
    }

    void openingAMissingFileSaysWhy()
    {
        QString text;
        onNextModal([&text](QWidget *modal) {
            text = static_cast<QMessageBox *>(modal)->text();
            clickMessageBoxButton(modal, QMessageBox::Ok);
        });
        QVERIFY(!m_window->openFile(QStringLiteral("/nonexistent/model.iqm")));
        QVERIFY2(text.contains(QLatin1String("/nonexistent/model.iqm")), qPrintable(text));
        QCOMPARE(model(), makeSampleModel()); // what was open stays
    }

    void backgroundTaskCancelDiscards()
    {
        BackgroundTask *task = m_window->backgroundTask();
        auto *cancel = m_window->findChild<QPushButton *>(QStringLiteral("taskCancel"));
        QVERIFY(cancel);
        bool sawCancelled = false;
        // Click Cancel from the GUI while the job runs: the window keeps processing events.
        connect(
            task, &BackgroundTask::started, this,
            [cancel] { QTimer::singleShot(50, cancel, [cancel] { QTest::mouseClick(cancel, Qt::LeftButton); }); },
            Qt::SingleShotConnection);
        const bool finished = task->run(QStringLiteral("test"), [&sawCancelled](const ProgressFn &progress) {
            for (int i = 0; i < 1000; ++i) {
                if (!progress(i / 1000.0)) {
                    sawCancelled = true;
                    return;
                }
                QThread::msleep(5);
            }
        });
        QVERIFY(!finished);
        QVERIFY(sawCancelled);
        QVERIFY(!cancel->isVisible());
        QVERIFY(m_window->menuBar()->isEnabled());
        QVERIFY(m_window->modelOperations()->action(QStringLiteral("flipWinding"))->isEnabled());
        // A job that runs to the end reports success.
        int ran = 0;
        QVERIFY(task->run(QStringLiteral("test"), [&ran](const ProgressFn &progress) { ran = progress(1.0) ? 1 : 2; }));
        QCOMPARE(ran, 1);
    }

    void skeletonBesideAnXmfIsOffered()
    {
        QTemporaryDir dir;
        const QString mesh = dir.filePath(QStringLiteral("hero.xmf"));
        const QString skeleton = dir.filePath(QStringLiteral("hero.xsf"));
        for (const QString &path : {mesh, skeleton}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not really a Cal3D file\n");
        }
        QString offered;
        m_window->setSkeletonPrompt([&offered](const QString &path) {
            offered = path;
            return true;
        });
        // The files are not valid, so the open fails after the offer: say why, keep what was open.
        QString error;
        onNextModal([&error](QWidget *modal) {
            error = static_cast<QMessageBox *>(modal)->text();
            clickMessageBoxButton(modal, QMessageBox::Ok);
        });
        QVERIFY(!m_window->openFile(mesh));
        QCOMPARE(offered, skeleton);
        QVERIFY2(error.contains(QLatin1String("hero.")), qPrintable(error));
        QCOMPARE(model(), makeSampleModel());

        // With companions given (several files opened at once) nothing is asked.
        offered.clear();
        onNextModal([](QWidget *modal) { clickMessageBoxButton(modal, QMessageBox::Ok); });
        QVERIFY(!m_window->openFiles({skeleton, mesh}));
        QVERIFY(offered.isEmpty());
    }

    void corpusAvatarOpensWithItsCompanions()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");
        if (!QFileInfo::exists(dir + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("corpus not present (../shared/corpus)");
        QString offered;
        m_window->setSkeletonPrompt([&offered](const QString &path) {
            offered = path;
            return true;
        });
        QVERIFY(m_window->openFile(dir + QStringLiteral("/DokuroChan.xmf")));
        QCOMPARE(QFileInfo(offered).fileName(), QStringLiteral("DokuroChan.xsf"));
        // Taking the skeleton brings the animation and the 32 materials found beside it.
        QCOMPARE(model().skeleton.joints.size(), 99);
        QCOMPARE(model().meshes.size(), 11);
        QCOMPARE(model().vertexCount(), 6861);
        QCOMPARE(model().animations.size(), 1);
        QCOMPARE(model().materials.size(), 32);
    }

    // Every file of the avatar chosen at once, in an order where _18 is not
    // 18th: the mesh asking for material 18 still gets DokuroChan_18.xrf, and
    // the status bar says the ids came from the file names.
    void corpusAvatarMaterialsInAnyOrder()
    {
        const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro");
        if (!QFileInfo::exists(dir + QStringLiteral("/DokuroChan.xmf")))
            QSKIP("corpus not present (../shared/corpus)");
        QStringList files;
        for (int n = 31; n >= 0; --n)
            files << dir + QStringLiteral("/DokuroChan_%1.xrf").arg(n);
        files << dir + QStringLiteral("/DokuroChan.xsf") << dir + QStringLiteral("/DokuroChan.xmf");
        QVERIFY(m_window->openFiles(files));
        QCOMPARE(model().materials.size(), 32);
        QCOMPARE(model().meshes[0].material, 18);
        QCOMPARE(model().materials[18], readModelFile(dir + QStringLiteral("/DokuroChan_18.xrf")).model.materials[0]);
        const QString message = m_window->statusBar()->currentMessage();
        QVERIFY2(message.contains(QLatin1String("material ids taken from the numbers in the material file names")),
                 qPrintable(message));
    }

    void companionFilesAreGrouped()
    {
        const FileGroup g = groupFiles({QStringLiteral("a/walk.xaf"), QStringLiteral("a/hero.xmf"),
                                        QStringLiteral("a/hero.xsf"), QStringLiteral("a/skin.xrf")});
        QCOMPARE(g.model, QStringLiteral("a/hero.xmf"));
        QCOMPARE(g.companions, (QStringList{"a/walk.xaf", "a/hero.xsf", "a/skin.xrf"}));
        QTemporaryDir dir;
        QFile mesh(dir.filePath(QStringLiteral("hero.xmf")));
        QVERIFY(mesh.open(QIODevice::WriteOnly));
        mesh.close();
        QCOMPARE(skeletonBeside(mesh.fileName()), QString());
        QFile skeleton(dir.filePath(QStringLiteral("hero.xsf")));
        QVERIFY(skeleton.open(QIODevice::WriteOnly));
        skeleton.close();
        QCOMPARE(skeletonBeside(mesh.fileName()), skeleton.fileName());
        QCOMPARE(skeletonBeside(dir.filePath(QStringLiteral("hero.iqm"))), QString());
    }

    void preferencesPersist()
    {
        onNextModal([](QWidget *modal) {
            auto *recent = modal->findChild<QSpinBox *>(QStringLiteral("maxRecentFiles"));
            QVERIFY(recent);
            recent->setValue(3);
            auto *skeleton = modal->findChild<QComboBox *>(QStringLiteral("skeletonBeside"));
            skeleton->setCurrentIndex(2);
            static_cast<QDialog *>(modal)->accept();
        });
        QAction *prefs = m_window->findChild<QAction *>(QStringLiteral("preferences"));
        QVERIFY(prefs);
        prefs->trigger();
        QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("preferences/maxRecentFiles")).toInt(), 3);
        QCOMPARE(settings.value(QStringLiteral("preferences/skeletonBeside")).toInt(), 2);
        settings.remove(QStringLiteral("preferences"));
    }

    void keyboardShortcutsDialogListsCommands()
    {
        int rows = 0;
        onNextModal([&rows](QWidget *modal) {
            auto *tree = modal->findChild<QTreeWidget *>();
            QVERIFY(tree);
            for (QTreeWidgetItemIterator it(tree); *it; ++it)
                rows += (*it)->text(1) == QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText);
            static_cast<QDialog *>(modal)->reject();
        });
        m_window->findChild<QAction *>(QStringLiteral("shortcuts"))->trigger();
        QCOMPARE(rows, 1);
    }

    // The window as a user first sees it with a model open; saved where
    // QUARRY_SCREENSHOT says (for the README).
    void screenshotOfTheSample()
    {
        m_window->resize(1280, 800);
        doc()->resetModel(makeSampleModel(), QStringLiteral("/home/modder/models/sample.iqm"), QStringLiteral("iqm"));
        clickItem(outliner()->itemFor(ObjectKind::Joint, 1));
        raiseDock("PropertiesDock");
        QTest::qWait(100);
        QImage shot = m_window->grab().toImage();
        QVERIFY(!shot.isNull());
        // The 3D view draws in a window of its own, which a widget grab
        // does not see: its scene goes where it shows.
        if (auto *view = m_window->findChild<ViewportWidget *>(); view && view->isVisible()) {
            const QImage scene = view->grabFramebuffer();
            QVERIFY(!scene.isNull());
            QPainter painter(&shot);
            painter.drawImage(QRectF(view->mapTo(m_window.get(), QPoint(0, 0)), view->size()), scene);
        }
        QCOMPARE(shot.size(), m_window->size() * m_window->devicePixelRatio());
        const QByteArray path = qgetenv("QUARRY_SCREENSHOT");
        if (!path.isEmpty())
            QVERIFY(shot.save(QString::fromLocal8Bit(path)));
    }

    void layoutAndGeometryPersist()
    {
        auto *joints = m_window->findChild<QDockWidget *>(QStringLiteral("JointsDock"));
        joints->hide();
        m_window->resize(620, 440);
        QTest::qWait(20);
        const QSize size = m_window->size(); // what the window took of the request
        m_window->close();
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("JointsDock"))->toggleViewAction()->isChecked());
        QCOMPARE(m_window->size(), size);
        m_window->resetLayout();
        QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("JointsDock"))->toggleViewAction()->isChecked());
    }
};

QTEST_MAIN(TestEditorWindow)
#include "tst_editorwindow.moc"
