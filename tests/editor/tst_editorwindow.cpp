// The main window driven as a user does: menus and docks, the outliner,
// operations from the menus, properties, materials, joints and validation
// findings. Files (open, save, drop, export, companions, settings) are
// tst_editorwindow_files.
#include "EditorWindowTestSupport.h"

using namespace quarry;
using namespace quarry::editortest;

class TestEditorWindow : public QObject, private EditorWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editorwindow"));
        QSettings().clear();
    }

    void init() { open(); }
    void cleanup() { close(); }

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
};

QTEST_MAIN(TestEditorWindow)
#include "tst_editorwindow.moc"
