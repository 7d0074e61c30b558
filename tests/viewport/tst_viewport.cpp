// The OpenGL viewport under a real (virtual) display: headless renders,
// picking with the mouse, gizmo drags as single undo steps, posing, and
// uploads limited to what changed.
#include "TestMeshes.h"
#include "editor/MainWindow.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/ops/SampleModel.h"
#include "views/viewport/OffscreenRenderer.h"
#include "views/viewport/SceneRenderer.h"
#include "views/viewport/SurfaceFormat.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportActions.h"
#include "views/viewport/ViewportWidget.h"

#include <QApplication>
#include <QFileInfo>
#include <QMenu>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QWidgetAction>

using namespace quarry;

namespace {

// Pixels that differ from the background color of the top-left corner.
QRect coveredArea(const QImage &image, int *count)
{
    const QRgb background = image.pixel(0, 0);
    QRect area;
    *count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) != background) {
                area |= QRect(x, y, 1, 1);
                ++*count;
            }
    return area;
}

// Where the posed model's vertices land on screen for the camera the
// offscreen renderer uses (frames the whole animation's bounds).
QRect expectedArea(const Model &model, int animation, double time, Camera::View viewKind, const QSize &size)
{
    Bounds all;
    const Animation &a = model.animations[animation];
    const int frames = std::clamp(a.frameCount(), 1, 64);
    for (int f = 0; f < frames; ++f)
        all.add(poseBounds(model, animation, frames > 1 ? a.duration * f / (frames - 1) : 0.0));
    Camera camera(viewKind);
    camera.setSceneRadius(all.radius());
    camera.frame(all);
    ScenePose pose;
    pose.update(model, animation, time);
    QRectF area;
    for (const SkinnedMesh &mesh : pose.skinnedMeshes(model))
        for (const QVector3D &p : mesh.positions) {
            QVector3D s;
            if (camera.project(p, size, &s))
                area |= QRectF(s.x(), s.y(), 0.01, 0.01);
        }
    return area.toAlignedRect();
}

// An OpenGL context current on an offscreen surface, drawing into a
// framebuffer object of the given size; released when it goes.
struct OffscreenTarget
{
    QOpenGLContext context;
    QOffscreenSurface surface;
    std::unique_ptr<QOpenGLFramebufferObject> fbo;

    bool create(const QSize &size)
    {
        context.setFormat(viewportSurfaceFormat());
        if (!context.create())
            return false;
        surface.setFormat(context.format());
        surface.create();
        if (!context.makeCurrent(&surface))
            return false;
        fbo = std::make_unique<QOpenGLFramebufferObject>(size, QOpenGLFramebufferObject::CombinedDepthStencil);
        return fbo->bind();
    }

    ~OffscreenTarget()
    {
        if (fbo) {
            fbo->release();
            fbo.reset();
        }
        context.doneCurrent();
    }
};

} // namespace

class TestViewport : public QObject
{
    Q_OBJECT

private:
    struct Window
    {
        MainWindow window;
        Viewport *viewport = nullptr;
        ViewportWidget *view = nullptr;
    };

    // A main window showing the sample in one side view (looking along +Y,
    // X to the right, Z up).
    static bool openSample(Window &w, const Model &model = makeSampleModel())
    {
        w.window.resize(900, 700);
        w.window.show();
        if (!QTest::qWaitForWindowExposed(&w.window))
            return false;
        w.viewport = w.window.findChild<Viewport *>();
        if (!w.viewport || !w.viewport->hasOpenGL())
            return false;
        w.view = w.viewport->view();
        w.window.document()->resetModel(model);
        w.view->setSingleView(Camera::View::Side);
        w.view->frameAll();
        QTest::qWait(50);
        return true;
    }

    static QPoint screenPoint(ViewportWidget *view, const QVector3D &world)
    {
        QVector3D s;
        view->camera(0).project(world, view->viewRect(0).size(), &s);
        return QPoint(qRound(s.x()), qRound(s.y())) + view->viewRect(0).topLeft();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_viewport"));
    }

    void rendersOfTwoFramesDifferAndCoverTheModel()
    {
        const Model model = makeSampleModel();
        OffscreenRenderRequest request;
        request.animation = 0;
        request.size = QSize(240, 240);
        request.view = Camera::View::Front;
        request.settings.grid = false;
        request.settings.bones = false;
        QString error;
        request.time = 0.0;
        const QImage a = renderModelImage(model, request, &error);
        QVERIFY2(!a.isNull(), qPrintable(error));
        request.time = 6.0 / 24.0; // a quarter of the sway
        const QImage b = renderModelImage(model, request, &error);
        QVERIFY2(!b.isNull(), qPrintable(error));
        QCOMPARE(a.size(), QSize(240, 240));
        int changed = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                changed += a.pixel(x, y) != b.pixel(x, y);
        QVERIFY2(changed > 500, qPrintable(QString::number(changed)));
        for (const auto &[image, time] : {std::pair{a, 0.0}, std::pair{b, 6.0 / 24.0}}) {
            int count = 0;
            const QRect got = coveredArea(image, &count);
            const QRect expected = expectedArea(model, 0, time, Camera::View::Front, request.size);
            // The drawn silhouette is where the skinned vertices project (a
            // pixel or two of rasterization and smoothing either way).
            QVERIFY2(std::abs(got.left() - expected.left()) <= 3 && std::abs(got.right() - expected.right()) <= 3
                         && std::abs(got.top() - expected.top()) <= 3
                         && std::abs(got.bottom() - expected.bottom()) <= 3,
                     qPrintable(QStringLiteral("drawn %1,%2 %3x%4, expected %5,%6 %7x%8")
                                    .arg(got.x())
                                    .arg(got.y())
                                    .arg(got.width())
                                    .arg(got.height())
                                    .arg(expected.x())
                                    .arg(expected.y())
                                    .arg(expected.width())
                                    .arg(expected.height())));
            // A filled silhouette, not an outline.
            QVERIFY2(count > got.width() * got.height() / 3, qPrintable(QString::number(count)));
        }
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_RENDERS")) {
            a.save(QStringLiteral("/tmp/tst_viewport_a.png"));
            b.save(QStringLiteral("/tmp/tst_viewport_b.png"));
        }
    }

    void skeletonsBeyondTheUniformBlockUseATexture()
    {
        // 300 more joints; the head follows the last one, which the
        // animation moves sideways.
        Model model = makeSampleModel();
        for (int i = 0; i < 300; ++i) {
            Joint j;
            j.name = QStringLiteral("extra%1").arg(i);
            model.skeleton.joints.append(j);
        }
        const int last = int(model.skeleton.joints.size()) - 1;
        Mesh &head = model.meshes[1];
        for (qsizetype v = 0; v < head.vertexCount(); ++v) {
            head.blendIndexes[v * 2] = quint32(last);
            head.blendWeights[v * 2] = 1.0f;
            head.blendWeights[v * 2 + 1] = 0.0f;
        }
        JointTrack track;
        track.joint = last;
        track.translations = {{0.0f, QVector3D()}, {1.0f, QVector3D(3, 0, 0)}};
        model.animations[0].tracks.append(track);
        model.animations[0].duration = 1.0;
        OffscreenRenderRequest request;
        request.animation = 0;
        request.time = 1.0;
        request.size = QSize(240, 240);
        request.view = Camera::View::Side;
        request.settings.grid = false;
        request.settings.bones = false;
        QString error;
        const QImage image = renderModelImage(model, request, &error);
        QVERIFY2(!image.isNull(), qPrintable(error));
        int count = 0;
        const QRect got = coveredArea(image, &count);
        const QRect expected = expectedArea(model, 0, 1.0, Camera::View::Side, request.size);
        QVERIFY2(std::abs(got.left() - expected.left()) <= 3 && std::abs(got.right() - expected.right()) <= 3,
                 qPrintable(QStringLiteral("drawn x %1..%2, expected %3..%4")
                                .arg(got.left())
                                .arg(got.right())
                                .arg(expected.left())
                                .arg(expected.right())));
    }

    void clickPicksTheVertexUnderTheCursor()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentTime(0.25);
        Selection vertices;
        vertices.mode = Selection::Mode::Vertices;
        doc->setSelection(vertices);
        const QVector3D skinned = w.view->pose().skinnedMeshes(doc->model())[0].positions[61];
        QTest::mouseClick(w.view, Qt::LeftButton, {}, screenPoint(w.view, skinned) + QPoint(1, 1));
        QCOMPARE(doc->selection().vertices.value(0), QList<quint32>{61});
        // Shift adds a second vertex; a click on empty space clears.
        const QVector3D other = w.view->pose().skinnedMeshes(doc->model())[0].positions[61 + 13];
        QTest::mouseClick(w.view, Qt::LeftButton, Qt::ShiftModifier, screenPoint(w.view, other));
        QCOMPARE(doc->selection().vertices.value(0), (QList<quint32>{61, 74}));
        QTest::mouseClick(w.view, Qt::LeftButton, {}, QPoint(5, w.view->height() - 5));
        QVERIFY(doc->selection().isEmpty());
        QCOMPARE(doc->selection().mode, Selection::Mode::Vertices);
        // A box drag over the head selects its vertices only.
        const QPoint from = screenPoint(w.view, QVector3D(-0.6f, 0, 2.7f));
        const QPoint to = screenPoint(w.view, QVector3D(0.6f, 0, 2.3f));
        QTest::mousePress(w.view, Qt::LeftButton, {}, from);
        QTest::mouseMove(w.view, (from + to) / 2);
        QTest::mouseMove(w.view, to);
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, to);
        QVERIFY(doc->selection().vertices.contains(1));
        QVERIFY(!doc->selection().vertices.contains(0) || doc->selection().vertices.value(0).size() < 20);
    }

    void boxSelectsOnlyWhatTheViewShows()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentTime(0.25);
        Selection vertices;
        vertices.mode = Selection::Mode::Vertices;
        doc->setSelection(vertices);
        QTest::qWait(20);
        // The column's rings 2 to 5 in the side view (looking along +Y): the
        // sides 7..11 face the camera (y < 0), the sides 1..5 are behind them.
        const QList<QVector3D> &p = w.view->pose().skinnedMeshes(doc->model())[0].positions;
        auto vertex = [](int ring, int side) { return quint32(ring * 13 + side); };
        QRect box;
        for (int ring = 2; ring <= 5; ++ring)
            for (int side = 0; side <= 12; ++side)
                box |= QRect(screenPoint(w.view, p[vertex(ring, side)]), QSize(1, 1));
        box.adjust(-3, -3, 3, 3);
        auto drag = [&] {
            QTest::mousePress(w.view, Qt::LeftButton, {}, box.topLeft());
            QTest::mouseMove(w.view, box.center());
            QTest::mouseMove(w.view, box.bottomRight());
            QTest::mouseRelease(w.view, Qt::LeftButton, {}, box.bottomRight());
        };
        drag();
        QList<quint32> picked = doc->selection().vertices.value(0);
        for (int ring = 3; ring <= 4; ++ring) {
            for (int side = 8; side <= 10; ++side)
                QVERIFY2(picked.contains(vertex(ring, side)),
                         qPrintable(QStringLiteral("front %1/%2").arg(ring).arg(side)));
            for (int side = 2; side <= 4; ++side)
                QVERIFY2(!picked.contains(vertex(ring, side)),
                         qPrintable(QStringLiteral("back %1/%2").arg(ring).arg(side)));
        }
        QVERIFY(!doc->selection().vertices.contains(1)); // the head is outside the box
        // "Select Through" on the toolbar: the same box takes the back too.
        QAction *through = w.viewport->findChild<QAction *>(QStringLiteral("selectThrough"));
        QVERIFY(through);
        QVERIFY(through->isCheckable() && !through->isChecked());
        QWidget *button = nullptr;
        for (QToolBar *bar : w.viewport->findChildren<QToolBar *>())
            if (QWidget *b = bar->widgetForAction(through))
                button = b;
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(through->isChecked());
        QVERIFY(w.view->selectThrough());
        drag();
        picked = doc->selection().vertices.value(0);
        for (int ring = 3; ring <= 4; ++ring)
            for (int side = 1; side <= 11; ++side)
                QVERIFY2(picked.contains(vertex(ring, side)), qPrintable(QStringLiteral("%1/%2").arg(ring).arg(side)));
        // Off again: hidden vertices are left out again.
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!w.view->selectThrough());
        drag();
        QVERIFY(!doc->selection().vertices.value(0).contains(vertex(4, 3)));
        QVERIFY(doc->selection().vertices.value(0).contains(vertex(4, 9)));
    }

    void movingWithTheGizmoIsOneUndoStep()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentTime(0.25); // posed: the edit goes through the skinning
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices[0] = {61};
        doc->setSelection(s);
        w.view->setTool(TransformTool::Move);
        QVERIFY(w.view->hasGizmo());
        const Model before = doc->model();
        const QVector3D start = w.view->pose().skinnedMeshes(doc->model())[0].positions[61];
        const QPoint grab = w.view->gizmoHandlePosition(0, GizmoHandle::X).toPoint();
        const float pixel = w.view->camera(0).pixelSize(w.view->viewRect(0).height());
        const int undoCount = doc->undoStack()->count();
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        for (int dx = 10; dx <= 60; dx += 10)
            QTest::mouseMove(w.view, grab + QPoint(dx, 3)); // off-axis wobble is ignored
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab + QPoint(60, 3));
        QCOMPARE(doc->undoStack()->count(), undoCount + 1);
        const QVector3D end = w.view->pose().skinnedMeshes(doc->model())[0].positions[61];
        const QVector3D moved = end - start;
        const float expected = 60.0f * pixel;
        QVERIFY2(std::abs(moved.x() - expected) < expected * 0.02f && std::abs(moved.y()) < 1e-3f
                     && std::abs(moved.z()) < 1e-3f,
                 qPrintable(QStringLiteral("moved %1 %2 %3, expected %4 along x")
                                .arg(moved.x())
                                .arg(moved.y())
                                .arg(moved.z())
                                .arg(expected)));
        // Other vertices stay.
        QCOMPARE(doc->model().meshes[0].positions[60], before.meshes[0].positions[60]);
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
        // Snapping: steps of the snap size.
        w.view->setSnapping(true);
        w.view->setMoveSnap(0.25f);
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        QTest::mouseMove(w.view, grab + QPoint(qRound(0.3f / pixel), 0));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab + QPoint(qRound(0.3f / pixel), 0));
        const QVector3D snapped = w.view->pose().skinnedMeshes(doc->model())[0].positions[61] - start;
        QVERIFY2(std::abs(snapped.x() - 0.25f) < 1e-3f, qPrintable(QString::number(snapped.x())));
        doc->undoStack()->setClean();
    }

    // A gizmo drag in a posed view moves the selection rigidly on screen,
    // however its vertices are weighted: every posed position moves by the
    // same vector. The same drag in the bind pose moves the bind positions so.
    void posedGizmoDragMovesTheSelectionRigidly()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        auto drag = [&w](GizmoHandle handle, const QPoint &by) {
            const QPoint grab = w.view->gizmoHandlePosition(0, handle).toPoint();
            QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
            for (int i = 1; i <= 5; ++i)
                QTest::mouseMove(w.view, grab + by * i / 5);
            QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab + by);
        };
        // Every vertex of the first mesh: some follow one joint, some are blended between two.
        const Mesh &mesh = doc->model().meshes[0];
        Selection s;
        s.mode = Selection::Mode::Vertices;
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
            s.vertices[0].append(quint32(v));
        doc->setCurrentAnimation(0);
        doc->setCurrentTime(0.3);
        doc->setSelection(s);
        w.view->setTool(TransformTool::Move);
        QVERIFY(w.view->hasGizmo());
        const Model before = doc->model();
        const QList<QVector3D> start = w.view->pose().skinnedMeshes(before)[0].positions;
        drag(GizmoHandle::Z, QPoint(0, -45)); // up the screen, along +Z in the side view
        QCOMPARE(doc->undoStack()->count(), 1);
        const QList<QVector3D> end = w.view->pose().skinnedMeshes(doc->model())[0].positions;
        const QVector3D moved = end[0] - start[0];
        QVERIFY2(moved.z() > 0.1f && std::abs(moved.x()) < 1e-3f && std::abs(moved.y()) < 1e-3f,
                 qPrintable(QStringLiteral("moved %1 %2 %3").arg(moved.x()).arg(moved.y()).arg(moved.z())));
        float worst = 0;
        for (qsizetype v = 0; v < end.size(); ++v)
            worst = std::max(worst, (end[v] - start[v] - moved).length());
        QVERIFY2(worst < 1e-3f * moved.length(),
                 qPrintable(QStringLiteral("a vertex strays %1 from the common move").arg(worst)));
        // The edit is of the bind pose; other meshes stay.
        QVERIFY(doc->model().meshes[0].positions != before.meshes[0].positions);
        QCOMPARE(doc->model().meshes[1].positions, before.meshes[1].positions);
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);

        // In the bind pose the drag moves the bind positions themselves.
        doc->setCurrentAnimation(-1);
        doc->setSelection(s);
        drag(GizmoHandle::Z, QPoint(0, -45));
        const Mesh &after = doc->model().meshes[0];
        const QVector3D bindMoved = after.positions[0] - before.meshes[0].positions[0];
        QVERIFY2(bindMoved.z() > 0.1f && std::abs(bindMoved.x()) < 1e-5f && std::abs(bindMoved.y()) < 1e-5f,
                 qPrintable(QStringLiteral("moved %1 %2 %3").arg(bindMoved.x()).arg(bindMoved.y()).arg(bindMoved.z())));
        for (qsizetype v = 0; v < after.vertexCount(); ++v)
            QVERIFY((after.positions[v] - before.meshes[0].positions[v] - bindMoved).length() < 1e-5f);
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
        doc->undoStack()->setClean();
    }

    // The case on the corpus: mrfixit's "idle" at frame 0, the
    // vertices of a forearm dragged up; each keeps its place relative to the others.
    void corpusPosedForearmMovesRigidly()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFileInfo::exists(path))
            QSKIP("corpus not found (QUARRY_CORPUS_DIR): iqm/mrfixit.iqm");
        const ReadResult read = readModelFile(path);
        QVERIFY(read.ok());
        Window w;
        QVERIFY(openSample(w, read.model));
        Document *doc = w.window.document();
        const Model &model = doc->model();
        int animation = -1;
        for (int a = 0; a < model.animations.size(); ++a)
            if (model.animations[a].name.compare(QLatin1String("idle"), Qt::CaseInsensitive) == 0)
                animation = a;
        QVERIFY(animation >= 0);
        doc->setCurrentAnimation(animation);
        doc->setCurrentTime(0);
        // Vertices weighted to the left forearm, with the neighbours they blend with.
        QList<int> forearm;
        for (int j = 0; j < model.skeleton.joints.size(); ++j)
            if (model.skeleton.joints[j].name == QLatin1String("LowerArm.L"))
                forearm.append(j);
        QVERIFY(!forearm.isEmpty());
        Selection s;
        s.mode = Selection::Mode::Vertices;
        int blended = 0;
        for (int m = 0; m < model.meshes.size(); ++m) {
            const Mesh &mesh = model.meshes[m];
            const int k = mesh.influencesPerVertex;
            for (qsizetype v = 0; v < mesh.vertexCount() && k > 0; ++v) {
                bool onForearm = false;
                int influences = 0;
                for (int i = 0; i < k; ++i) {
                    influences += mesh.blendWeights[v * k + i] > 0;
                    onForearm = onForearm
                                || (mesh.blendWeights[v * k + i] > 0
                                    && forearm.contains(int(mesh.blendIndexes[v * k + i])));
                }
                if (onForearm) {
                    s.vertices[m].append(quint32(v));
                    blended += influences > 1;
                }
            }
        }
        QVERIFY(blended > 0);
        doc->setSelection(s);
        w.view->setTool(TransformTool::Move);
        QVERIFY(w.view->hasGizmo());
        const Model before = doc->model();
        const QList<SkinnedMesh> start = w.view->pose().skinnedMeshes(before);
        const QPoint grab = w.view->gizmoHandlePosition(0, GizmoHandle::Z).toPoint();
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        for (int i = 1; i <= 5; ++i)
            QTest::mouseMove(w.view, grab - QPoint(0, 9 * i));
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, grab - QPoint(0, 45));
        const QList<SkinnedMesh> end = w.view->pose().skinnedMeshes(doc->model());
        const int firstMesh = s.vertices.firstKey();
        const quint32 first = s.vertices.first().first();
        const QVector3D moved = end[firstMesh].positions[first] - start[firstMesh].positions[first];
        QVERIFY2(moved.length() > 0.5f, qPrintable(QString::number(moved.length())));
        float worst = 0;
        for (auto it = s.vertices.cbegin(); it != s.vertices.cend(); ++it)
            for (quint32 v : it.value())
                worst = std::max(worst, (end[it.key()].positions[v] - start[it.key()].positions[v] - moved).length());
        QVERIFY2(
            worst < 1e-3f * moved.length(),
            qPrintable(QStringLiteral("a vertex strays %1 from the common move %2").arg(worst).arg(moved.length())));
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
        doc->undoStack()->setClean();
    }

    void typedValuesMoveRotateScale()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        doc->setCurrentAnimation(-1);
        Selection s;
        s.mode = Selection::Mode::Objects;
        s.meshes = {1};
        doc->setSelection(s);
        const Model before = doc->model();
        w.view->setTool(TransformTool::Move);
        w.view->applyTypedTransform(QVector3D(1, 2, 3));
        QCOMPARE(doc->model().meshes[1].positions[0], before.meshes[1].positions[0] + QVector3D(1, 2, 3));
        QCOMPARE(doc->model().meshes[0].positions[0], before.meshes[0].positions[0]);
        w.view->setTool(TransformTool::Scale);
        w.view->applyTypedTransform(QVector3D(2, 2, 2));
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
    }

    void rotatingAJointSetsAKeyAtTheCurrentTime()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        const double time = 3.5 / 24.0; // between frames: a new key
        doc->setCurrentTime(time);
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {1};
        doc->setSelection(s);
        w.view->setTool(TransformTool::Rotate);
        const Model before = doc->model();
        const int keys = before.animations[0].track(1)->rotations.size();
        // Grab the ring about Y (the side view's depth axis) and turn it.
        const QPoint grab = w.view->gizmoHandlePosition(0, GizmoHandle::Y).toPoint();
        const QPoint center = w.view->gizmoHandlePosition(0, GizmoHandle::Center).toPoint();
        QTest::mousePress(w.view, Qt::LeftButton, {}, grab);
        const QPoint arm = grab - center;
        for (int i = 1; i <= 4; ++i) {
            const double a = qDegreesToRadians(10.0 * i);
            QTest::mouseMove(w.view, center
                                         + QPoint(qRound(arm.x() * std::cos(a) - arm.y() * std::sin(a)),
                                                  qRound(arm.x() * std::sin(a) + arm.y() * std::cos(a))));
        }
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, w.view->mapFromGlobal(QCursor::pos()));
        QCOMPARE(doc->undoStack()->count(), 1);
        const JointTrack *track = doc->model().animations[0].track(1);
        QCOMPARE(track->rotations.size(), keys + 1);
        const Transform posed = localPose(doc->model(), 0, time)[1];
        const Transform original = localPose(before, 0, time)[1];
        const float angle = 2.0f
                            * qRadiansToDegrees(std::acos(
                                std::min(1.0f, std::abs(QQuaternion::dotProduct(posed.rotation, original.rotation)))));
        QVERIFY2(angle > 20.0f && angle < 60.0f, qPrintable(QString::number(angle)));
        doc->undoStack()->undo();
        QVERIFY(doc->model() == before);
    }

    void simplifiedDrawingKeepsTheSilhouette()
    {
        const Model model = makeTiledSampleModel(60000);
        const qsizetype total = model.triangleCount();
        const QSize size(400, 300);
        OffscreenTarget target;
        QVERIFY(target.create(size));
        QOpenGLFramebufferObject &fbo = *target.fbo;
        SceneRenderer renderer;
        QString error;
        QVERIFY2(renderer.initialize(&error), qPrintable(error));
        RenderSettings settings;
        settings.grid = false;
        settings.bones = false;
        renderer.setSettings(settings);
        ScenePose pose;
        pose.update(model, 0, 0.25);
        renderer.syncModel(model, {});
        renderer.setPose(pose);
        const Bounds bounds = poseBounds(model, 0, 0.25);
        Camera camera;
        camera.setSceneRadius(bounds.radius());
        camera.frame(bounds);
        renderer.setSceneBounds(bounds);
        const QRect rect(QPoint(0, 0), size);

        renderer.render(camera, rect);
        const QImage full = fbo.toImage();
        QCOMPARE(renderer.totalTriangles(), total);
        QCOMPARE(renderer.drawnTriangles(), total);
        const qint64 uploaded = renderer.uploadedBytes();

        renderer.setReducedDetail(10000);
        renderer.render(camera, rect);
        const QImage reduced = fbo.toImage();
        QVERIFY(renderer.simplifiedInLastRender());
        const qsizetype drawn = renderer.drawnTriangles();
        QVERIFY2(drawn <= 11000 && drawn >= 2500, qPrintable(QString::number(drawn)));
        // Only the coarser index list went up, once.
        QCOMPARE(renderer.uploadedBytes() - uploaded, qint64(drawn) * 12);
        camera.orbit(20.0f, 5.0f);
        renderer.render(camera, rect);
        QVERIFY(!renderer.simplifiedInLastRender());
        QCOMPARE(renderer.uploadedBytes() - uploaded, qint64(drawn) * 12);
        camera.orbit(-20.0f, -5.0f);

        // The same figure: silhouette within a few pixels, similar coverage.
        int fullCount = 0, reducedCount = 0;
        const QRect fullArea = coveredArea(full, &fullCount);
        const QRect reducedArea = coveredArea(reduced, &reducedCount);
        QVERIFY2(std::abs(fullArea.left() - reducedArea.left()) <= 4
                     && std::abs(fullArea.right() - reducedArea.right()) <= 4
                     && std::abs(fullArea.top() - reducedArea.top()) <= 4
                     && std::abs(fullArea.bottom() - reducedArea.bottom()) <= 4,
                 qPrintable(QStringLiteral("full %1,%2 %3x%4, reduced %5,%6 %7x%8")
                                .arg(fullArea.x())
                                .arg(fullArea.y())
                                .arg(fullArea.width())
                                .arg(fullArea.height())
                                .arg(reducedArea.x())
                                .arg(reducedArea.y())
                                .arg(reducedArea.width())
                                .arg(reducedArea.height())));
        QVERIFY2(std::abs(fullCount - reducedCount) < fullCount / 10,
                 qPrintable(QStringLiteral("%1 vs %2 pixels").arg(fullCount).arg(reducedCount)));
        // Simplified frames are skinned like full ones: another pose moves them.
        ScenePose other;
        other.update(model, 0, 0.0);
        renderer.setPose(other);
        renderer.render(camera, rect);
        const QImage otherPose = fbo.toImage();
        int changed = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                changed += otherPose.pixel(x, y) != reduced.pixel(x, y);
        QVERIFY2(changed > 1000, qPrintable(QString::number(changed)));

        renderer.setReducedDetail(0);
        renderer.render(camera, rect);
        QCOMPARE(renderer.drawnTriangles(), total);
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_RENDERS")) {
            full.save(QStringLiteral("/tmp/tst_viewport_full.png"));
            reduced.save(QStringLiteral("/tmp/tst_viewport_reduced.png"));
        }
        renderer.release();
    }

    void closedMeshesLookTheSameWithBackFacesSkipped()
    {
        const QSize size(320, 240);
        OffscreenTarget target;
        QVERIFY(target.create(size));
        QOpenGLFramebufferObject &fbo = *target.fbo;
        const QRect rect(QPoint(0, 0), size);

        auto ballModel = [](bool inward) {
            Model model = test::sphereModel(24, 48);
            if (inward)
                for (Triangle &t : model.meshes[0].triangles)
                    std::swap(t[1], t[2]);
            return model;
        };
        int culled = -1;
        auto render = [&](const Model &model, bool cull, const Camera &camera) {
            SceneRenderer renderer;
            QString error;
            if (!renderer.initialize(&error))
                qFatal("%s", qPrintable(error));
            RenderSettings settings;
            settings.grid = false;
            settings.bones = false;
            settings.cullClosedBackFaces = cull;
            renderer.setSettings(settings);
            ScenePose pose;
            pose.update(model, -1, 0.0);
            renderer.syncModel(model, {});
            renderer.setPose(pose);
            renderer.setSceneBounds(poseBounds(model, -1, 0.0));
            renderer.render(camera, rect);
            culled = renderer.culledMeshCount();
            QImage image = fbo.toImage();
            renderer.release();
            return image;
        };
        const Bounds bounds = poseBounds(ballModel(false), -1, 0.0);
        Camera outside;
        outside.setSceneRadius(bounds.radius());
        outside.frame(bounds);
        outside.orbit(30.0f, 20.0f);
        QRgb background = 0;
        for (bool inward : {false, true}) {
            const Model model = ballModel(inward);
            const QImage all = render(model, false, outside);
            QCOMPARE(culled, 0);
            const QImage culledImage = render(model, true, outside);
            QCOMPARE(culled, 1);
            background = all.pixel(0, 0);
            int count = 0;
            coveredArea(all, &count);
            QVERIFY2(count > 5000, qPrintable(QString::number(count)));
            int differ = 0;
            for (int y = 0; y < size.height(); ++y)
                for (int x = 0; x < size.width(); ++x)
                    differ += all.pixel(x, y) != culledImage.pixel(x, y);
            // The same picture, give or take a few edge pixels.
            QVERIFY2(
                differ < count / 200,
                qPrintable(QStringLiteral("inward %1: %2 of %3 pixels differ").arg(inward).arg(differ).arg(count)));
        }
        // From inside, nothing is skipped: the inner faces fill the view.
        Camera inside = outside;
        inside.setTarget(bounds.center());
        inside.setDistance(0.05f);
        const QImage fromInside = render(ballModel(false), true, inside);
        QCOMPARE(culled, 0);
        int insideCount = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                insideCount += fromInside.pixel(x, y) != background;
        QVERIFY2(insideCount > size.width() * size.height() * 9 / 10, qPrintable(QString::number(insideCount)));
    }

    void orbitingALargeModelDrawsItSimplifiedUntilRelease()
    {
        Window w;
        QVERIFY(openSample(w, makeTiledSampleModel(300000)));
        const qsizetype total = w.window.document()->model().triangleCount();
        w.view->setSingleView(Camera::View::Perspective);
        w.view->frameAll();
        auto nextFrame = [&w] {
            QSignalSpy swapped(w.view, &ViewportWidget::frameSwapped);
            w.view->redraw();
            return swapped.wait(20000);
        };
        // The first frame uploads; the second is measured.
        QVERIFY(nextFrame());
        QVERIFY(nextFrame());
        QCOMPARE(w.view->drawnTriangles(), total);
        QVERIFY(w.view->fullDetailFrameMilliseconds() > 0);
        if (w.view->fullDetailFrameMilliseconds() <= 1000.0 / ViewportWidget::kTargetFramesPerSecond)
            QSKIP("full-detail frames of this model already meet the frame-time goal on this renderer");
        QVERIFY(w.view->reducedDetailBudget() > 0 && w.view->reducedDetailBudget() < total);
        // The simplified copy is made in the background while the view
        // rests, so the first orbit frame need not make it.
        QTRY_VERIFY_WITH_TIMEOUT(!w.view->isSimplifying(), 20000);

        // Orbit with the right button, one frame per mouse move.
        const QVector3D eye = w.view->camera(0).eye();
        QPoint p = w.view->viewRect(0).center();
        QSignalSpy swapped(w.view, &ViewportWidget::frameSwapped);
        QTest::mousePress(w.view, Qt::RightButton, {}, p);
        for (int i = 0; i < 5; ++i) {
            p += QPoint(15, 2);
            const int before = int(swapped.count());
            QTest::mouseMove(w.view, p);
            QVERIFY(w.view->isNavigating());
            QTRY_VERIFY_WITH_TIMEOUT(swapped.count() > before, 20000);
            QVERIFY2(w.view->drawnTriangles() < total && w.view->drawnTriangles() > 0,
                     qPrintable(QString::number(w.view->drawnTriangles())));
            if (i == 0)
                QVERIFY(!w.view->lastFrameMadeSimplified());
        }
        QVERIFY((w.view->camera(0).eye() - eye).length() > 1e-3f);
        QVERIFY(w.view->reducedFrameMilliseconds() > 0);
        // Letting go draws everything again.
        const int before = int(swapped.count());
        QTest::mouseRelease(w.view, Qt::RightButton, {}, p);
        QVERIFY(!w.view->isNavigating());
        QTRY_VERIFY_WITH_TIMEOUT(swapped.count() > before, 20000);
        QCOMPARE(w.view->drawnTriangles(), total);

        // Switched off, navigation keeps full detail.
        RenderSettings settings = w.view->settings();
        settings.fastNavigation = false;
        w.view->setSettings(settings);
        QTest::mousePress(w.view, Qt::RightButton, {}, p);
        const int beforeOff = int(swapped.count());
        QTest::mouseMove(w.view, p + QPoint(20, 0));
        QTRY_VERIFY_WITH_TIMEOUT(swapped.count() > beforeOff, 20000);
        QCOMPARE(w.view->drawnTriangles(), total);
        QTest::mouseRelease(w.view, Qt::RightButton, {}, p + QPoint(20, 0));
    }

    void animationUploadsNoVertexData()
    {
        Window w;
        QVERIFY(openSample(w));
        Document *doc = w.window.document();
        w.view->grabFramebuffer(); // one paint: everything uploaded
        const qint64 initial = w.view->uploadedBytes();
        QVERIFY(initial > 0);
        for (int f = 1; f < 10; ++f) {
            doc->setCurrentTime(f / 24.0);
            w.view->grabFramebuffer();
        }
        QCOMPARE(w.view->uploadedBytes(), initial);
        // A move of vertices re-uploads that mesh's positions only (a pure
        // translation leaves normals and tangents as they are).
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices[1] = {0};
        doc->setSelection(s);
        w.view->grabFramebuffer();
        const qint64 afterSelection = w.view->uploadedBytes();
        w.view->setTool(TransformTool::Move);
        w.view->applyTypedTransform(QVector3D(0, 0, 0.1f));
        w.view->grabFramebuffer();
        const qint64 delta = w.view->uploadedBytes() - afterSelection;
        const qint64 positions = doc->model().meshes[1].vertexCount() * 12;
        QCOMPARE(delta, positions);
        doc->undoStack()->setClean();
    }

    void quadLayoutAndDrawModes()
    {
        Window w;
        QVERIFY(openSample(w));
        w.view->setQuadLayout(true);
        QCOMPARE(w.view->viewCount(), 4);
        for (DrawMode mode : {DrawMode::Shaded, DrawMode::Textured, DrawMode::WireframeOverShaded,
                              DrawMode::VertexColors, DrawMode::UvChecker}) {
            RenderSettings settings = w.view->settings();
            settings.mode = mode;
            settings.normals = true;
            settings.bounds = true;
            w.view->setSettings(settings);
            const QImage image = w.view->grabFramebuffer();
            QVERIFY(!image.isNull());
            // Each quarter shows something besides the background.
            for (int i = 0; i < 4; ++i) {
                const QRect r = w.view->viewRect(i);
                const QImage part = image.copy(
                    QRect(r.topLeft() * image.devicePixelRatio(), r.size() * image.devicePixelRatio()));
                int count = 0;
                coveredArea(part, &count);
                QVERIFY2(count > 200,
                         qPrintable(QStringLiteral("view %1 mode %2: %3").arg(i).arg(int(mode)).arg(count)));
            }
        }
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_RENDERS"))
            w.window.grab().save(QStringLiteral("/tmp/tst_viewport_window.png"));
    }

    // However narrow the viewport, every control of its toolbars is on the
    // toolbar or in the toolbar's overflow menu, where it works; draw modes,
    // overlays and Bind Pose are in the View menu too.
    void narrowViewportKeepsEveryControlReachable()
    {
        Window w;
        QVERIFY(openSample(w));
        w.window.resize(640, 700);
        w.viewport->setMaximumWidth(320);
        QTRY_VERIFY(w.viewport->width() <= 320);
        QVERIFY(w.viewport->width() < 530);
        QApplication::processEvents();
        int overflowed = 0;
        for (const char *name : {"ViewportToolBar", "ViewportTransformBar"}) {
            auto *bar = w.viewport->findChild<QToolBar *>(QLatin1String(name));
            QVERIFY(bar);
            auto *extension = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY(extension);
            // What the overflow menu holds, read while it is open.
            QList<QAction *> inMenu;
            QList<QWidget *> menuWidgets;
            if (extension->isVisible()) {
                QTimer::singleShot(200, [&inMenu, &menuWidgets] {
                    if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
                        inMenu = menu->actions();
                        for (QWidget *child : menu->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
                            if (child->isVisible())
                                menuWidgets.append(child);
                        menu->close();
                    }
                });
                QTest::mouseClick(extension, Qt::LeftButton);
                QTRY_VERIFY(!inMenu.isEmpty());
            }
            for (QAction *a : bar->actions()) {
                if (a->isSeparator())
                    continue;
                QWidget *shown = bar->widgetForAction(a);
                const bool onBar = shown && shown->isVisible() && bar->rect().contains(shown->geometry());
                const bool inOverflow = inMenu.contains(a);
                QVERIFY2(onBar || inOverflow,
                         qPrintable(QStringLiteral("%1: %2 is neither on the bar nor in its overflow menu")
                                        .arg(QLatin1String(name), a->objectName())));
                overflowed += !onBar;
                // A number in the overflow menu is a spin box there.
                if (!onBar && qobject_cast<QWidgetAction *>(a)) {
                    bool found = false;
                    for (QWidget *created : std::as_const(menuWidgets))
                        found = found || created->objectName() == a->objectName();
                    QVERIFY2(found, qPrintable(a->objectName()));
                }
            }
        }
        QVERIFY2(overflowed > 5, qPrintable(QString::number(overflowed))); // the width did hide controls

        // The draw mode chosen from the overflow menu.
        auto *bar = w.viewport->findChild<QToolBar *>(QStringLiteral("ViewportToolBar"));
        ViewportActions *actions = w.viewport->actions();
        QAction *drawMenu = actions->drawModeMenu()->menuAction();
        QVERIFY(!bar->widgetForAction(drawMenu)->isVisible());
        QAction *uv = actions->drawModeAction(DrawMode::UvChecker);
        QTimer::singleShot(200, [drawMenu] {
            if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget()))
                QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(drawMenu).center());
        });
        QTimer::singleShot(700, [uv] {
            if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget()))
                QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(uv).center());
        });
        QTest::mouseClick(bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")), Qt::LeftButton);
        QTRY_COMPARE(w.view->settings().mode, DrawMode::UvChecker);

        // The View menu: the same draw modes, overlays and Bind Pose, clicked.
        auto *viewDraw = w.window.viewMenu()->findChild<QMenu *>(QStringLiteral("viewMenuDrawMode"));
        auto *viewOverlays = w.window.viewMenu()->findChild<QMenu *>(QStringLiteral("viewMenuOverlays"));
        QVERIFY(viewDraw && viewOverlays);
        QCOMPARE(viewDraw->actions(), actions->drawModeMenu()->actions());
        QCOMPARE(viewDraw->actions().size(), ViewportActions::drawModeList().size());
        QCOMPARE(viewOverlays->actions(), actions->overlayActions());
        QVERIFY(w.window.viewMenu()->actions().contains(actions->bindPoseAction()));
        auto clickIn = [](QMenu *menu, QAction *action) {
            menu->popup(QPoint(100, 100));
            QVERIFY(QTest::qWaitForWindowExposed(menu));
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
        };
        clickIn(viewDraw, actions->drawModeAction(DrawMode::VertexColors));
        QCOMPARE(w.view->settings().mode, DrawMode::VertexColors);
        QVERIFY(actions->drawModeAction(DrawMode::VertexColors)->isChecked());
        QAction *showNormals = nullptr;
        for (QAction *a : actions->overlayActions())
            if (a->objectName() == QLatin1String("showNormals"))
                showNormals = a;
        QVERIFY(showNormals);
        const bool normals = w.view->settings().normals;
        clickIn(viewOverlays, showNormals);
        QCOMPARE(w.view->settings().normals, !normals);
        Document *doc = w.window.document();
        doc->setCurrentAnimation(0);
        clickIn(w.window.viewMenu(), actions->bindPoseAction());
        QCOMPARE(doc->currentAnimation(), -1);
        clickIn(w.window.viewMenu(), actions->bindPoseAction());
        QCOMPARE(doc->currentAnimation(), 0);
    }

    // The documentation's screenshot: QUARRY_SCREENSHOT=file.png saves it.
    void screenshot()
    {
        const QString path = qEnvironmentVariable("QUARRY_SCREENSHOT");
        if (path.isEmpty())
            QSKIP("set QUARRY_SCREENSHOT=file.png to save the screenshot");
        Window w;
        QString model = qEnvironmentVariable("QUARRY_SCREENSHOT_MODEL");
        Model m = makeSampleModel();
        if (!model.isEmpty()) {
            const ReadResult read = readModelFile(model);
            QVERIFY2(read.ok(), qPrintable(model));
            m = read.model;
        }
        QVERIFY(openSample(w, m));
        w.window.resize(1100, 720);
        w.view->setQuadLayout(true);
        Document *doc = w.window.document();
        doc->setCurrentTime(0.3);
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {int(m.skeleton.joints.size() / 3)};
        doc->setSelection(s);
        w.view->setTool(TransformTool::Rotate);
        RenderSettings settings = w.view->settings();
        settings.mode = DrawMode::WireframeOverShaded;
        w.view->setSettings(settings);
        w.view->frameAll();
        QTest::qWait(200);
        // The window's widgets, with the scene from the viewport's own
        // window (which a widget grab does not see) where it shows.
        QImage image = w.window.grab().toImage();
        QVERIFY(!image.isNull());
        const QImage scene = w.view->grabFramebuffer();
        QVERIFY(!scene.isNull());
        {
            QPainter painter(&image);
            painter.drawImage(QRectF(w.view->mapTo(&w.window, QPoint(0, 0)), w.view->size()), scene);
        }
        QVERIFY(image.save(path));
    }

    void corpusModelRenders()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFileInfo::exists(path))
            QSKIP("corpus absent: mrfixit.iqm not found");
        const ReadResult read = readModelFile(path);
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->toString()));
        const Model &model = read.model;
        QVERIFY(!model.animations.isEmpty());
        OffscreenRenderRequest request;
        request.animation = 0;
        request.size = QSize(256, 256);
        request.view = Camera::View::Front;
        request.settings.grid = false;
        request.settings.bones = false;
        QString error;
        const QImage a = renderModelImage(model, request, &error);
        request.time = 50.0 / model.animations[0].fps;
        const QImage b = renderModelImage(model, request, &error);
        QVERIFY2(!a.isNull() && !b.isNull(), qPrintable(error));
        QVERIFY(a != b);
        for (const auto &[image, time] : {std::pair{a, 0.0}, std::pair{b, request.time}}) {
            int count = 0;
            const QRect got = coveredArea(image, &count);
            const QRect expected = expectedArea(model, 0, time, Camera::View::Front, request.size);
            QVERIFY2(std::abs(got.left() - expected.left()) <= 3 && std::abs(got.right() - expected.right()) <= 3
                         && std::abs(got.top() - expected.top()) <= 3
                         && std::abs(got.bottom() - expected.bottom()) <= 3,
                     qPrintable(QStringLiteral("drawn %1,%2 %3x%4, expected %5,%6 %7x%8")
                                    .arg(got.x())
                                    .arg(got.y())
                                    .arg(got.width())
                                    .arg(got.height())
                                    .arg(expected.x())
                                    .arg(expected.y())
                                    .arg(expected.width())
                                    .arg(expected.height())));
        }
    }
};

QTEST_MAIN(TestViewport)
#include "tst_viewport.moc"
