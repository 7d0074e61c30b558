// Posing in the viewport: gizmo drags on a posed joint key translation,
// rotation and scale at the current time (one undo step each), Auto Key off
// previews until Key Pose, and the pose toolbar's onion skin switch.
#include "editor/MainWindow.h"
#include "editor/Preferences.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/SpinBoxAction.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace quarry;

class TestViewportPosing : public QObject
{
    Q_OBJECT

    MainWindow *m_window = nullptr;
    ViewportWidget *m_view = nullptr;
    Document *doc() const { return m_window->document(); }
    static constexpr int kJoint = 2; // "neck"

    // Between frames 5 and 6: the sample keys every frame, so no key is there yet.
    double time() const { return 5.5 / doc()->model().animations[0].fps; }

    // The key of a channel at the current time, if any.
    const Vec3Key *translationKeyNow() const
    {
        const JointTrack *track = doc()->model().animations[0].track(kJoint);
        if (!track)
            return nullptr;
        for (const Vec3Key &k : track->translations)
            if (std::abs(k.time - float(time())) < 1e-4f)
                return &k;
        return nullptr;
    }

    // Drags the gizmo's X handle 60 pixels to the right.
    void dragX()
    {
        const QPoint grab = m_view->gizmoHandlePosition(0, GizmoHandle::X).toPoint();
        QTest::mousePress(m_view, Qt::LeftButton, {}, grab);
        for (int dx = 10; dx <= 60; dx += 10)
            QTest::mouseMove(m_view, grab + QPoint(dx, 2));
        QTest::mouseRelease(m_view, Qt::LeftButton, {}, grab + QPoint(60, 2));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_posing"));
        m_window = new MainWindow;
        m_window->resize(900, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        auto *viewport = m_window->findChild<Viewport *>();
        QVERIFY(viewport);
        if (!viewport->hasOpenGL())
            QSKIP("no OpenGL context on this display");
        m_view = viewport->view();
    }

    void init()
    {
        doc()->resetModel(makeSampleModel());
        doc()->setCurrentAnimation(0);
        doc()->setCurrentTime(time());
        m_view->setAutoKey(true);
        m_view->setSingleView(Camera::View::Side); // looking along +Y: X right, Z up
        m_view->frameAll();
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {kJoint};
        doc()->setSelection(s);
        QTest::qWait(50);
    }

    void cleanupTestCase()
    {
        if (m_window)
            doc()->undoStack()->setClean();
        delete m_window;
    }

    // The check: a gizmo drag on a joint sets a translation key
    // with the expected value at the current time; undo removes it.
    void dragSetsATranslationKeyAndUndoRemovesIt()
    {
        m_view->setTool(TransformTool::Move);
        QVERIFY(m_view->hasGizmo());
        const Model before = doc()->model();
        QVERIFY(!translationKeyNow());
        const QList<QMatrix4x4> world = worldMatrices(before.skeleton, localPose(before, 0, time()));
        const int parent = before.skeleton.joints[kJoint].parent;
        const float pixel = m_view->camera(0).pixelSize(m_view->viewRect(0).height());
        dragX();
        QCOMPARE(doc()->undoStack()->count(), 1);
        const Vec3Key *key = translationKeyNow();
        QVERIFY(key);
        const QVector3D moved = world[kJoint].map(QVector3D()) + QVector3D(60 * pixel, 0, 0);
        const QVector3D expected = world[parent].inverted().map(moved);
        QVERIFY2((key->value - expected).length() < 60 * pixel * 0.02f,
                 qPrintable(QStringLiteral("key %1 %2 %3, expected %4 %5 %6")
                                .arg(key->value.x())
                                .arg(key->value.y())
                                .arg(key->value.z())
                                .arg(expected.x())
                                .arg(expected.y())
                                .arg(expected.z())));
        // The shown joint follows.
        QVERIFY((m_view->pose().jointPosition(kJoint) - moved).length() < 60 * pixel * 0.02f);
        // Rotation and scale keys were left alone.
        const JointTrack *was = before.animations[0].track(kJoint);
        const JointTrack *is = doc()->model().animations[0].track(kJoint);
        QCOMPARE(is->rotations, was->rotations);
        QCOMPARE(is->scales, was->scales);
        doc()->undoStack()->undo();
        QVERIFY(!translationKeyNow());
        QCOMPARE(doc()->model(), before);
    }

    void typedRotateAndScaleKeyTheirChannels()
    {
        const Model before = doc()->model();
        m_view->setTool(TransformTool::Rotate);
        m_view->applyTypedTransform(QVector3D(0, 0, 30));
        QCOMPARE(doc()->undoStack()->count(), 1);
        const QList<QMatrix4x4> was = worldMatrices(before.skeleton, localPose(before, 0, time()));
        const QList<QMatrix4x4> now = worldMatrices(doc()->model().skeleton, localPose(doc()->model(), 0, time()));
        const QQuaternion turn = Transform::fromMatrix(now[kJoint]).rotation
                                 * Transform::fromMatrix(was[kJoint]).rotation.inverted();
        const QQuaternion expected = QQuaternion::fromAxisAndAngle(0, 0, 1, 30);
        QVERIFY(std::abs(QQuaternion::dotProduct(turn.normalized(), expected)) > 1 - 1e-4f);
        m_view->setTool(TransformTool::Scale);
        m_view->applyTypedTransform(QVector3D(2, 2, 2));
        QCOMPARE(doc()->undoStack()->count(), 2);
        const Transform scaled = localPose(doc()->model(), 0, time())[kJoint];
        const Transform original = localPose(before, 0, time())[kJoint];
        QVERIFY(qFuzzyCompare(scaled.scale, original.scale * 2));
        doc()->undoStack()->undo();
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), before);
    }

    void withoutAutoKeyADragPreviewsUntilKeyPose()
    {
        auto *autoKey = m_window->findChild<QAction *>(QStringLiteral("autoKey"));
        auto *keyPose = m_window->findChild<QAction *>(QStringLiteral("keyPose"));
        QVERIFY(autoKey && keyPose);
        QVERIFY(autoKey->isChecked());
        autoKey->setChecked(false);
        QVERIFY(!m_view->autoKey());
        const Model before = doc()->model();
        const QVector3D start = m_view->pose().jointPosition(kJoint);
        m_view->setTool(TransformTool::Move);
        dragX();
        QCOMPARE(doc()->undoStack()->count(), 0);
        QCOMPARE(doc()->model(), before);
        QVERIFY(m_view->hasPosePreview());
        const QVector3D previewed = m_view->pose().jointPosition(kJoint);
        QVERIFY((previewed - start).length() > 1e-3f);
        keyPose->trigger();
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(!m_view->hasPosePreview());
        QVERIFY((m_view->pose().jointPosition(kJoint) - previewed).length() < 1e-4f);
        QVERIFY(translationKeyNow());
        doc()->undoStack()->undo();
        // A preview the time moves away from is dropped.
        dragX();
        QVERIFY(m_view->hasPosePreview());
        doc()->setCurrentTime(0);
        QVERIFY(!m_view->hasPosePreview());
        QCOMPARE(doc()->model(), before);
        autoKey->setChecked(true);
    }

    void preferencesChooseTheSideRule()
    {
        Preferences p;
        p.jointSideRule = QStringLiteral("custom:Lft/Rgt");
        PreferencesDialog dialog(p);
        auto *rule = dialog.findChild<QComboBox *>(QStringLiteral("jointSideRule"));
        auto *left = dialog.findChild<QLineEdit *>(QStringLiteral("jointSideLeft"));
        QVERIFY(rule && left);
        QVERIFY(left->isEnabled());
        QCOMPARE(left->text(), QStringLiteral("Lft"));
        QCOMPARE(dialog.preferences().jointSideRule, QStringLiteral("custom:Lft/Rgt"));
        rule->setCurrentIndex(rule->findData(QStringLiteral("_l/_r")));
        QVERIFY(!left->isEnabled());
        QCOMPARE(dialog.preferences().jointSideRule, QStringLiteral("_l/_r"));
    }

    void onionSkinIsOffUntilSwitchedOn()
    {
        auto *onion = m_window->findChild<QAction *>(QStringLiteral("onionSkin"));
        QVERIFY(onion);
        QVERIFY(!onion->isChecked());
        QVERIFY(!m_view->settings().onion.enabled);
        const QImage plain = m_view->grabFramebuffer();
        onion->setChecked(true);
        QVERIFY(m_view->settings().onion.enabled);
        // The View menu's Posing holds the same switch.
        bool inViewMenu = false;
        for (QMenu *menu : m_window->findChildren<QMenu *>())
            if (menu->title() == QLatin1String("&Posing"))
                inViewMenu = menu->actions().contains(onion);
        QVERIFY(inViewMenu);
        const QImage ghosts = m_view->grabFramebuffer();
        QVERIFY(plain != ghosts);
        onion->setChecked(false);
    }

    // At a usual window width, with the docks beside the view, the switch
    // shows in the posing row itself and its arrow opens the settings.
    void onionSkinSettingsAreOneClickAway()
    {
        const QSize before = m_window->size();
        m_window->resize(1280, 800);
        QTRY_COMPARE(m_window->size(), QSize(1280, 800));
        auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("ViewportPoseBar"));
        auto *onion = m_window->findChild<QAction *>(QStringLiteral("onionSkin"));
        QVERIFY(bar && onion);
        auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(onion));
        QVERIFY(button);
        // Shown in the row, not only in its overflow.
        QTRY_VERIFY(button->isVisible());
        QVERIFY(button->mapTo(bar, QPoint(button->width(), 0)).x() <= bar->width());
        QCOMPARE(button->popupMode(), QToolButton::MenuButtonPopup);
        QMenu *menu = button->menu();
        QVERIFY(menu);
        QStringList names;
        for (QAction *a : menu->actions())
            names << a->objectName();
        for (const char *name : {"onionBefore", "onionAfter", "onionStep", "onionBonesOnly"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
        // The View menu's Posing opens the same settings.
        bool inViewMenu = false;
        for (QMenu *m : m_window->findChildren<QMenu *>())
            if (m->title() == QLatin1String("&Posing"))
                inViewMenu = m->actions().contains(menu->menuAction());
        QVERIFY(inViewMenu);
        // A number changed in the popup reaches the view.
        menu->popup(button->mapToGlobal(QPoint(0, button->height())));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        auto *step = m_window->findChild<SpinBoxAction *>(QStringLiteral("onionStep"));
        QVERIFY(step);
        auto *stepSpin = menu->findChild<QDoubleSpinBox *>(QStringLiteral("onionStep"));
        QVERIFY(stepSpin);
        stepSpin->setValue(3);
        QCOMPARE(m_view->settings().onion.step, 3);
        QCOMPARE(step->value(), 3.0);
        stepSpin->setValue(1);
        menu->close();
        m_window->resize(before);
    }
};

QTEST_MAIN(TestViewportPosing)
#include "tst_viewport_posing.moc"
