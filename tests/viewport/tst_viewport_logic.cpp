// The viewport's parts that need no OpenGL: cameras, picking against the
// skinned model, selection combining, texture lookup, the posing command.
#include "UndoCheck.h"
#include "model/Document.h"
#include "model/commands/SetJointRotationKeyCommand.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/Camera.h"
#include "views/viewport/Picking.h"
#include "views/viewport/TextureLookup.h"

#include <QTemporaryDir>
#include <QTest>

using namespace quarry;

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
            QVERIFY2(std::abs(s.x() - 150) < 0.5f && std::abs(s.y() - 100) < 0.5f, qPrintable(QString::number(int(view))));
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
        QVERIFY(skinned != model.meshes[0].positions[61]);  // the pose moved it
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
        // A box around the whole view selects every vertex.
        const Selection box = pickInRect(view, QRectF(0, 0, 400, 400), Selection::Mode::Vertices);
        QCOMPARE(box.vertexCount(), model.vertexCount());
        // A box around the top half picks the head mesh, not the column's feet.
        QVERIFY(view.camera.project(QVector3D(0, 0, 2.1f), view.viewport, &s));
        const Selection top = pickInRect(view, QRectF(0, 0, 400, s.y()), Selection::Mode::Objects);
        QVERIFY(top.meshes.contains(1));
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
            doc.undoStack()->push(new SetJointRotationKeyCommand(&doc, 0, 1, 0.0, QQuaternion::fromAxisAndAngle(1, 0, 0, 10.0f * i), true));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(qFuzzyCompare(doc.model().animations[0].track(1)->rotations[0].value, QQuaternion::fromAxisAndAngle(1, 0, 0, 50)));
        doc.undoStack()->undo();
        QVERIFY(doc.model() == before);
        // Nonsense is refused without a change.
        QVERIFY(test::checkUndoRedo(doc, new SetJointRotationKeyCommand(&doc, 5, 1, 0.0, q), false));
        QVERIFY(test::checkUndoRedo(doc, new SetJointRotationKeyCommand(&doc, 0, 99, 0.0, q), false));
    }
};

QTEST_MAIN(TestViewportLogic)
#include "tst_viewport_logic.moc"
