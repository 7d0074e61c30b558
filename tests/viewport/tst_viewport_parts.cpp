// The viewport's parts that are numbers only: where the views sit, the
// detail budget of Fast Navigation, the overlay geometry (grid, box,
// bones) and the gizmo's drag maths. No OpenGL.
#include "views/viewport/DetailBudget.h"
#include "views/viewport/GizmoDrag.h"
#include "views/viewport/OverlayGeometry.h"
#include "views/viewport/ViewLayout.h"

#include <QTest>

#include <cmath>

using namespace quarry;

namespace {

bool near(const QVector3D &a, const QVector3D &b, float tolerance = 1e-3f)
{
    return (a - b).length() <= tolerance;
}

QPointF screen(const Camera &camera, const QVector3D &p, const QSize &size)
{
    QVector3D s;
    camera.project(p, size, &s);
    return QPointF(s.x(), s.y());
}

Camera framedCamera(Camera::View view)
{
    Camera camera(view);
    Bounds b;
    b.add(QVector3D(-2, -2, -2));
    b.add(QVector3D(2, 2, 2));
    camera.setSceneRadius(b.radius());
    camera.frame(b);
    return camera;
}

} // namespace

class TestViewportParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layoutSingleFillsTheViewport()
    {
        ViewLayout layout;
        layout.single = Camera::View::Top;
        QCOMPARE(layout.count(), 1);
        QCOMPARE(layout.rect(0, QSize(300, 200)), QRect(0, 0, 300, 200));
        QCOMPARE(layout.view(0), Camera::View::Top);
        QCOMPARE(layout.viewAt(QPoint(299, 199), QSize(300, 200)), 0);
    }

    void layoutQuadHasFourDisjointViews()
    {
        ViewLayout layout;
        layout.quad = true;
        const QSize size(401, 301);
        QCOMPARE(layout.count(), 4);
        QCOMPARE(layout.view(0), Camera::View::Perspective);
        QCOMPARE(layout.view(1), Camera::View::Top);
        QCOMPARE(layout.view(2), Camera::View::Front);
        QCOMPARE(layout.view(3), Camera::View::Side);
        for (int i = 0; i < 4; ++i) {
            const QRect r = layout.rect(i, size);
            QVERIFY(QRect(QPoint(0, 0), size).contains(r));
            QCOMPARE(layout.viewAt(r.center(), size), i);
            for (int j = i + 1; j < 4; ++j)
                QVERIFY(!r.intersects(layout.rect(j, size)));
        }
        // The gaps belong to no view: the first is taken.
        QCOMPARE(layout.viewAt(QPoint(200, 150), size), 0);
        QVERIFY(!ViewLayout::name(Camera::View::Side).isEmpty());
    }

    void budgetServesWithinAFifth()
    {
        QVERIFY(DetailBudget::serves(1000, 1000));
        QVERIFY(DetailBudget::serves(1000, 800));
        QVERIFY(DetailBudget::serves(1000, 1250));
        QVERIFY(!DetailBudget::serves(1000, 799));
        QVERIFY(!DetailBudget::serves(1000, 1251));
        QVERIFY(!DetailBudget::serves(0, 0));
    }

    void budgetSharesByMeshSize()
    {
        // Within the budget: every mesh whole.
        QCOMPARE(DetailBudget::meshShare(5000, 10000, 10000), qsizetype(0));
        QCOMPARE(DetailBudget::meshShare(5000, 0, 100000), qsizetype(0));
        // Over it: the mesh's part of the budget, at least 256 triangles.
        QCOMPARE(DetailBudget::meshShare(50000, 10000, 100000), qsizetype(5000));
        QCOMPARE(DetailBudget::meshShare(1000, 10000, 100000), qsizetype(256));
        // A mesh whose share is not smaller than itself stays whole.
        QCOMPARE(DetailBudget::meshShare(200, 10000, 100000), qsizetype(0));
    }

    void budgetFollowsFrameTimes()
    {
        const double goal = 1000.0 / DetailBudget::kTargetFramesPerSecond;
        DetailBudget budget;
        // Full detail fast enough, or a small model: no simplified frames.
        budget.frameShown(goal * 0.5, false, 500000, 0, 500000);
        QCOMPARE(budget.budget(), qsizetype(0));
        budget.frameShown(goal * 4, false, DetailBudget::kSmallModel - 1, 0, DetailBudget::kSmallModel - 1);
        QCOMPARE(budget.budget(), qsizetype(0));
        QCOMPARE(budget.fullFrameMilliseconds(), goal * 4);

        // A slow full frame: a first guess below full detail.
        const qsizetype total = 400000;
        const double fullMs = goal * 3;
        budget.frameShown(fullMs, false, total, 0, total);
        const qsizetype first = budget.budget();
        QVERIFY(first > 0);
        QVERIFY(first <= total / 2);

        // A simplified frame: the linear model through both frames meets
        // 85% of the goal at the new budget.
        const qsizetype drawn = first;
        const double reducedMs = 22;
        budget.frameShown(reducedMs, true, total, 0, drawn);
        QCOMPARE(budget.reducedFrameMilliseconds(), reducedMs);
        const double perTriangle = (fullMs - reducedMs) / double(total - drawn);
        const double fixed = reducedMs - perTriangle * double(drawn);
        QVERIFY(fixed > 0);
        QVERIFY(budget.budget() != first);
        const double predicted = fixed + perTriangle * double(budget.budget());
        QVERIFY2(std::abs(predicted - goal * 0.85) < goal * 0.01,
                 qPrintable(QStringLiteral("predicted %1 ms").arg(predicted)));

        // A frame that nearly meets the aim moves the budget by less than a
        // fifth: the simplified meshes are kept.
        const qsizetype settled = budget.budget();
        budget.frameShown(goal * 0.8, true, total, 0, settled);
        QCOMPARE(budget.budget(), settled);

        // Full detail fast again: no budget.
        budget.frameShown(goal * 0.5, false, total, 0, total);
        QCOMPARE(budget.budget(), qsizetype(0));
    }

    void boxHasTwelveEdgesOnItsCorners()
    {
        QList<OverlayVertex> lines;
        appendBox(lines, Bounds());
        QVERIFY(lines.isEmpty());
        Bounds box;
        box.add(QVector3D(-1, -2, -3));
        box.add(QVector3D(1, 2, 3));
        appendBox(lines, box);
        QCOMPARE(lines.size(), 24);
        for (const OverlayVertex &v : lines)
            QVERIFY(std::abs(v.position.x()) == 1 && std::abs(v.position.y()) == 2 && std::abs(v.position.z()) == 3);
        for (qsizetype i = 0; i < lines.size(); i += 2)
            QCOMPARE((lines[i].position - lines[i + 1].position).length() > 0, true);
    }

    void gridLiesOnTheGroundWithColoredAxes()
    {
        Bounds scene;
        scene.add(QVector3D(-10, -10, 0));
        scene.add(QVector3D(10, 10, 20));
        const Camera camera = framedCamera(Camera::View::Perspective);
        QList<OverlayVertex> lines;
        appendGrid(lines, camera, scene);
        QVERIFY(lines.size() >= 4 * 11);
        QCOMPARE(lines.size() % 4, qsizetype(0));
        int reddish = 0;
        for (const OverlayVertex &v : lines) {
            QCOMPARE(v.position.z(), 0.0f); // Z up: the ground is z = 0
            if (v.color.x() > 0.9f && v.color.y() < 0.5f)
                ++reddish;
        }
        QCOMPARE(reddish, 2); // the X axis, one line
    }

    void bonesJoinParentsAndShowSelection()
    {
        const QList<QVector3D> positions = {QVector3D(0, 0, 0), QVector3D(0, 0, 1), QVector3D(0, 1, 1)};
        const QList<int> parents = {-1, 0, 1};
        BoneStyle style;
        style.selected = {2};
        style.size = 0.05f;
        QList<OverlayVertex> triangles;
        appendBones(triangles, positions, parents, style);
        // Two bones and three diamonds, eight triangles each.
        QCOMPARE(triangles.size(), 5 * 8 * 3);
        int selected = 0;
        for (const OverlayVertex &v : triangles)
            if (v.color.x() > v.color.z() * 2)
                ++selected;
        QCOMPARE(selected, 8 * 3); // the diamond of joint 2 (bones take the parent's color)
        // A parent listed after its child is not drawn to.
        triangles.clear();
        appendBones(triangles, positions, {-1, 2, -1}, style);
        QCOMPARE(triangles.size(), 3 * 8 * 3);
    }

    void moveAlongAnAxisFollowsTheMouse()
    {
        const QSize size(400, 300);
        const Camera camera = framedCamera(Camera::View::Top);
        GizmoDrag drag{TransformTool::Move, GizmoHandle::X, QVector3D(0.5f, 0, 0), 0.25f};
        const QPointF start = screen(camera, drag.pivot, size);
        const QPointF end = screen(camera, drag.pivot + QVector3D(0.6f, 0, 0), size);
        const QMatrix4x4 m = drag.worldMatrix(camera, size, start, end, false);
        QVERIFY2(near(m.map(QVector3D()), QVector3D(0.6f, 0, 0), 0.01f), "moved along X by the mouse's image");
        // Snapped: a multiple of the step.
        const QMatrix4x4 snapped = drag.worldMatrix(camera, size, start, end, true);
        QVERIFY(near(snapped.map(QVector3D()), QVector3D(0.5f, 0, 0)));
    }

    void rotateTurnsAboutThePivot()
    {
        const QSize size(400, 300);
        const Camera camera = framedCamera(Camera::View::Front);
        const QVector3D pivot(0.2f, 0.1f, 0.3f);
        for (GizmoHandle handle : {GizmoHandle::X, GizmoHandle::Y, GizmoHandle::Z}) {
            GizmoDrag drag{TransformTool::Rotate, handle, pivot, 0.1f};
            const QPointF c = screen(camera, pivot, size);
            QQuaternion rotation;
            const QMatrix4x4 m = drag.worldMatrix(camera, size, c + QPointF(50, 0), c + QPointF(40, -37), true,
                                                  &rotation);
            const QVector3D axis = Gizmo::axisVector(handle);
            QVERIFY(near(m.map(pivot), pivot));
            QVERIFY(near(m.map(pivot + axis), pivot + axis));
            float angle = 0;
            QVector3D turnAxis;
            rotation.getAxisAndAngle(&turnAxis, &angle);
            const float steps = angle / GizmoDrag::kRotateSnapDegrees;
            QVERIFY2(std::abs(steps - std::round(steps)) < 1e-3f, qPrintable(QString::number(angle)));
        }
        // The center handle does not rotate.
        GizmoDrag center{TransformTool::Rotate, GizmoHandle::Center, pivot, 0.1f};
        QCOMPARE(center.worldMatrix(camera, size, QPointF(10, 10), QPointF(90, 40), false), QMatrix4x4());
    }

    void scaleAboutThePivot()
    {
        const QSize size(400, 300);
        const Camera camera = framedCamera(Camera::View::Top);
        const QVector3D pivot(1, 1, 0);
        GizmoDrag drag{TransformTool::Scale, GizmoHandle::Center, pivot, 0.1f};
        const QMatrix4x4 m = drag.worldMatrix(camera, size, QPointF(100, 100), QPointF(150, 100), false);
        QVERIFY(near(m.map(pivot), pivot));
        QVERIFY(near(m.map(pivot + QVector3D(1, 1, 1)), pivot + QVector3D(1.5f, 1.5f, 1.5f)));
    }

    void jointRotation()
    {
        const QQuaternion start = QQuaternion::fromAxisAndAngle(1, 0, 0, 30);
        const QQuaternion turn = QQuaternion::fromAxisAndAngle(0, 0, 1, 45);
        QVERIFY(qFuzzyCompare(posedJointRotation(QQuaternion(), turn, start), (turn * start).normalized()));
        // Under a parent turned 90 degrees, a world turn about z is a local
        // turn about the parent's image of z.
        const QQuaternion parent = QQuaternion::fromAxisAndAngle(1, 0, 0, 90);
        const QQuaternion local = posedJointRotation(parent, turn, QQuaternion());
        QVERIFY(near((parent * local).rotatedVector(QVector3D(1, 0, 0)),
                     turn.rotatedVector(parent.rotatedVector(QVector3D(1, 0, 0)))));
    }
};

QTEST_MAIN(TestViewportParts)
#include "tst_viewport_parts.moc"
