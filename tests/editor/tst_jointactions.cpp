// The joint entries of the Model menu and of the outliner's joint context
// menu driven as a user drives them: a right-click on a joint, the dialogs'
// fields typed and clicked, OK; each edit one undo step.
#include "GuiHelpers.h"

#include "editor/JointActions.h"
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"
#include "views/OutlinerView.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

using namespace quarry;
using namespace quarry::test;

namespace {

void clickOk(QWidget *dialog)
{
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

// Replaces a spin box's text by typing, as a user does.
void typeInto(QDoubleSpinBox *box, const QString &text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
}

QVector3D jointPosition(const Model &model, int joint)
{
    return model.skeleton.bindWorldMatrices()[joint].column(3).toVector3D();
}

// Clicks the entry of the popup menu that shows next.
void clickInNextPopup(const QString &text)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, text] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        timer->stop();
        timer->deleteLater();
        for (QAction *a : menu->actions())
            if (a->text() == text) {
                QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(a).center());
                return;
            }
        menu->close();
    });
    timer->start();
}

} // namespace

class TestJointActions : public QObject
{
    Q_OBJECT

    MainWindow *m_window = nullptr;
    Document *doc() const { return m_window->document(); }
    JointActions *actions() const { return m_window->jointActions(); }
    OutlinerView *outliner() const { return m_window->findChild<OutlinerView *>(); }

    void clickJoint(int joint)
    {
        QTreeWidgetItem *item = outliner()->itemFor(ObjectKind::Joint, joint);
        outliner()->scrollToItem(item);
        QTest::mouseClick(outliner()->viewport(), Qt::LeftButton, {}, outliner()->visualItemRect(item).center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_jointactions"));
        m_window = new MainWindow;
        m_window->resize(1200, 800);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }

    void init()
    {
        doc()->resetModel(makeSampleModel());
        QApplication::processEvents();
    }

    void cleanupTestCase()
    {
        doc()->undoStack()->setClean();
        delete m_window;
    }

    void skeletonMenuHoldsTheJointEntries()
    {
        auto *skeleton = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("skeletonMenu"));
        QVERIFY(skeleton);
        for (QAction *a : {actions()->addJointAction, actions()->addAttachmentAction, actions()->moveJointAction,
                           actions()->reparentJointAction})
            QVERIFY2(skeleton->actions().contains(a), qPrintable(a->text()));
    }

    void attachmentPointFromTheOutlinersContextMenu()
    {
        clickJoint(2); // "neck"
        QCOMPARE(doc()->selection().joints, QList<int>{2});
        onNextModal([](QWidget *dialog) {
            QCOMPARE(dialog->objectName(), QStringLiteral("addAttachmentDialog"));
            auto *parent = dialog->findChild<QComboBox *>(QStringLiteral("parent"));
            QCOMPARE(parent->currentText(), QStringLiteral("neck"));
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("name"));
            name->setFocus();
            name->selectAll();
            QTest::keyClicks(name, QStringLiteral("tag_head"));
            QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("useParentPosition")), Qt::LeftButton);
            typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("positionZ")), QStringLiteral("2.5"));
            clickOk(dialog);
        });
        clickInNextPopup(actions()->addAttachmentAction->text());
        QTreeWidgetItem *item = outliner()->itemFor(ObjectKind::Joint, 2);
        QContextMenuEvent event(QContextMenuEvent::Mouse, outliner()->visualItemRect(item).center(),
                                outliner()->viewport()->mapToGlobal(outliner()->visualItemRect(item).center()));
        QApplication::sendEvent(outliner()->viewport(), &event);
        QTRY_COMPARE(doc()->model().skeleton.joints.size(), 4);
        const Joint &tag = doc()->model().skeleton.joints[3];
        QCOMPARE(tag.name, QStringLiteral("tag_head"));
        QCOMPARE(tag.parent, 2);
        QVERIFY((jointPosition(doc()->model(), 3) - QVector3D(0, 0, 2.5f)).length() < 1e-4f);
        QCOMPARE(doc()->undoStack()->count(), 1);
        QCOMPARE(doc()->selection().joints, QList<int>{3});
        QVERIFY(outliner()->itemFor(ObjectKind::Joint, 3));
    }

    void addJointAtTheSelectionsCentre()
    {
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {0, 6}); // opposite points of the column's first ring
        doc()->setSelection(s);
        const QVector3D centre = (doc()->model().meshes[0].positions[0] + doc()->model().meshes[0].positions[6]) / 2;
        onNextModal([](QWidget *dialog) {
            auto *parent = dialog->findChild<QComboBox *>(QStringLiteral("parent"));
            QCOMPARE(parent->currentIndex(), 0); // no joint selected: a root
            typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("positionX")), QStringLiteral("9"));
            QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("useSelectionCentre")), Qt::LeftButton);
            clickOk(dialog);
        });
        actions()->addJointAction->trigger();
        QCOMPARE(doc()->model().skeleton.joints.size(), 4);
        QCOMPARE(doc()->model().skeleton.joints[3].parent, -1);
        QVERIFY((jointPosition(doc()->model(), 3) - centre).length() < 1e-4f);
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), makeSampleModel());
    }

    void moveJointDialogCarriesTheVertices()
    {
        clickJoint(2);
        const Model before = doc()->model();
        onNextModal([](QWidget *dialog) {
            QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("joint"))->currentText(), QStringLiteral("neck"));
            typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("translationX")), QStringLiteral("0.5"));
            auto *keep = dialog->findChild<QCheckBox *>(QStringLiteral("keepMesh"));
            QTest::mouseClick(keep, Qt::LeftButton, {}, QPoint(8, keep->height() / 2));
            QVERIFY(!keep->isChecked());
            clickOk(dialog);
        });
        actions()->moveJointAction->trigger();
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY((jointPosition(doc()->model(), 2) - jointPosition(before, 2) - QVector3D(0.5f, 0, 0)).length() < 1e-4f);
        // The head mesh is weighted to "neck" alone: it moved along.
        const Mesh &head = doc()->model().meshes[1];
        for (qsizetype v = 0; v < head.vertexCount(); ++v)
            QVERIFY((head.positions[v] - before.meshes[1].positions[v] - QVector3D(0.5f, 0, 0)).length() < 1e-4f);
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), before);
    }

    void moveJointDialogKeepsTheSkin()
    {
        clickJoint(1);
        const Model before = doc()->model();
        onNextModal([](QWidget *dialog) {
            typeInto(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("rotationZ")), QStringLiteral("30"));
            clickOk(dialog);
        });
        actions()->moveJointAction->trigger();
        QCOMPARE(doc()->undoStack()->count(), 1);
        QCOMPARE(doc()->model().meshes, before.meshes);
        QVERIFY(!(doc()->model().skeleton == before.skeleton));
    }

    void reparentDialog()
    {
        clickJoint(2);
        onNextModal([](QWidget *dialog) {
            auto *parent = dialog->findChild<QComboBox *>(QStringLiteral("parent"));
            parent->setCurrentIndex(parent->findText(QStringLiteral("root")));
            clickOk(dialog);
        });
        actions()->reparentJointAction->trigger();
        QCOMPARE(doc()->model().skeleton.joints[2].parent, 0);
        QCOMPARE(doc()->undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestJointActions)
#include "tst_jointactions.moc"
