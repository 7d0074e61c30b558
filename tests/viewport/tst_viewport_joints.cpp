// Joints placed with the viewport's gizmo in the bind pose: a drag of the
// move handle or a typed rotation moves the selected joint, keeps the skin
// where it is, and is one undo step.
#include "editor/JointActions.h"
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/Pose.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QTest>

using namespace quarry;

namespace {

QVector3D bindPosition(const Model &model, int joint)
{
    return model.skeleton.bindWorldMatrices()[joint].column(3).toVector3D();
}

} // namespace

class TestViewportJoints : public QObject
{
    Q_OBJECT

    MainWindow *m_window = nullptr;
    ViewportWidget *m_view = nullptr;
    Document *doc() const { return m_window->document(); }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport_joints"));
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
        doc()->setCurrentAnimation(-1); // the bind pose
        m_view->setSingleView(Camera::View::Side); // looking along +Y: X right, Z up
        m_view->frameAll();
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {2}; // "neck"
        doc()->setSelection(s);
        QTest::qWait(50);
    }

    void cleanupTestCase()
    {
        if (m_window)
            doc()->undoStack()->setClean();
        delete m_window;
    }

    void dragPlacesTheJointAndKeepsTheSkin()
    {
        m_view->setTool(TransformTool::Move);
        QVERIFY(m_view->hasGizmo());
        const Model before = doc()->model();
        const QPoint grab = m_view->gizmoHandlePosition(0, GizmoHandle::X).toPoint();
        const float pixel = m_view->camera(0).pixelSize(m_view->viewRect(0).height());
        QTest::mousePress(m_view, Qt::LeftButton, {}, grab);
        for (int dx = 10; dx <= 60; dx += 10)
            QTest::mouseMove(m_view, grab + QPoint(dx, 2));
        QTest::mouseRelease(m_view, Qt::LeftButton, {}, grab + QPoint(60, 2));
        QCOMPARE(doc()->undoStack()->count(), 1);
        const QVector3D moved = bindPosition(doc()->model(), 2) - bindPosition(before, 2);
        QVERIFY2(std::abs(moved.x() - 60 * pixel) < 60 * pixel * 0.02f && std::abs(moved.y()) < 1e-4f
                     && std::abs(moved.z()) < 1e-4f,
                 qPrintable(QStringLiteral("moved %1 %2 %3, expected %4")
                                .arg(moved.x())
                                .arg(moved.y())
                                .arg(moved.z())
                                .arg(60 * pixel)));
        QCOMPARE(doc()->model().meshes, before.meshes);
        // The joint's animated frames skin the mesh as before.
        const QList<QMatrix4x4> was = skinningMatrices(before.skeleton,
                                                       worldMatrices(before.skeleton, localPose(before, 0, 0.5)));
        const QList<QMatrix4x4> is = skinningMatrices(
            doc()->model().skeleton, worldMatrices(doc()->model().skeleton, localPose(doc()->model(), 0, 0.5)));
        for (int j = 0; j < was.size(); ++j)
            QVERIFY(qFuzzyCompare(was[j], is[j]));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->model(), before);
    }

    void typedRotationTurnsTheJoint()
    {
        m_view->setTool(TransformTool::Rotate);
        const Model before = doc()->model();
        m_view->applyTypedTransform(QVector3D(0, 0, 90));
        QCOMPARE(doc()->undoStack()->count(), 1);
        const QMatrix4x4 world = doc()->model().skeleton.bindWorldMatrices()[2];
        const QMatrix4x4 old = before.skeleton.bindWorldMatrices()[2];
        // The joint's X axis now points along the model's Y; its position stays.
        QVERIFY((world.column(0).toVector3D() - QVector3D(0, 1, 0) * old.column(0).toVector3D().length()).length()
                < 1e-4f);
        QVERIFY((world.column(3) - old.column(3)).length() < 1e-4f);
        QCOMPARE(doc()->model().meshes, before.meshes);
    }

    void jointAddedAtTheClickedPoint()
    {
        QAction *action = m_window->jointActions()->addJointAtPointAction;
        QVERIFY(action->isEnabled());
        // A point of the column's surface that faces the camera (looking along +Y).
        const Mesh &column = doc()->model().meshes[0];
        int front = 0;
        for (int v = 0; v < column.vertexCount(); ++v)
            if (column.positions[v].y() < column.positions[front].y() - 1e-4f
                || (std::abs(column.positions[v].y() - column.positions[front].y()) < 1e-4f
                    && std::abs(column.positions[v].z() - 0.5f) < std::abs(column.positions[front].z() - 0.5f)))
                front = v;
        const QVector3D target = column.positions[front] + QVector3D(0, 0, 0.05f);
        QVector3D projected;
        m_view->camera(0).project(target, m_view->viewRect(0).size(), &projected);
        const QPoint click = QPoint(qRound(projected.x()), qRound(projected.y())) + m_view->viewRect(0).topLeft();
        const float pixel = m_view->camera(0).pixelSize(m_view->viewRect(0).height());

        action->trigger();
        QVERIFY(m_view->isPickingPoint());
        QTest::mouseClick(m_view, Qt::LeftButton, {}, click);
        QVERIFY(!m_view->isPickingPoint());
        QCOMPARE(doc()->model().skeleton.joints.size(), 4);
        QCOMPARE(doc()->model().skeleton.joints[3].parent, 2); // under the selected "neck"
        const QVector3D placed = bindPosition(doc()->model(), 3);
        // On the surface where the ray met it: within a few pixels of the aimed point across the view.
        QVERIFY2(std::abs(placed.x() - target.x()) < 3 * pixel && std::abs(placed.z() - target.z()) < 3 * pixel,
                 qPrintable(QStringLiteral("placed %1 %2 %3, aimed at %4 %5 %6")
                                .arg(placed.x())
                                .arg(placed.y())
                                .arg(placed.z())
                                .arg(target.x())
                                .arg(target.y())
                                .arg(target.z())));
        QVERIFY(std::abs(placed.y() - target.y()) < 0.05f);
        QCOMPARE(doc()->undoStack()->count(), 1);

        // Esc gives up picking: a click then selects as usual.
        action->trigger();
        QVERIFY(m_view->isPickingPoint());
        m_view->setFocus();
        QTest::keyClick(m_view, Qt::Key_Escape);
        QVERIFY(!m_view->isPickingPoint());
        QCOMPARE(doc()->undoStack()->count(), 1);
    }

    void scalingAJointIsRefused()
    {
        m_view->setTool(TransformTool::Scale);
        m_view->applyTypedTransform(QVector3D(2, 2, 2));
        QCOMPARE(doc()->undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestViewportJoints)
#include "tst_viewport_joints.moc"
