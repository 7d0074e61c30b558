// Painting weights in the real viewport: a stroke (press, moves, release)
// changes the weights of the vertices under the brush that the view shows
// and no others, as one undo step that undo takes back bit for bit; with
// Select Through the brush reaches hidden vertices too; mirrored painting
// paints the partner joint on the mirror vertex.
#include "editor/MainWindow.h"
#include "model/Document.h"
#include "model/ops/MirrorWeights.h"
#include "model/ops/SampleModel.h"
#include "model/ops/WeightEdit.h"
#include "views/viewport/Picking.h"
#include "views/viewport/Viewport.h"
#include "views/viewport/ViewportWidget.h"

#include <QAction>
#include <QTest>

using namespace quarry;

class TestWeightBrush : public QObject
{
    Q_OBJECT

    struct Window
    {
        MainWindow window;
        ViewportWidget *view = nullptr;
        Document *doc() { return window.document(); }
    };

    // The sample in the side view (looking along +Y), bind pose, joint 2 current.
    static bool open(Window &w)
    {
        w.window.resize(1000, 760);
        w.window.show();
        if (!QTest::qWaitForWindowExposed(&w.window))
            return false;
        auto *viewport = w.window.findChild<Viewport *>();
        if (!viewport || !viewport->hasOpenGL())
            return false;
        w.view = viewport->view();
        w.doc()->resetModel(makeSampleModel());
        w.doc()->setCurrentAnimation(-1);
        w.view->setSingleView(Camera::View::Side);
        w.view->frameAll();
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {2};
        w.doc()->setSelection(s);
        QTest::qWait(50);
        return true;
    }

    static PickView pickView(Window &w, bool through)
    {
        PickView v;
        v.model = &w.doc()->model();
        v.pose = &w.view->pose();
        v.camera = w.view->camera(0);
        v.viewport = w.view->viewRect(0).size();
        v.throughSurfaces = through;
        return v;
    }

    static QPointF screen(Window &w, const QVector3D &world)
    {
        QVector3D s;
        w.view->camera(0).project(world, w.view->viewRect(0).size(), &s);
        return QPointF(s.x(), s.y());
    }

    // Distance from p to the segment a-b.
    static double distance(const QPointF &p, const QPointF &a, const QPointF &b)
    {
        const QPointF ab = b - a;
        const double t = std::clamp(QPointF::dotProduct(p - a, ab) / QPointF::dotProduct(ab, ab), 0.0, 1.0);
        const QPointF d = p - (a + ab * t);
        return std::hypot(d.x(), d.y());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("QuarryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_weight_brush"));
    }

    void strokeChangesOnlyTheVisibleVerticesUnderIt()
    {
        Window w;
        if (!open(w))
            QSKIP("no OpenGL here");
        auto *paint = w.window.findChild<QAction *>(QStringLiteral("paintWeights"));
        QVERIFY(paint);
        paint->trigger();
        QVERIFY(w.view->isPaintingWeights());
        QCOMPARE(w.view->settings().mode, DrawMode::Weights);
        BrushSettings brush;
        brush.radius = 24;
        brush.strength = 0.5f;
        brush.falloff = 0.5f;
        brush.mode = BrushMode::Add;
        w.view->setBrushSettings(brush);

        const Model before = w.doc()->model();
        const QList<SkinnedMesh> &posed = w.view->pose().skinnedMeshes(before);
        const QPointF a = screen(w, posed[0].positions[61]);
        const QPointF b = a + QPointF(30, 6);
        // What the view shows near the path, and what it hides there.
        const QRectF around = QRectF(a, b).normalized().adjusted(-brush.radius, -brush.radius, brush.radius,
                                                                 brush.radius);
        const Selection shown = pickInRect(pickView(w, false), around, Selection::Mode::Vertices);
        const Selection all = pickInRect(pickView(w, true), around, Selection::Mode::Vertices);
        QVERIFY(!shown.vertices.isEmpty());

        const int steps = w.doc()->undoStack()->count();
        const QPoint origin = w.view->viewRect(0).topLeft();
        QTest::mousePress(w.view, Qt::LeftButton, {}, a.toPoint() + origin);
        for (int i = 1; i <= 6; ++i)
            QTest::mouseMove(w.view, (a + (b - a) * (i / 6.0)).toPoint() + origin);
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, b.toPoint() + origin);
        QCOMPARE(w.doc()->undoStack()->count(), steps + 1);
        const Model after = w.doc()->model();
        if (qEnvironmentVariableIsSet("QUARRY_SAVE_IMAGES")) {
            QTest::qWait(100);
            w.window.grab().save(QStringLiteral("weight_brush_window.png"));
            w.view->grabFramebuffer().save(QStringLiteral("weight_brush.png"));
        }

        int changedNear = 0, hiddenNear = 0;
        for (int m = 0; m < before.meshes.size(); ++m) {
            for (quint32 v = 0; v < quint32(before.meshes[m].vertexCount()); ++v) {
                const Influences old = vertexInfluences(before.meshes[m], v);
                const Influences now = vertexInfluences(after.meshes[m], v);
                const double d = distance(screen(w, posed[m].positions[v]), a, b);
                const bool visible = shown.vertices.value(m).contains(v);
                if (d > brush.radius + 1.5 || !all.vertices.value(m).contains(v)) {
                    // Beyond the brush: not a bit changed.
                    QVERIFY2(old == now, qPrintable(QStringLiteral("mesh %1 vertex %2 at %3 px").arg(m).arg(v).arg(d)));
                } else if (!visible && d < brush.radius - 1.5) {
                    ++hiddenNear;
                    QVERIFY2(old == now,
                             qPrintable(QStringLiteral("hidden vertex %1 of mesh %2 painted").arg(v).arg(m)));
                } else if (visible && d < brush.radius * 0.5) {
                    ++changedNear;
                    QVERIFY2(jointWeight(after.meshes[m], v, 2) > jointWeight(before.meshes[m], v, 2)
                                 || jointWeight(before.meshes[m], v, 2) == 1.0f,
                             qPrintable(QStringLiteral("vertex %1 of mesh %2 under the brush").arg(v).arg(m)));
                }
            }
        }
        QVERIFY(changedNear > 0);
        QVERIFY2(hiddenNear > 0, "the path should cross vertices the view hides");

        // One step: undo restores every bit, redo gives the stroke again.
        w.doc()->undoStack()->undo();
        QCOMPARE(w.doc()->model(), before);
        w.doc()->undoStack()->redo();
        QCOMPARE(w.doc()->model(), after);

        // Select Through: the hidden vertices are reached too.
        w.doc()->undoStack()->undo();
        w.view->setSelectThrough(true);
        QTest::mousePress(w.view, Qt::LeftButton, {}, a.toPoint() + origin);
        QTest::mouseMove(w.view, b.toPoint() + origin);
        QTest::mouseRelease(w.view, Qt::LeftButton, {}, b.toPoint() + origin);
        int hiddenPainted = 0;
        for (int m = 0; m < before.meshes.size(); ++m)
            for (quint32 v : all.vertices.value(m))
                if (!shown.vertices.value(m).contains(v)
                    && vertexInfluences(w.doc()->model().meshes[m], v) != vertexInfluences(before.meshes[m], v))
                    ++hiddenPainted;
        QVERIFY(hiddenPainted > 0);
    }

    void mirroredDabPaintsThePartnerJoint()
    {
        Window w;
        if (!open(w))
            QSKIP("no OpenGL here");
        // A left and a right joint on the sample, and a mesh symmetric across X.
        Model model = w.doc()->model();
        Joint left, right;
        left.name = QStringLiteral("arm.L");
        right.name = QStringLiteral("arm.R");
        model.skeleton.joints << left << right;
        w.doc()->resetModel(model);
        const int l = int(model.skeleton.joints.size()) - 2;
        Selection s;
        s.mode = Selection::Mode::Joints;
        s.joints = {l};
        w.doc()->setSelection(s);
        w.view->setSingleView(Camera::View::Side);
        w.view->frameAll();
        BrushSettings brush;
        brush.radius = 20;
        brush.strength = 1.0f;
        brush.falloff = 0.0f;
        brush.mode = BrushMode::Replace;
        brush.mirror = true;
        w.view->setBrushSettings(brush);
        w.view->setSelectThrough(true);
        w.view->setPaintingWeights(true);
        QTest::qWait(20);

        const Model before = w.doc()->model();
        const QList<qint64> mirror = mirrorVertexMap(before.meshes[0], 0);
        // A vertex off the plane with a mirror partner, on the +X side.
        quint32 chosen = 0;
        for (quint32 v = 0; v < quint32(mirror.size()); ++v)
            if (mirror[v] >= 0 && mirror[v] != v && before.meshes[0].positions[v].x() > 0.05f) {
                chosen = v;
                break;
            }
        QVERIFY(mirror[chosen] >= 0 && mirror[chosen] != chosen);
        const QPointF at = screen(w, w.view->pose().skinnedMeshes(before)[0].positions[chosen]);
        const QPoint origin = w.view->viewRect(0).topLeft();
        QTest::mouseClick(w.view, Qt::LeftButton, {}, at.toPoint() + origin);
        const Mesh &mesh = w.doc()->model().meshes[0];
        QCOMPARE(jointWeight(mesh, chosen, quint32(l)), 1.0f);
        QCOMPARE(jointWeight(mesh, quint32(mirror[chosen]), quint32(l + 1)), 1.0f);
        QCOMPARE(jointWeight(mesh, quint32(mirror[chosen]), quint32(l)), 0.0f);
    }
};

QTEST_MAIN(TestWeightBrush)
#include "tst_weight_brush.moc"
