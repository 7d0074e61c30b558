// The viewport's parts that need no OpenGL: cameras, picking against the
// skinned model, selection combining, texture lookup, the posing command.
#include "UndoCheck.h"
#include "model/Document.h"
#include "model/commands/SetJointRotationKeyCommand.h"
#include "model/ops/SampleModel.h"
#include "model/ops/TextureLookup.h"
#include "views/viewport/Camera.h"
#include "views/viewport/DepthBuffer.h"
#include "views/viewport/Picking.h"
#include "views/viewport/ScenePose.h"

#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

namespace {

// A square in the XZ plane at depth y (seen by the side view and a
// perspective view from yaw 0 as a square facing the camera), two triangles.
Mesh square(float y, float half, const QString &name)
{
    Mesh m;
    m.name = name;
    m.positions = {QVector3D(-half, y, -half), QVector3D(half, y, -half), QVector3D(half, y, half),
                   QVector3D(-half, y, half)};
    m.triangles = {Triangle{0, 1, 2}, Triangle{0, 2, 3}};
    return m;
}

// A square in front (y = -0.5, the side of the eye) and a smaller one
// behind it (y = 0.5), entirely hidden by it.
Model twoSquares()
{
    Model model;
    model.meshes = {square(-0.5f, 1.0f, QStringLiteral("front")), square(0.5f, 0.6f, QStringLiteral("back"))};
    return model;
}

Camera squaresCamera(Camera::View kind)
{
    Camera camera(kind);
    camera.setAngles(0, 0); // perspective: from -Y, looking along +Y like the side view
    Bounds b;
    b.add(QVector3D(-1, -0.5f, -1));
    b.add(QVector3D(1, 0.5f, 1));
    camera.setSceneRadius(b.radius());
    camera.frame(b);
    return camera;
}

} // namespace

class TestViewportLogic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cameraProjectsAndCastsRays()
    {
        for (auto view : {Camera::View::Perspective, Camera::View::Front, Camera::View::Side, Camera::View::Top}) {
            Camera c(view);
            Bounds b;
            b.add(QVector3D(-1, -1, 0));
            b.add(QVector3D(1, 1, 2));
            c.frame(b);
            const QSize size(300, 200);
            QVector3D s;
            QVERIFY(c.project(b.center(), size, &s));
            // The framed center is the middle of the view.
            QVERIFY2(std::abs(s.x() - 150) < 0.5f && std::abs(s.y() - 100) < 0.5f,
                     qPrintable(QString::number(int(view))));
            // A ray through a projected point passes through the point.
            const QVector3D p(0.3f, -0.2f, 1.4f);
            QVERIFY(c.project(p, size, &s));
            const Ray r = c.ray(QPointF(s.x(), s.y()), size);
            const QVector3D toP = p - r.origin;
            const float off = (toP - r.direction * QVector3D::dotProduct(toP, r.direction)).length();
            QVERIFY2(off < 1e-3f, qPrintable(QString::number(off)));
        }
        // Views look the way they are named (Z up, models facing +X): front
        // along -X, side along +Y, top down.
        QCOMPARE(Camera(Camera::View::Front).forward(), QVector3D(-1, 0, 0));
        QCOMPARE(Camera(Camera::View::Side).forward(), QVector3D(0, 1, 0));
        QCOMPARE(Camera(Camera::View::Top).forward(), QVector3D(0, 0, -1));
        QCOMPARE(Camera(Camera::View::Front, UpAxis::Y).screenUp(), QVector3D(0, 1, 0));
        QCOMPARE(Camera(Camera::View::Front).screenUp(), QVector3D(0, 0, 1));
    }

    void cameraKnowsWhenItLostSightOfTheModel()
    {
        const QSize size(800, 600);
        Bounds model;
        model.add(QVector3D(-1, -1, 0));
        model.add(QVector3D(1, 1, 2));
        for (Camera::View kind : {Camera::View::Perspective, Camera::View::Front, Camera::View::Top}) {
            Camera camera(kind);
            camera.setSceneRadius(model.radius());
            camera.frame(model);
            QVERIFY(camera.showsWell(model, size));
            auto moved = [&model](const QVector3D &by, float scale) {
                Bounds b;
                b.add(model.min * scale + by);
                b.add(model.max * scale + by);
                return b;
            };
            // Moved far away, scaled to a speck, scaled far past the edges: lost.
            QVERIFY(camera.lostSightOf(model, moved(QVector3D(0, 0, 500), 1.0f), size));
            QVERIFY(camera.lostSightOf(model, moved(QVector3D(), 0.001f), size));
            QVERIFY(camera.lostSightOf(model, moved(QVector3D(), 100.0f), size));
            // Nudged or scaled a little: still in sight.
            QVERIFY(!camera.lostSightOf(model, moved(QVector3D(0.3f, 0, 0.2f), 1.0f), size));
            QVERIFY(!camera.lostSightOf(model, moved(QVector3D(), 1.5f), size));
            // A view zoomed in close on purpose is not "losing" anything.
            Camera close = camera;
            close.zoom(40);
            QVERIFY(!close.showsWell(model, size));
            QVERIFY(!close.lostSightOf(model, moved(QVector3D(0, 0, 500), 1.0f), size));
        }
    }

    void framingLeavesHiddenBonesOut()
    {
        // A sample whose skeleton reaches far above its meshes.
        Model model = makeSampleModel();
        Joint far;
        far.name = QStringLiteral("antenna");
        far.parent = 0;
        far.bind.translation = QVector3D(0, 0, 50);
        model.skeleton.joints.append(far);
        ScenePose pose;
        pose.update(model, -1, 0.0);
        const Bounds withBones = pose.bounds(model);
        const Bounds meshesOnly = pose.bounds(model, false);
        QVERIFY(withBones.max.z() >= 49.0f);
        QVERIFY(meshesOnly.max.z() < 10.0f);
        // Nothing but joints: the joints bound it either way.
        Model bones;
        bones.skeleton = model.skeleton;
        ScenePose bonesPose;
        bonesPose.update(bones, -1, 0.0);
        QVERIFY(bonesPose.bounds(bones, false).isValid());
    }

    void orbitPanZoom()
    {
        Camera c;
        const QVector3D eye = c.eye();
        c.orbit(50, 0);
        QVERIFY((c.eye() - eye).length() > 0.1f);
        QCOMPARE(qRound(c.eye().distanceToPoint(c.target()) * 1000), qRound(c.distance() * 1000));
        const float d = c.distance();
        c.zoom(1);
        QVERIFY(c.distance() < d);
        const QVector3D t = c.target();
        c.pan(10, 0, 100);
        QVERIFY((c.target() - t).length() > 0);
        // Ortho views do not orbit.
        Camera front(Camera::View::Front);
        front.orbit(100, 100);
        QCOMPARE(front.forward(), QVector3D(-1, 0, 0));
    }

    void pickingHitsSkinnedGeometry()
    {
        const Model model = makeSampleModel();
        ScenePose pose;
        pose.update(model, 0, 0.25);
        PickView view;
        view.model = &model;
        view.pose = &pose;
        view.camera = Camera(Camera::View::Side);
        view.camera.frame(pose.bounds(model));
        view.viewport = QSize(400, 400);
        // Vertex 61 of the column faces the side camera (ring 4, side 9).
        const QVector3D skinned = pose.skinnedMeshes(model)[0].positions[61];
        QVERIFY(skinned != model.meshes[0].positions[61]); // the pose moved it
        QVector3D s;
        QVERIFY(view.camera.project(skinned, view.viewport, &s));
        const Selection v = pickAt(view, QPointF(s.x() + 1, s.y() - 1), Selection::Mode::Vertices);
        QCOMPARE(v.vertices.value(0), QList<quint32>{61});
        const Selection m = pickAt(view, QPointF(s.x(), s.y() - 5), Selection::Mode::Objects);
        QCOMPARE(m.meshes, QList<int>{0});
        const Selection f = pickAt(view, QPointF(s.x() + 3, s.y() - 3), Selection::Mode::Faces);
        QCOMPARE(f.faces.size(), 1);
        const Triangle t = model.meshes[0].triangles[f.faces.value(0).value(0)];
        QVERIFY(std::find(t.begin(), t.end(), 61u) != t.end());
        // Nothing far to the side.
        QVERIFY(pickAt(view, QPointF(2, 2), Selection::Mode::Objects).isEmpty());
        // Joints by their projected position.
        QVERIFY(view.camera.project(pose.jointPosition(1), view.viewport, &s));
        QCOMPARE(pickAt(view, QPointF(s.x() + 2, s.y()), Selection::Mode::Joints).joints, QList<int>{1});
        // A box around the whole view selects every vertex when it selects
        // through surfaces; otherwise only those the view shows.
        view.throughSurfaces = true;
        const Selection box = pickInRect(view, QRectF(0, 0, 400, 400), Selection::Mode::Vertices);
        QCOMPARE(box.vertexCount(), model.vertexCount());
        view.throughSurfaces = false;
        const Selection seen = pickInRect(view, QRectF(0, 0, 400, 400), Selection::Mode::Vertices);
        QVERIFY(seen.vertices.value(0).contains(61));
        // Every vertex on the column's near side (sides 7..11 face the side
        // camera) is seen, none on the middle of its far side (sides 2..4).
        for (int ring = 1; ring <= 7; ++ring) {
            for (int side = 7; side <= 11; ++side)
                QVERIFY2(seen.vertices.value(0).contains(quint32(ring * 13 + side)),
                         qPrintable(QStringLiteral("%1/%2").arg(ring).arg(side)));
            for (int side = 2; side <= 4; ++side)
                QVERIFY2(!seen.vertices.value(0).contains(quint32(ring * 13 + side)),
                         qPrintable(QStringLiteral("%1/%2").arg(ring).arg(side)));
        }
        QVERIFY2(seen.vertexCount() > 0 && seen.vertexCount() < model.vertexCount(),
                 qPrintable(QString::number(seen.vertexCount())));
        // A box around the top half picks the head mesh, not the column's feet.
        QVERIFY(view.camera.project(QVector3D(0, 0, 2.1f), view.viewport, &s));
        const Selection top = pickInRect(view, QRectF(0, 0, 400, s.y()), Selection::Mode::Objects);
        QVERIFY(top.meshes.contains(1));
    }

    void depthBufferKeepsTheNearestSurface()
    {
        const Model model = twoSquares();
        for (auto kind : {Camera::View::Perspective, Camera::View::Side}) {
            const Camera camera = squaresCamera(kind);
            const QSize size(300, 200);
            DepthBuffer depth(camera, size);
            QCOMPARE(depth.size(), size);
            QCOMPARE(depth.cellSize(), 1.0f);
            QCOMPARE(depth.depthAt(QPointF(150, 100)), std::numeric_limits<float>::infinity());
            // Back first, then front: the front wins; and the other way round.
            depth.addTriangles(model.meshes[1].positions, model.meshes[1].triangles);
            const float back = depth.eyeDepth(QVector3D(0, 0.5f, 0));
            QVERIFY2(std::abs(depth.depthAt(QPointF(150, 100)) - back) < 1e-3f * back,
                     qPrintable(QString::number(depth.depthAt(QPointF(150, 100)))));
            depth.addTriangles(model.meshes[0].positions, model.meshes[0].triangles);
            const float front = depth.eyeDepth(QVector3D(0, -0.5f, 0));
            QVERIFY(front < back - 0.9f);
            QVERIFY2(std::abs(depth.depthAt(QPointF(150, 100)) - front) < 1e-3f * front,
                     qPrintable(QString::number(depth.depthAt(QPointF(150, 100)))));
            depth.addTriangles(model.meshes[1].positions, model.meshes[1].triangles);
            QVERIFY(std::abs(depth.depthAt(QPointF(150, 100)) - front) < 1e-3f * front);
            // Depth across a surface facing the camera is the same everywhere
            // (perspective-correct, not the depth at some corner).
            QVector3D s;
            QVERIFY(camera.project(QVector3D(0.7f, -0.5f, 0.6f), size, &s));
            QVERIFY(std::abs(depth.depthAt(QPointF(s.x(), s.y())) - front) < 1e-3f * front);
            // Outside the squares and outside the view: nothing.
            QCOMPARE(depth.depthAt(QPointF(2, 2)), std::numeric_limits<float>::infinity());
            QCOMPARE(depth.depthAt(QPointF(-5, 100)), std::numeric_limits<float>::infinity());
            QCOMPARE(depth.depthAt(QPointF(150, 250)), std::numeric_limits<float>::infinity());
            // Every corner of the front square is visible, no corner of the back one.
            for (const QVector3D &p : model.meshes[0].positions)
                QVERIFY(depth.isVisible(p));
            for (const QVector3D &p : model.meshes[1].positions)
                QVERIFY(!depth.isVisible(p));
            QVERIFY(!depth.isVisible(QVector3D(0, 0.5f, 0)));
            QVERIFY(!depth.isVisible(QVector3D(0, -0.4f, 0))); // just behind the front
            QVERIFY(depth.isVisible(QVector3D(0, -0.5f, 0)));
            QVERIFY(depth.isVisible(QVector3D(0, -0.8f, 0))); // in front of it
            QVERIFY(depth.isVisible(QVector3D(1.5f, 0.5f, 0))); // beside it, where nothing is drawn
            QVERIFY(!depth.isVisible(QVector3D(100, 0, 0))); // outside the view
            if (kind == Camera::View::Perspective)
                QVERIFY(!depth.isVisible(camera.eye() - camera.forward())); // behind the eye
        }
    }

    void depthBufferClipsAtTheNearPlane()
    {
        // A floor below the eye (eye at y = -5, z = 0, looking along +Y) that
        // reaches behind it: two corners are behind the eye. Projected
        // without clipping they would flip over the top of the view.
        Camera camera;
        camera.setAngles(0, 0);
        camera.setTarget(QVector3D());
        camera.setDistance(5);
        camera.setSceneRadius(20);
        QVERIFY((camera.eye() - QVector3D(0, -5, 0)).length() < 1e-4f);
        const QSize size(300, 200);
        DepthBuffer depth(camera, size);
        depth.addTriangles({QVector3D(-50, -20, -1), QVector3D(50, -20, -1), QVector3D(0, 50, -1)},
                           {Triangle{0, 1, 2}});
        // Above the horizon (the middle row): nothing.
        for (int y = 0; y < 95; ++y)
            for (int x = 0; x < size.width(); ++x)
                QVERIFY2(depth.depthAt(QPointF(x + 0.5, y + 0.5)) == std::numeric_limits<float>::infinity(),
                         qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
        // Below it: the floor at the depth where the ray meets it.
        int covered = 0;
        for (const QPointF pixel :
             {QPointF(150.5, 190.5), QPointF(10.5, 199.5), QPointF(290.5, 150.5), QPointF(150.5, 120.5)}) {
            const Ray ray = camera.ray(pixel, size);
            const float t = (-1.0f - ray.origin.z()) / ray.direction.z();
            const float expected = QVector3D::dotProduct(ray.origin + ray.direction * t - camera.eye(),
                                                         camera.forward());
            const float got = depth.depthAt(pixel);
            QVERIFY2(std::abs(got - expected) < 0.01f * expected,
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(pixel.y()).arg(got).arg(expected)));
            ++covered;
        }
        QCOMPARE(covered, 4);
        // A triangle entirely behind the eye draws nothing.
        DepthBuffer behind(camera, size);
        behind.addTriangles({QVector3D(-1, -8, -1), QVector3D(1, -8, -1), QVector3D(0, -8, 1)}, {Triangle{0, 1, 2}});
        for (int y = 0; y < size.height(); y += 7)
            for (int x = 0; x < size.width(); x += 7)
                QVERIFY(behind.depthAt(QPointF(x, y)) == std::numeric_limits<float>::infinity());
    }

    void depthBufferRefusesBadInput()
    {
        const Camera camera = squaresCamera(Camera::View::Perspective);
        const Model model = twoSquares();
        // No size: no cells, nothing visible, drawing is harmless.
        for (const QSize size : {QSize(0, 0), QSize(-3, 10), QSize(10, 0)}) {
            DepthBuffer empty(camera, size);
            QVERIFY(empty.isEmpty());
            empty.addTriangles(model.meshes[0].positions, model.meshes[0].triangles);
            QVERIFY(!empty.isVisible(QVector3D(0, -0.5f, 0)));
            QCOMPARE(empty.depthAt(QPointF(0, 0)), std::numeric_limits<float>::infinity());
        }
        // Bad indexes, non-finite corners and zero-area triangles draw nothing.
        DepthBuffer depth(camera, QSize(300, 200));
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const float inf = std::numeric_limits<float>::infinity();
        depth.addTriangles(model.meshes[0].positions, {Triangle{0, 1, 7}, Triangle{4, 0, 1}});
        depth.addTriangles({QVector3D(nan, -0.5f, 0), QVector3D(1, -0.5f, -1), QVector3D(1, -0.5f, 1)},
                           {Triangle{0, 1, 2}});
        depth.addTriangles({QVector3D(-inf, -0.5f, -1), QVector3D(1, -0.5f, -1), QVector3D(1, -0.5f, 1)},
                           {Triangle{0, 1, 2}});
        depth.addTriangles({QVector3D(-1, -0.5f, -1), QVector3D(0, -0.5f, 0), QVector3D(1, -0.5f, 1)},
                           {Triangle{0, 1, 2}});
        depth.addTriangles({}, {});
        for (int y = 0; y < 200; y += 3)
            for (int x = 0; x < 300; x += 3)
                QVERIFY(depth.depthAt(QPointF(x, y)) == inf);
        // A huge view gets coarser cells and bounded memory, and still works.
        DepthBuffer huge(camera, QSize(30000, 20000));
        QVERIFY(qsizetype(huge.size().width()) * huge.size().height() <= DepthBuffer::kMaxCells);
        QVERIFY(huge.cellSize() > 1.0f);
        huge.addTriangles(model.meshes[0].positions, model.meshes[0].triangles);
        huge.addTriangles(model.meshes[1].positions, model.meshes[1].triangles);
        QVERIFY(huge.depthAt(QPointF(15000, 10000)) < huge.eyeDepth(QVector3D(0, 0, 0)));
        QVERIFY(!huge.isVisible(model.meshes[1].positions[0]));
        QVERIFY(huge.isVisible(model.meshes[0].positions[0]));
    }

    void depthBufferOfALargeMeshIsTheSameInBands()
    {
        // Past kTrianglesPerThread triangles a mesh is drawn by threads in
        // bands of rows; drawn in small parts (one thread) it must match.
        const Model model = makeTiledSampleModel(DepthBuffer::kTrianglesPerThread * 2 + 1000);
        const Mesh &mesh = model.meshes[0];
        QVERIFY(mesh.triangles.size() > DepthBuffer::kTrianglesPerThread * 2);
        Camera camera;
        camera.setAngles(30, 35);
        camera.frame(poseBounds(model, -1, 0.0));
        const QSize size(320, 200);
        DepthBuffer whole(camera, size);
        whole.addTriangles(mesh.positions, mesh.triangles);
        DepthBuffer parts(camera, size);
        for (qsizetype from = 0; from < mesh.triangles.size(); from += 10000)
            parts.addTriangles(mesh.positions, mesh.triangles.mid(from, 10000));
        int covered = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x) {
                const QPointF pixel(x + 0.5, y + 0.5);
                QCOMPARE(whole.depthAt(pixel), parts.depthAt(pixel));
                covered += whole.depthAt(pixel) < std::numeric_limits<float>::infinity();
            }
        QVERIFY2(covered > size.width() * size.height() / 20, qPrintable(QString::number(covered)));
    }

    void boxSelectionTakesOnlyWhatIsSeen()
    {
        const Model model = twoSquares();
        ScenePose pose;
        pose.update(model, -1, 0.0);
        for (auto kind : {Camera::View::Perspective, Camera::View::Side}) {
            PickView view;
            view.model = &model;
            view.pose = &pose;
            view.camera = squaresCamera(kind);
            view.viewport = QSize(300, 200);
            const QRectF all(0, 0, 300, 200);
            const Selection vertices = pickInRect(view, all, Selection::Mode::Vertices);
            QCOMPARE(vertices.vertices.keys(), QList<int>{0});
            QCOMPARE(vertices.vertices.value(0), (QList<quint32>{0, 1, 2, 3}));
            const Selection faces = pickInRect(view, all, Selection::Mode::Faces);
            QCOMPARE(faces.faces.keys(), QList<int>{0});
            QCOMPARE(faces.faces.value(0), (QList<quint32>{0, 1}));
            // The hidden square alone is not selected as an object.
            QCOMPARE(pickInRect(view, all, Selection::Mode::Objects).meshes, QList<int>{0});
            // A box around the back square's corners only: nothing (they are
            // hidden); through surfaces, the back square.
            QRectF inner;
            for (const QVector3D &p : model.meshes[1].positions) {
                QVector3D s;
                QVERIFY(view.camera.project(p, view.viewport, &s));
                inner |= QRectF(s.x() - 2, s.y() - 2, 4, 4);
            }
            QVERIFY(pickInRect(view, inner, Selection::Mode::Objects).isEmpty());
            QVERIFY(pickInRect(view, inner, Selection::Mode::Vertices).isEmpty());
            view.throughSurfaces = true;
            QCOMPARE(pickInRect(view, inner, Selection::Mode::Objects).meshes, QList<int>{1});
            QCOMPARE(pickInRect(view, inner, Selection::Mode::Vertices).vertices.value(1),
                     (QList<quint32>{0, 1, 2, 3}));
            // Through surfaces: both squares, as before.
            const Selection through = pickInRect(view, all, Selection::Mode::Vertices);
            QCOMPARE(through.vertices.keys(), (QList<int>{0, 1}));
            QCOMPARE(through.vertexCount(), 8);
            QCOMPARE(pickInRect(view, all, Selection::Mode::Faces).faces.keys(), (QList<int>{0, 1}));
            QCOMPARE(pickInRect(view, all, Selection::Mode::Objects).meshes, (QList<int>{0, 1}));
        }
        // Turned round, the back square is the front one.
        PickView view;
        view.model = &model;
        view.pose = &pose;
        view.camera = squaresCamera(Camera::View::Perspective);
        view.camera.setAngles(180, 0);
        view.viewport = QSize(300, 200);
        const Selection vertices = pickInRect(view, QRectF(0, 0, 300, 200), Selection::Mode::Vertices);
        QCOMPARE(vertices.vertices.value(1), (QList<quint32>{0, 1, 2, 3}));
        // The front square is larger: its corners show around the back one.
        QCOMPARE(vertices.vertices.value(0), (QList<quint32>{0, 1, 2, 3}));
        // A face counts when its centroid shows: the big square's faces have
        // their centroids behind the small square's.
        const Selection faces = pickInRect(view, QRectF(0, 0, 300, 200), Selection::Mode::Faces);
        QCOMPARE(faces.faces.value(1), (QList<quint32>{0, 1}));
        QVERIFY(!faces.faces.contains(0));
    }

    void boxSelectionOfNothing()
    {
        const Model model = twoSquares();
        ScenePose pose;
        pose.update(model, -1, 0.0);
        PickView view;
        view.model = &model;
        view.pose = &pose;
        view.camera = squaresCamera(Camera::View::Perspective);
        view.viewport = QSize(300, 200);
        // An empty rectangle, a rectangle beside the model, no view, no model.
        for (auto mode :
             {Selection::Mode::Objects, Selection::Mode::Vertices, Selection::Mode::Faces, Selection::Mode::Joints}) {
            QVERIFY(pickInRect(view, QRectF(150, 100, 0, 0), mode).isEmpty());
            QVERIFY(pickInRect(view, QRectF(0, 0, 20, 20), mode).isEmpty());
            PickView none = view;
            none.viewport = QSize();
            QVERIFY(pickInRect(none, QRectF(0, 0, 300, 200), mode).isEmpty());
            const Model empty;
            ScenePose emptyPose;
            emptyPose.update(empty, -1, 0.0);
            none = view;
            none.model = &empty;
            none.pose = &emptyPose;
            QVERIFY(pickInRect(none, QRectF(0, 0, 300, 200), mode).isEmpty());
        }
    }

    void combiningSelections()
    {
        Selection a;
        a.mode = Selection::Mode::Vertices;
        a.vertices[0] = {1, 2};
        Selection b = a;
        b.vertices = {{0, {2, 3}}};
        QCOMPARE(combineSelection(a, b, SelectOperation::Replace).vertices.value(0), (QList<quint32>{2, 3}));
        QCOMPARE(combineSelection(a, b, SelectOperation::Add).vertices.value(0), (QList<quint32>{1, 2, 3}));
        QCOMPARE(combineSelection(a, b, SelectOperation::Toggle).vertices.value(0), (QList<quint32>{1, 3}));
    }

    void textureLookup()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString model = dir.filePath(QStringLiteral("models/guy.iqm"));
        QDir(dir.path()).mkpath(QStringLiteral("models/skins"));
        Material m;
        m.name = QStringLiteral("Body.tga");
        QCOMPARE(findTexture(m, model), QString());
        // By the material's name with another extension, beside the model.
        QFile png(dir.filePath(QStringLiteral("models/Body.png")));
        QVERIFY(png.open(QIODevice::WriteOnly));
        png.close();
        QCOMPARE(findTexture(m, model), png.fileName());
        // A map path relative to the model comes first.
        m.maps.append({QStringLiteral("diffuse"), QStringLiteral("skins\\body.jpg")});
        QFile jpg(dir.filePath(QStringLiteral("models/skins/body.jpg")));
        QVERIFY(jpg.open(QIODevice::WriteOnly));
        jpg.close();
        QCOMPARE(findTexture(m, model), jpg.fileName());
    }

    void poseCommandAddsAndReplacesKeys()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const QQuaternion q = QQuaternion::fromAxisAndAngle(0, 1, 0, 30);
        // Between keys: a new key at that time.
        const float t = 0.5f / 24.0f;
        QVERIFY(test::checkUndoRedo(doc, new SetJointRotationKeyCommand(&doc, 0, 1, t, q)));
        const JointTrack *track = doc.model().animations[0].track(1);
        QCOMPARE(track->rotations.size(), 26);
        QCOMPARE(track->rotations[1].time, t);
        QVERIFY(qFuzzyCompare(localPose(doc.model(), 0, t)[1].rotation, q));
        // On a key: replaced.
        QVERIFY(test::checkUndoRedo(doc, new SetJointRotationKeyCommand(&doc, 0, 2, 1.0 / 24.0, q)));
        QCOMPARE(doc.model().animations[0].track(2)->rotations.size(), 25);
        QVERIFY(qFuzzyCompare(doc.model().animations[0].track(2)->rotations[1].value, q));
        // A joint without a track gets one; undo removes it.
        Model model = makeSampleModel();
        model.animations[0].tracks.removeLast();
        doc.resetModel(model);
        QVERIFY(test::checkUndoRedo(doc, new SetJointRotationKeyCommand(&doc, 0, 2, 0.0, q)));
        QVERIFY(doc.model().animations[0].track(2));
        // Merged drags: one undo step with the last value.
        doc.resetModel(makeSampleModel());
        const Model before = doc.model();
        for (int i = 1; i <= 5; ++i)
            doc.undoStack()->push(new SetJointRotationKeyCommand(
                &doc, 0, 1, 0.0, QQuaternion::fromAxisAndAngle(1, 0, 0, 10.0f * i), true));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(qFuzzyCompare(doc.model().animations[0].track(1)->rotations[0].value,
                              QQuaternion::fromAxisAndAngle(1, 0, 0, 50)));
        doc.undoStack()->undo();
        QVERIFY(doc.model() == before);
        // Nonsense is refused without a change.
        QVERIFY(test::checkUndoRedo(doc, new SetJointRotationKeyCommand(&doc, 5, 1, 0.0, q), false));
        QVERIFY(test::checkUndoRedo(doc, new SetJointRotationKeyCommand(&doc, 0, 99, 0.0, q), false));
    }
};

QTEST_MAIN(TestViewportLogic)
#include "tst_viewport_logic.moc"
