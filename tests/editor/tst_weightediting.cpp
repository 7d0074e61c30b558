// Weights edited in the editor window as a user does it: typed into the
// Joints dock's tables (one joint's column sets every selected vertex),
// assigned with the dock's buttons, and the Weights menu entries enabled
// only when they can run. Each edit is one undo step that undo takes back.
#include "editor/MainWindow.h"
#include "editor/WeightActions.h"
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"
#include "model/ops/WeightEdit.h"
#include "views/JointsView.h"
#include "views/WeightEditor.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace quarry;

class TestWeightEditing : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    Document *doc() { return m_window->document(); }
    JointsView *joints() { return m_window->findChild<JointsView *>(); }

    void select(int joint, const QList<quint32> &vertices)
    {
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.joints = {joint};
        s.vertices = {{0, vertices}};
        doc()->setSelection(s);
    }

    // Types into a cell as a user does: double-click, select all, type, Enter.
    static void typeInto(QTableWidget *table, int row, int column, const QString &text)
    {
        QTableWidgetItem *item = table->item(row, column);
        QVERIFY(item);
        table->scrollToItem(item);
        const QPoint at = table->visualItemRect(item).center();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
        QLineEdit *editor = nullptr;
        for (QLineEdit *e : table->viewport()->findChildren<QLineEdit *>())
            if (e->isVisible())
                editor = e;
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
    }

    static int columnOf(QTableWidget *table, const QString &header)
    {
        for (int c = 0; c < table->columnCount(); ++c)
            if (table->horizontalHeaderItem(c) && table->horizontalHeaderItem(c)->text() == header)
                return c;
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_weightediting"));
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        doc()->resetModel(makeSampleModel());
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("JointsDock"));
        dock->show();
        dock->raise();
        QApplication::processEvents();
    }

    void cleanup()
    {
        doc()->undoStack()->setClean();
        m_window.reset();
        QLocale::setDefault(QLocale::system());
    }

    void typedWeightSetsEverySelectedVertex()
    {
        const Model before = doc()->model();
        const int joint = 1;
        select(joint, {0, 1, 2});
        QTableWidget *table = joints()->weightEditor()->vertexTable();
        QTRY_COMPARE(table->rowCount(), 3);
        const int column = columnOf(table, before.skeleton.joints[joint].name);
        QVERIFY(column >= 2);
        typeInto(table, 1, column, QStringLiteral("0.25"));
        QTRY_COMPARE(doc()->undoStack()->count(), 1);
        for (quint32 v : {0u, 1u, 2u}) {
            QVERIFY(qFuzzyCompare(jointWeight(doc()->model().meshes[0], v, joint), 0.25f));
            QVERIFY(std::abs(weightSum(vertexInfluences(doc()->model().meshes[0], v)) - 1.0f) < 1e-5f);
        }
        QCOMPARE(jointWeight(doc()->model().meshes[0], 3, joint), jointWeight(before.meshes[0], 3, joint));
        // The table shows the new weights and sums.
        QTRY_COMPARE(table->item(0, column)->text(), QStringLiteral("0.25"));
        QCOMPARE(table->item(0, table->columnCount() - 1)->text(), QStringLiteral("1"));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), before);

        // Not a number: nothing changes.
        typeInto(table, 0, column, QStringLiteral("lots"));
        QTest::qWait(50);
        QCOMPARE(doc()->undoStack()->index(), 0);
        QCOMPARE(doc()->model(), before);
    }

    void typedWeightInTheJointsList()
    {
        const Model before = doc()->model();
        Selection s;
        s.joints = {2};
        doc()->setSelection(s);
        QTableWidget *table = joints()->weightTable();
        QVERIFY(table->rowCount() > 1);
        const quint32 vertex = table->item(0, 1)->text().toUInt();
        const int mesh = table->item(0, 0)->data(Qt::UserRole).toInt();
        typeInto(table, 0, 2, QStringLiteral("0.4"));
        QTRY_COMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(qFuzzyCompare(jointWeight(doc()->model().meshes[mesh], vertex, 2), 0.4f));
        // Only that vertex (the click selected it).
        for (quint32 v = 0; v < quint32(before.meshes[mesh].vertexCount()); ++v)
            if (v != vertex)
                QCOMPARE(vertexInfluences(doc()->model().meshes[mesh], v), vertexInfluences(before.meshes[mesh], v));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), before);
    }

    // Weights shown and typed as the user's locale writes numbers (0,25 in
    // German); the form code writes (0.25) is taken too.
    void weightsInTheUserLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const Model before = doc()->model();
        const int joint = 1;
        select(joint, {0, 1});
        QTableWidget *table = joints()->weightEditor()->vertexTable();
        QTRY_COMPARE(table->rowCount(), 2);
        const int column = columnOf(table, before.skeleton.joints[joint].name);
        QVERIFY(column >= 2);
        typeInto(table, 0, column, QStringLiteral("0,25"));
        QTRY_COMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(qFuzzyCompare(jointWeight(doc()->model().meshes[0], 1, joint), 0.25f));
        QTRY_COMPARE(table->item(0, column)->text(), QStringLiteral("0,25"));
        typeInto(table, 1, column, QStringLiteral("0.5"));
        QTRY_COMPARE(doc()->undoStack()->count(), 2);
        QVERIFY(qFuzzyCompare(jointWeight(doc()->model().meshes[0], 0, joint), 0.5f));
        QTRY_COMPARE(table->item(1, column)->text(), QStringLiteral("0,5"));

        // The Joints dock's list of the joint's weights.
        Selection s;
        s.joints = {joint};
        doc()->setSelection(s);
        QTableWidget *list = joints()->weightTable();
        QTRY_VERIFY(list->rowCount() > 1);
        bool shown = false;
        for (int r = 0; r < list->rowCount(); ++r)
            shown = shown || list->item(r, 2)->text() == QStringLiteral("0,5");
        QVERIFY(shown);
        const quint32 vertex = list->item(0, 1)->text().toUInt();
        const int mesh = list->item(0, 0)->data(Qt::UserRole).toInt();
        typeInto(list, 0, 2, QStringLiteral("0,4"));
        QTRY_COMPARE(doc()->undoStack()->count(), 3);
        QVERIFY(qFuzzyCompare(jointWeight(doc()->model().meshes[mesh], vertex, joint), 0.4f));
    }

    void assignAndRemoveButtons()
    {
        const Model before = doc()->model();
        select(2, {4, 5});
        WeightEditor *editor = joints()->weightEditor();
        auto *weight = editor->findChild<QDoubleSpinBox *>(QStringLiteral("assignWeight"));
        auto *assign = editor->findChild<QPushButton *>(QStringLiteral("assignButton"));
        auto *remove = editor->findChild<QPushButton *>(QStringLiteral("removeButton"));
        QVERIFY(weight && assign && remove);
        QTRY_VERIFY(assign->isEnabled());
        weight->selectAll();
        QTest::keyClicks(weight, QStringLiteral("0.5"));
        QTest::keyClick(weight, Qt::Key_Return);
        QCOMPARE(weight->value(), 0.5);
        QTest::mouseClick(assign, Qt::LeftButton);
        QCOMPARE(doc()->undoStack()->count(), 1);
        QCOMPARE(jointWeight(doc()->model().meshes[0], 4, 2), 0.5f);
        QCOMPARE(jointWeight(doc()->model().meshes[0], 5, 2), 0.5f);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(doc()->undoStack()->count(), 2);
        QCOMPARE(jointWeight(doc()->model().meshes[0], 4, 2), 0.0f);
        doc()->undoStack()->undo();
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), before);
        // Nothing selected: nothing to assign to.
        doc()->clearSelection();
        QVERIFY(!assign->isEnabled());
    }

    // The Automatic Weights dialog offers the joints that deform the mesh
    // checked (a helper that weighs nothing unchecked); those left checked
    // alone receive weight.
    void autoWeightsDialogPicksTheJoints()
    {
        Model model = makeSampleModel();
        Joint helper;
        helper.name = QStringLiteral("SpineIK1");
        helper.parent = 0;
        helper.bind.translation = QVector3D(0.3f, 0, 1.2f);
        model.skeleton.joints << helper;
        doc()->resetModel(model);
        doc()->clearSelection();
        QStringList offered;
        QTimer::singleShot(50, [&offered] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *list = dialog->findChild<QListWidget *>(QStringLiteral("joints"));
            QVERIFY(list);
            for (int row = 0; row < list->count(); ++row) {
                QListWidgetItem *item = list->item(row);
                offered << item->text()
                               + (item->checkState() == Qt::Checked ? QStringLiteral("+") : QStringLiteral("-"));
                if (item->text() == QLatin1String("neck"))
                    item->setCheckState(Qt::Unchecked);
            }
            dialog->accept();
        });
        m_window->weightActions()->action(QStringLiteral("autoWeights"))->trigger();
        QCOMPARE(offered, (QStringList{"root+", "spine+", "neck+", "SpineIK1-"}));
        QCOMPARE(doc()->undoStack()->count(), 1);
        for (const Mesh &mesh : doc()->model().meshes)
            for (quint32 v = 0; v < quint32(mesh.vertexCount()); ++v) {
                QCOMPARE(jointWeight(mesh, v, 2), 0.0f);
                QCOMPARE(jointWeight(mesh, v, 3), 0.0f);
            }
    }

    void weightMenusFollowTheSelection()
    {
        WeightActions *actions = m_window->weightActions();
        QVERIFY(actions);
        auto *weightsMenu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("weightsMenu"));
        QVERIFY(weightsMenu);
        QVERIFY(weightsMenu->actions().contains(actions->action(QStringLiteral("autoWeights"))));
        auto *selectMenu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("selectMenu"));
        QVERIFY(selectMenu->actions().contains(actions->action(QStringLiteral("selectUnweighted"))));
        doc()->clearSelection();
        QVERIFY(!actions->action(QStringLiteral("assignWeights"))->isEnabled());
        QVERIFY(actions->action(QStringLiteral("autoWeights"))->isEnabled());
        select(0, {0});
        QVERIFY(actions->action(QStringLiteral("assignWeights"))->isEnabled());
        // Single Influence from the menu on a vertex of two influences: one undo step.
        QVERIFY(runOperation(*doc(), QStringLiteral("autoWeights"), {{QStringLiteral("max_influences"), 2}}).ok);
        QCOMPARE(vertexInfluences(doc()->model().meshes[0], 0).size(), 2);
        const Model before = doc()->model();
        actions->action(QStringLiteral("singleInfluence"))->trigger();
        QCOMPARE(doc()->undoStack()->count(), 2);
        QCOMPARE(vertexInfluences(doc()->model().meshes[0], 0).size(), 1);
        QCOMPARE(vertexInfluences(doc()->model().meshes[0], 1), vertexInfluences(before.meshes[0], 1));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), before);
    }
};

QTEST_MAIN(TestWeightEditing)
#include "tst_weightediting.moc"
