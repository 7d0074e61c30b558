#include "TestMeshes.h"
#include "model/ops/Simplify.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace quarry;
using quarry::test::sphere;
using quarry::test::Surface;

namespace {

double area(const QList<QVector3D> &p, const QList<Triangle> &triangles)
{
    double sum = 0;
    for (const Triangle &t : triangles)
        sum += 0.5 * QVector3D::crossProduct(p[t[1]] - p[t[0]], p[t[2]] - p[t[0]]).length();
    return sum;
}

// Whether the ray from the origin along `d` crosses a triangle.
bool rayHits(const QList<QVector3D> &p, const QList<Triangle> &triangles, const QVector3D &d)
{
    for (const Triangle &t : triangles) {
        const QVector3D e1 = p[t[1]] - p[t[0]], e2 = p[t[2]] - p[t[0]];
        const QVector3D h = QVector3D::crossProduct(d, e2);
        const float det = QVector3D::dotProduct(e1, h);
        if (std::abs(det) < 1e-12f)
            continue;
        const QVector3D s = -p[t[0]];
        const float u = QVector3D::dotProduct(s, h) / det;
        const QVector3D q = QVector3D::crossProduct(s, e1);
        const float v = QVector3D::dotProduct(d, q) / det;
        const float w = QVector3D::dotProduct(e2, q) / det;
        if (u >= -1e-5f && v >= -1e-5f && u + v <= 1.0f + 1e-5f && w > 0)
            return true;
    }
    return false;
}

} // namespace

struct SimplifiedTriangles
{
    QList<Triangle> triangles;
};

class TestSimplify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sphereKeepsItsShapeWithinTheTarget_data()
    {
        QTest::addColumn<SimplifyMethod>("method");
        QTest::newRow("fast") << SimplifyMethod::Fast;
        QTest::newRow("close") << SimplifyMethod::Close;
    }

    void sphereKeepsItsShapeWithinTheTarget()
    {
        QFETCH(SimplifyMethod, method);
        const Surface s = sphere(160, 320);
        QCOMPARE(s.triangles.size(), qsizetype(2 * 320 * 159));
        const qsizetype target = 5000;
        const SimplifiedTriangles out{simplifyTriangles(s.positions, s.triangles, target, method)};
        QVERIFY2(out.triangles.size() <= target * 11 / 10, qPrintable(QString::number(out.triangles.size())));
        QVERIFY2(out.triangles.size() >= target / 3, qPrintable(QString::number(out.triangles.size())));
        QSet<QString> seen;
        for (const Triangle &t : out.triangles) {
            for (quint32 v : t)
                QVERIFY(v < quint32(s.positions.size()));
            QVERIFY(t[0] != t[1] && t[1] != t[2] && t[0] != t[2]);
            QVERIFY(t[0] < t[1] && t[0] < t[2]); // canonical rotation
            const QString key = QStringLiteral("%1 %2 %3").arg(t[0]).arg(t[1]).arg(t[2]);
            QVERIFY2(!seen.contains(key), "repeated triangle");
            seen.insert(key);
        }
        // Close to the full surface: area within 10% (4 pi for the sphere),
        // outward winding kept, and no holes: rays from the center in
        // random directions all hit it.
        const double full = area(s.positions, s.triangles);
        const double reduced = area(s.positions, out.triangles);
        QVERIFY2(std::abs(reduced - full) / full < 0.10, qPrintable(QStringLiteral("%1 vs %2").arg(reduced).arg(full)));
        double signedVolume = 0;
        for (const Triangle &t : out.triangles)
            signedVolume += QVector3D::dotProduct(
                s.positions[t[0]],
                QVector3D::crossProduct(s.positions[t[2]] - s.positions[t[0]], s.positions[t[1]] - s.positions[t[0]]));
        QVERIFY(signedVolume > 0);
        QRandomGenerator random(7);
        for (int i = 0; i < 300; ++i) {
            QVector3D d(float(random.generateDouble() * 2 - 1), float(random.generateDouble() * 2 - 1),
                        float(random.generateDouble() * 2 - 1));
            if (d.lengthSquared() < 1e-4f)
                continue;
            QVERIFY2(rayHits(s.positions, out.triangles, d.normalized()),
                     qPrintable(QStringLiteral("hole towards %1 %2 %3").arg(d.x()).arg(d.y()).arg(d.z())));
        }
    }

    void smallTargetsStillGiveAShape()
    {
        const Surface s = sphere(40, 80);
        const SimplifiedTriangles out{simplifyTriangles(s.positions, s.triangles, 200)};
        QVERIFY(out.triangles.size() <= 220);
        QVERIFY(out.triangles.size() >= 40);
    }

    void meshWithinTheTargetIsUnchanged()
    {
        const Surface s = sphere(10, 20);
        // The sphere's triangles are written smallest index first already.
        const SimplifiedTriangles out{simplifyTriangles(s.positions, s.triangles, s.triangles.size())};
        QCOMPARE(out.triangles, s.triangles);
        QCOMPARE(simplifyTriangles(s.positions, s.triangles, 0), s.triangles);
    }

    void badIndexesAndPositionsAreDropped()
    {
        Surface s = sphere(60, 120);
        s.triangles.append({0, 1, quint32(s.positions.size())});
        s.triangles.append({quint32(-1), 0, 1});
        s.positions[5] = QVector3D(std::nanf(""), 0, 0);
        s.positions[6] = QVector3D(std::numeric_limits<float>::infinity(), 0, 0);
        const SimplifiedTriangles out{simplifyTriangles(s.positions, s.triangles, 1000)};
        QVERIFY(!out.triangles.isEmpty());
        QVERIFY(out.triangles.size() <= 1100);
        for (const Triangle &t : out.triangles)
            for (quint32 v : t)
                QVERIFY(v < quint32(s.positions.size()));
        // Under the target, out-of-range triangles still go.
        const SimplifiedTriangles small{simplifyTriangles(s.positions, s.triangles, s.triangles.size())};
        QCOMPARE(small.triangles.size(), s.triangles.size() - 2);
    }

    void everythingAtOnePointCollapses()
    {
        const QList<QVector3D> positions(30, QVector3D(1, 2, 3));
        QList<Triangle> triangles;
        for (quint32 i = 0; i + 2 < 30; ++i)
            triangles.append({i, i + 1, i + 2});
        QVERIFY(simplifyTriangles(positions, triangles, 5).isEmpty());
        QVERIFY(simplifyTriangles({}, {}, 5).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSimplify)
#include "tst_simplify.moc"
