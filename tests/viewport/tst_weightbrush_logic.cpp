// The weight brush's dabs without a display: which vertices a dab reaches
// (within the radius on screen, on the surface the view shows unless
// through surfaces), how strong it is from the centre to the rim, and what
// add, replace and smooth do.
#include "model/ops/WeightEdit.h"
#include "views/viewport/WeightBrush.h"

#include <QTest>

#include <cmath>

using namespace quarry;

namespace {

// A grid of n x n vertices in the XZ plane at depth y (the side view looks
// along +Y), one unit apart, each weighted to `joint` alone.
Mesh grid(int n, float y, quint32 joint)
{
    Mesh mesh;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            mesh.positions.append(QVector3D(float(c), y, float(r)));
    for (int r = 0; r + 1 < n; ++r)
        for (int c = 0; c + 1 < n; ++c) {
            const quint32 a = r * n + c;
            mesh.triangles.append({a, a + 1, a + quint32(n) + 1});
            mesh.triangles.append({a, a + quint32(n) + 1, a + quint32(n)});
        }
    mesh.influencesPerVertex = 1;
    mesh.blendIndexes = QList<quint32>(n * n, joint);
    mesh.blendWeights = QList<float>(n * n, 1.0f);
    return mesh;
}

struct Scene
{
    Model model;
    ScenePose pose;
    PickView view;

    // Two grids, the second hidden behind the first.
    Scene()
    {
        Joint a, b;
        a.name = QStringLiteral("a");
        b.name = QStringLiteral("b");
        b.parent = 0;
        model.skeleton.joints = {a, b};
        model.meshes = {grid(9, 0.0f, 0), grid(9, 2.0f, 0)};
        pose.update(model, -1, 0.0);
        view.model = &model;
        view.pose = &pose;
        view.camera = Camera(Camera::View::Side);
        Bounds bounds = pose.bounds(model);
        view.camera.setSceneRadius(bounds.radius());
        view.camera.frame(bounds);
        view.viewport = QSize(400, 400);
    }

    QPointF screen(int mesh, quint32 v) const
    {
        QVector3D s;
        view.camera.project(pose.skinnedMeshes(model)[mesh].positions[v], view.viewport, &s);
        return QPointF(s.x(), s.y());
    }
};

} // namespace

class TestWeightBrushLogic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dabReachesTheShownVerticesWithinTheRadius()
    {
        Scene scene;
        const QPointF centre = scene.screen(0, 40); // the middle of the front grid
        const float spacing = float(QLineF(scene.screen(0, 40), scene.screen(0, 41)).length());
        BrushSettings settings;
        settings.radius = spacing * 2.5f;
        settings.strength = 0.8f;
        settings.falloff = 1.0f;
        WeightBrush brush;
        brush.beginStroke(scene.view, settings);
        const auto reached = brush.reach(centre);
        QCOMPARE(reached.keys(), QList<int>{0}); // the grid behind is hidden
        QSet<quint32> inside;
        for (quint32 v = 0; v < 81; ++v)
            if (QLineF(centre, scene.screen(0, v)).length() <= settings.radius)
                inside.insert(v);
        QSet<quint32> got;
        float centreStrength = 0, rimStrength = 1;
        for (const auto &[v, strength] : reached.value(0)) {
            got.insert(v);
            if (v == 40)
                centreStrength = strength;
            if (v == 42)
                rimStrength = strength;
        }
        QCOMPARE(got, inside);
        QCOMPARE(centreStrength, 0.8f);
        QVERIFY(rimStrength > 0.0f && rimStrength < 0.4f); // two spacings out of 2.5: near the rim

        // Through surfaces: the grid behind too.
        scene.view.throughSurfaces = true;
        brush.beginStroke(scene.view, settings);
        QCOMPARE(brush.reach(centre).keys(), (QList<int>{0, 1}));
    }

    void addReplaceAndSmooth()
    {
        Scene scene;
        const QPointF centre = scene.screen(0, 40);
        BrushSettings settings;
        settings.radius = 2.0f; // the centre vertex alone
        settings.strength = 1.0f;
        settings.falloff = 0.0f;
        settings.mode = BrushMode::Replace;
        settings.weight = 0.3f;
        WeightBrush brush;
        brush.beginStroke(scene.view, settings);
        WeightChanges changes = brush.dab(scene.model, centre, 1);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().vertices, QList<quint32>{40});
        Mesh mesh = scene.model.meshes[0];
        applyWeightChange(mesh, changes.first(), false);
        QVERIFY(qFuzzyCompare(jointWeight(mesh, 40, 1), 0.3f));
        QVERIFY(qFuzzyCompare(jointWeight(mesh, 40, 0), 0.7f));

        // Smooth: the centre vertex, all joint b, among neighbours all joint a,
        // goes to the mean of itself and its neighbours.
        Model model = scene.model;
        model.meshes[0].blendIndexes[40] = 1;
        settings.mode = BrushMode::Smooth;
        brush.beginStroke(scene.view, settings);
        changes = brush.dab(model, centre, -1);
        QCOMPARE(changes.size(), 1);
        mesh = model.meshes[0];
        applyWeightChange(mesh, changes.first(), false);
        // Six neighbours (each appears twice: two triangles per edge) of weight a: b keeps 1 / 13.
        const float b = jointWeight(mesh, 40, 1);
        QVERIFY2(b > 0.0f && b < 0.2f, qPrintable(QString::number(b)));
        QVERIFY(std::abs(weightSum(vertexInfluences(mesh, 40)) - 1.0f) < 1e-5f);

        // Add without a joint does nothing.
        settings.mode = BrushMode::Add;
        brush.beginStroke(scene.view, settings);
        QVERIFY(brush.dab(scene.model, centre, -1).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestWeightBrushLogic)
#include "tst_weightbrush_logic.moc"
