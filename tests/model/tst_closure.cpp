#include "TestMeshes.h"
#include "model/ops/Closure.h"

#include <QTest>

using namespace quarry;
using quarry::test::Surface;

namespace {

Surface flipped(Surface s)
{
    for (Triangle &t : s.triangles)
        std::swap(t[1], t[2]);
    return s;
}

// The same surface with every triangle's corners as vertices of their own
// (as a mesh split along every seam is).
Surface unwelded(const Surface &s)
{
    Surface out;
    for (const Triangle &t : s.triangles) {
        const quint32 base = quint32(out.positions.size());
        for (quint32 v : t)
            out.positions.append(s.positions[v]);
        out.triangles.append({base, base + 1, base + 2});
    }
    return out;
}

} // namespace

class TestClosure : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void closedSurfacesAndTheirFacing()
    {
        const Surface ball = test::sphere(12, 24);
        QCOMPARE(surfaceClosure(ball.positions, ball.triangles), SurfaceClosure::Outward);
        const Surface inside = flipped(ball);
        QCOMPARE(surfaceClosure(inside.positions, inside.triangles), SurfaceClosure::Inward);
        // Seams do not open a surface.
        const Surface split = unwelded(ball);
        QCOMPARE(surfaceClosure(split.positions, split.triangles), SurfaceClosure::Outward);
    }

    void openOrInconsistentSurfaces()
    {
        const Surface bowl = test::hemisphere(12, 24);
        QVERIFY(bowl.triangles.size() > 0 && bowl.triangles.size() < test::sphere(12, 24).triangles.size());
        QCOMPARE(surfaceClosure(bowl.positions, bowl.triangles), SurfaceClosure::Open);
        // One triangle turned the other way.
        Surface mixed = test::sphere(12, 24);
        std::swap(mixed.triangles[5][1], mixed.triangles[5][2]);
        QCOMPARE(surfaceClosure(mixed.positions, mixed.triangles), SurfaceClosure::Open);
        // A triangle used twice (a fin: three triangles on one edge).
        Surface doubled = test::sphere(12, 24);
        doubled.triangles.append(doubled.triangles[3]);
        QCOMPARE(surfaceClosure(doubled.positions, doubled.triangles), SurfaceClosure::Open);
        // Two closed spheres in one mesh still enclose volumes.
        Surface two = test::sphere(8, 16);
        const Surface other = test::sphere(8, 16);
        const quint32 base = quint32(two.positions.size());
        for (const QVector3D &p : other.positions)
            two.positions.append(p + QVector3D(3, 0, 0));
        for (const Triangle &t : other.triangles)
            two.triangles.append({t[0] + base, t[1] + base, t[2] + base});
        QCOMPARE(surfaceClosure(two.positions, two.triangles), SurfaceClosure::Outward);
    }

    void badInput()
    {
        Surface ball = test::sphere(6, 8);
        QCOMPARE(surfaceClosure({}, {}), SurfaceClosure::Open);
        Surface outOfRange = ball;
        outOfRange.triangles[0][1] = quint32(ball.positions.size());
        QCOMPARE(surfaceClosure(outOfRange.positions, outOfRange.triangles), SurfaceClosure::Open);
        Surface degenerate = ball;
        degenerate.triangles[0][1] = degenerate.triangles[0][0];
        QCOMPARE(surfaceClosure(degenerate.positions, degenerate.triangles), SurfaceClosure::Open);
        Surface flat = ball;
        for (QVector3D &p : flat.positions)
            p.setZ(0); // closed in topology, no volume: corners merge, triangles collapse
        QCOMPARE(surfaceClosure(flat.positions, flat.triangles), SurfaceClosure::Open);
    }
};

QTEST_GUILESS_MAIN(TestClosure)
#include "tst_closure.moc"
