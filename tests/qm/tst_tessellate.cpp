// Tessellation of QuickModel shapes: primitives, splines, bounds.
#include "io/qm/QmReader.h"
#include "model/ops/Tessellate.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace quarry;

namespace {

struct Box
{
    QVector3D min{1e30f, 1e30f, 1e30f};
    QVector3D max{-1e30f, -1e30f, -1e30f};

    void add(const QVector3D &p)
    {
        for (int i = 0; i < 3; ++i) {
            min[i] = std::min(min[i], p[i]);
            max[i] = std::max(max[i], p[i]);
        }
    }
};

Box boundsOf(const QList<QVector3D> &points)
{
    Box b;
    for (const QVector3D &p : points)
        b.add(p);
    return b;
}

bool near(const QVector3D &a, const QVector3D &b, float eps = 1e-4f)
{
    return (a - b).length() <= eps;
}

QString text(const QVector3D &v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v.x()).arg(v.y()).arg(v.z());
}

Shape primitive(Shape::Kind kind)
{
    Shape s;
    s.kind = kind;
    return s;
}

Shape specShape(const char *file)
{
    QFile f(QStringLiteral(QUARRY_SOURCE_DIR "/tests/qm/fixtures/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", file);
    const ReadResult r = readQm(f.fileName(), f.readAll(), {});
    if (!r.ok() || r.model.shapes.size() != 1)
        qFatal("cannot read fixture %s", file);
    return r.model.shapes[0];
}

// Every triangle faces away from the given interior point, by Quarry's
// winding rule ((a, b, c) faces along (c - a) x (b - a)), and so do the
// vertex normals.
bool facesOutward(const Mesh &mesh, const QVector3D &inside)
{
    for (const Triangle &t : mesh.triangles) {
        const QVector3D a = mesh.positions[t[0]], b = mesh.positions[t[1]], c = mesh.positions[t[2]];
        const QVector3D n = QVector3D::crossProduct(c - a, b - a);
        const QVector3D out = (a + b + c) / 3.0f - inside;
        if (QVector3D::dotProduct(n, out) <= 0.0f)
            return false;
        for (quint32 i : t)
            if (QVector3D::dotProduct(mesh.normals[i], out) <= 0.0f)
                return false;
    }
    return true;
}

bool hasPoint(const QList<QVector3D> &points, const QVector3D &p)
{
    for (const QVector3D &q : points)
        if (near(p, q))
            return true;
    return false;
}

} // namespace

class TestTessellate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void primitiveBounds_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QVector3D>("min");
        QTest::addColumn<QVector3D>("max");
        QTest::newRow("sphere") << int(Shape::Kind::Sphere) << QVector3D(-0.5f, -0.5f, -0.5f)
                                << QVector3D(0.5f, 0.5f, 0.5f);
        QTest::newRow("cube") << int(Shape::Kind::Cube) << QVector3D(-0.5f, -0.5f, -0.5f)
                              << QVector3D(0.5f, 0.5f, 0.5f);
        QTest::newRow("cone") << int(Shape::Kind::Cone) << QVector3D(-0.5f, -0.5f, -0.5f)
                              << QVector3D(0.5f, 0.5f, 0.5f);
        QTest::newRow("cylinder") << int(Shape::Kind::Cylinder) << QVector3D(-0.5f, -0.5f, -0.5f)
                                  << QVector3D(0.5f, 0.5f, 0.5f);
    }

    void primitiveBounds()
    {
        QFETCH(int, kind);
        QFETCH(QVector3D, min);
        QFETCH(QVector3D, max);
        Shape s = primitive(Shape::Kind(kind));
        const Mesh mesh = tessellateShape(s);
        QVERIFY(mesh.validate().isEmpty());
        QVERIFY(!mesh.triangles.isEmpty());
        QCOMPARE(mesh.normals.size(), mesh.positions.size());
        Box b = boundsOf(mesh.positions);
        QVERIFY2(near(b.min, min) && near(b.max, max), qPrintable(text(b.min) + text(b.max)));
        QVERIFY(facesOutward(mesh, QVector3D(0, 0, 0)));

        // A translate moves the bounds by as much.
        s.translate = QVector3D(1, -2, 3.5f);
        b = boundsOf(tessellateShape(s).positions);
        QVERIFY2(near(b.min, min + *s.translate) && near(b.max, max + *s.translate),
                 qPrintable(text(b.min) + text(b.max)));
        // A mirroring scale keeps the triangles facing out.
        s.scale = QVector3D(-2, 1, 1);
        const Mesh mirrored = tessellateShape(s);
        QVERIFY(facesOutward(mirrored, *s.translate));
        b = boundsOf(mirrored.positions);
        QVERIFY2(std::abs(b.min.x() - (-1 + s.translate->x())) < 1e-4f
                     && std::abs(b.min.y() - (min.y() + s.translate->y())) < 1e-4f,
                 qPrintable(text(b.min)));
    }

    void coneStandsAlongZ()
    {
        const Mesh cone = tessellateShape(primitive(Shape::Kind::Cone));
        QList<QVector3D> apexes, base;
        for (const QVector3D &p : cone.positions)
            (p.z() > 0 ? apexes : base) << p;
        QVERIFY(!apexes.isEmpty());
        for (const QVector3D &p : apexes)
            QVERIFY(near(p, QVector3D(0, 0, 0.5f)));
        for (const QVector3D &p : base)
            QVERIFY(std::abs(p.z() + 0.5f) < 1e-6f && QVector2D(p.x(), p.y()).length() <= 0.5f + 1e-5f);
    }

    void resolutionIsChosen()
    {
        TessellationSettings coarse;
        coarse.segments = 8;
        coarse.rings = 4;
        TessellationSettings fine;
        fine.segments = 64;
        fine.rings = 32;
        const Shape sphere = primitive(Shape::Kind::Sphere);
        const qsizetype few = tessellateShape(sphere, coarse).triangles.size();
        const qsizetype many = tessellateShape(sphere, fine).triangles.size();
        QCOMPARE(few, qsizetype(8 * (4 - 1) * 2));
        QCOMPARE(many, qsizetype(64 * (32 - 1) * 2));
        // The sphere's vertices all lie on radius 0.5 at any resolution.
        for (const QVector3D &p : tessellateShape(sphere, coarse).positions)
            QVERIFY(std::abs(p.length() - 0.5f) < 1e-5f);
    }

    void specTransformsMoveTheCube()
    {
        // rotate( 45, 30, 0 ); scale( 2.0, 1, 5.5 ); translate( -0.6, 0, -4.0 ).
        const Shape cube = specShape("spec_cube_transforms.qm");
        const Mesh mesh = tessellateShape(cube);
        QMatrix4x4 m;
        m.translate(-0.6f, 0, -4.0f);
        m.rotate(45, 1, 0, 0);
        m.rotate(30, 0, 1, 0);
        m.scale(2, 1, 5.5f);
        Box expected;
        for (int i = 0; i < 8; ++i)
            expected.add(m.map(QVector3D(i & 1 ? 0.5f : -0.5f, i & 2 ? 0.5f : -0.5f, i & 4 ? 0.5f : -0.5f)));
        const Box b = boundsOf(mesh.positions);
        QVERIFY(near(b.min, expected.min) && near(b.max, expected.max));
        // The centre moved to the translation.
        QVERIFY(near((b.min + b.max) / 2, QVector3D(-0.6f, 0, -4.0f)));
        QVERIFY(facesOutward(mesh, QVector3D(-0.6f, 0, -4.0f)));
        const Mesh withTm = tessellateShape(specShape("spec_cube_tm.qm"));
        QCOMPARE(withTm.positions.size(), mesh.positions.size());
        for (qsizetype i = 0; i < mesh.positions.size(); ++i)
            QVERIFY(near(withTm.positions[i], mesh.positions[i]));
    }

    void openCurveReachesItsEnds()
    {
        const Shape curve = specShape("spec_open_curve.qm");
        QVERIFY(tessellateShape(curve).triangles.isEmpty());
        const QList<QVector3D> line = tessellateCurve(curve);
        // Doubled ends: the curve runs from the first CV to the last through all of them.
        QCOMPARE(line.size(), qsizetype(3 * 8 + 1));
        QVERIFY(near(line.first(), curve.cvs.first().position));
        QVERIFY(near(line.last(), curve.cvs.last().position));
        for (const ControlVertex &cv : curve.cvs)
            QVERIFY(hasPoint(line, cv.position));
        // Without the doubled ends it only spans the middle CVs.
        Shape plain = curve;
        for (ControlVertex &cv : plain.cvs)
            cv.multiplicityU = 0;
        const QList<QVector3D> middle = tessellateCurve(plain);
        QCOMPARE(middle.size(), qsizetype(8 + 1));
        QVERIFY(near(middle.first(), curve.cvs[1].position) && near(middle.last(), curve.cvs[2].position));
        // A cardinal spline stays near its CVs.
        const Box b = boundsOf(line);
        QVERIFY(b.min.x() > 2.9f && b.max.x() < 3.9f && b.min.z() >= -2.0f - 1e-4f && b.max.z() <= 3.0f + 1e-4f);
        QCOMPARE(b.min.y(), 0.0f);
        QCOMPARE(b.max.y(), 0.0f);
    }

    void closedCurveCloses()
    {
        const Shape curve = specShape("spec_closed_curve.qm");
        const QList<QVector3D> line = tessellateCurve(curve);
        QCOMPARE(line.size(), qsizetype(3 * 8 + 1));
        QVERIFY(near(line.first(), line.last()));
        for (int i = 0; i < 3; ++i)
            QVERIFY(hasPoint(line, curve.cvs[i].position));
        // Smooth closure: the direction arriving equals the direction leaving.
        const QVector3D in = (line.last() - line[line.size() - 2]).normalized();
        const QVector3D out = (line[1] - line[0]).normalized();
        QVERIFY(QVector3D::dotProduct(in, out) > 0.95f);
    }

    void straightSpans()
    {
        // A CV doubled on both sides of a span makes the span a straight line
        // (drawn with one segment); curved spans keep their steps.
        Shape s;
        s.kind = Shape::Kind::Surface;
        s.nu = 4;
        s.nv = 1;
        s.cvs = {{QVector3D(0, 0, 0), 1, 0},
                 {QVector3D(1, 0, 0), 1, 0},
                 {QVector3D(2, 1, 0), 0, 0},
                 {QVector3D(3, 0, 0), 1, 0}};
        const QList<QVector3D> line = tessellateCurve(s);
        QCOMPARE(line.size(), qsizetype(1 + 1 + 8 + 8));
        QVERIFY(near(line[0], QVector3D(0, 0, 0)) && near(line[1], QVector3D(1, 0, 0)));
        // The span leaving a doubled CV starts along the chord to its neighbour.
        const QVector3D start = (line[2] - line[1]).normalized();
        const QVector3D chord = (s.cvs[2].position - s.cvs[1].position).normalized();
        QVERIFY(QVector3D::dotProduct(start, chord) > 0.95f);
    }

    void specSurfaces_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("closedU");
        QTest::addColumn<bool>("closedV");
        QTest::newRow("4x4 patch") << "spec_patch_4x4.qm" << false << false;
        QTest::newRow("closed in v") << "spec_closed_v_surface.qm" << false << true;
        QTest::newRow("doughnut") << "spec_doughnut.qm" << true << true;
    }

    void specSurfaces()
    {
        QFETCH(QString, file);
        QFETCH(bool, closedU);
        QFETCH(bool, closedV);
        const Shape s = specShape(qPrintable(file));
        const Mesh mesh = tessellateShape(s);
        QVERIFY(mesh.validate().isEmpty());
        QVERIFY(!mesh.triangles.isEmpty());
        QVERIFY(tessellateCurve(s).isEmpty());
        // Interpolating: every distinct CV lies on the surface.
        for (const ControlVertex &cv : s.cvs)
            QVERIFY2(hasPoint(mesh.positions, cv.position), qPrintable(text(cv.position)));
        // Bounds: those of the CVs, give or take the spline's small overshoot.
        const Box cvs = [&] {
            Box b;
            for (const ControlVertex &cv : s.cvs)
                b.add(cv.position);
            return b;
        }();
        const Box b = boundsOf(mesh.positions);
        const QVector3D slack = (cvs.max - cvs.min) * 0.15f + QVector3D(1e-4f, 1e-4f, 1e-4f);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(b.min[i] <= cvs.min[i] + 1e-4f && b.max[i] >= cvs.max[i] - 1e-4f);
            QVERIFY(b.min[i] >= cvs.min[i] - slack[i] && b.max[i] <= cvs.max[i] + slack[i]);
        }
        // Closed directions end where they start: the grid's first and last
        // column (u) or row (v) coincide.
        const int columns = closedU ? 3 * 8 + 1 : -1;
        if (closedU) {
            QCOMPARE(mesh.positions.size() % columns, qsizetype(0));
            for (qsizetype r = 0; r < mesh.positions.size(); r += columns)
                QVERIFY(near(mesh.positions[r], mesh.positions[r + columns - 1]));
        }
        if (closedV) {
            const int rows = 6 * 8 + 1;
            QCOMPARE(mesh.positions.size() % rows, qsizetype(0));
            const qsizetype perRow = mesh.positions.size() / rows;
            for (qsizetype c = 0; c < perRow; ++c)
                QVERIFY(near(mesh.positions[c], mesh.positions[(rows - 1) * perRow + c]));
        }
    }

    void intoMeshes()
    {
        Model model;
        Shape sphere = primitive(Shape::Kind::Sphere);
        sphere.name = QStringLiteral("ball");
        Shape red = primitive(Shape::Kind::Cube);
        red.color = QVector3D(1, 0, 0);
        red.specularity = 0.1f;
        Shape dull = red;
        dull.specularity.reset();
        model.shapes = {sphere, specShape("spec_open_curve.qm"),  primitive(Shape::Kind::Light),
                        red,    primitive(Shape::Kind::Cylinder), dull};
        Material existing;
        existing.name = QStringLiteral("existing");
        model.materials = {existing};
        const QStringList warnings = tessellateShapesIntoMeshes(model);
        QCOMPARE(warnings.size(), qsizetype(2));
        QVERIFY(warnings[0].contains(QLatin1String("curve")));
        QVERIFY(warnings[1].contains(QLatin1String("light")));
        QVERIFY(model.shapes.isEmpty());
        QCOMPARE(model.meshes.size(), qsizetype(4));
        QCOMPARE(model.meshes[0].name, QStringLiteral("ball"));
        // Three looks: the defaults (sphere and cylinder share one), red and dull red.
        QCOMPARE(model.materials.size(), qsizetype(4));
        QCOMPARE(model.meshes[3].material, 3);
        // Same color, other specularity: a name of its own.
        QCOMPARE(model.materials[2].name, QStringLiteral("qm_1_0_0"));
        QCOMPARE(model.materials[3].name, QStringLiteral("qm_1_0_0_2"));
        QCOMPARE(model.materials[3].specularity, std::optional<float>(0.6f));
        QCOMPARE(model.meshes[0].material, 1);
        QCOMPARE(model.meshes[1].material, 2);
        QCOMPARE(model.meshes[2].material, 1);
        QCOMPARE(model.materials[1].diffuse, std::optional<QVector4D>(QVector4D(0.3f, 0.6f, 1.0f, 1.0f)));
        QCOMPARE(model.materials[1].diffusion, std::optional<float>(0.8f));
        QCOMPARE(model.materials[1].specularity, std::optional<float>(0.6f));
        QCOMPARE(model.materials[2].diffuse, std::optional<QVector4D>(QVector4D(1, 0, 0, 1)));
        QCOMPARE(model.materials[2].specularity, std::optional<float>(0.1f));
        for (const Mesh &m : model.meshes)
            QVERIFY(m.validate().isEmpty());
    }

    void hostileShapesStayBounded()
    {
        // Inconsistent surfaces and absurd settings give nothing or a bounded mesh, never a crash.
        Shape bad;
        bad.kind = Shape::Kind::Surface;
        bad.nu = 3;
        bad.nv = 3;
        bad.cvs = {{QVector3D(), 1, 1}};
        QVERIFY(tessellateShape(bad).positions.isEmpty());
        bad.nv = 1;
        QVERIFY(tessellateCurve(bad).isEmpty());
        Shape many;
        many.kind = Shape::Kind::Surface;
        many.nu = 2;
        many.nv = 1;
        many.cvs = {{QVector3D(0, 0, 0), 1000000, 0}, {QVector3D(1, 0, 0), 1, 0}};
        QCOMPARE(tessellateCurve(many).size(), qsizetype(2)); // one straight span
        many.cvs[0].multiplicityU = -5; // taken as 0: no span reaches the first CV
        QVERIFY(tessellateCurve(many).isEmpty());
        // A surface of 600 x 600 CVs takes fewer steps per span, not 23 million vertices.
        Shape big;
        big.kind = Shape::Kind::Surface;
        big.nu = 600;
        big.nv = 600;
        for (int j = 0; j < 600; ++j)
            for (int i = 0; i < 600; ++i)
                big.cvs.append({QVector3D(float(i), float(j), float((i * j) % 7)), 0, 0});
        const Mesh bigMesh = tessellateShape(big);
        QVERIFY(bigMesh.positions.size() <= 4 * 1024 * 1024);
        QVERIFY(bigMesh.positions.size() >= 597 * 597);
        TessellationSettings absurd;
        absurd.segments = -1;
        absurd.rings = 1 << 30;
        absurd.splineSteps = 1 << 30;
        QVERIFY(tessellateShape(primitive(Shape::Kind::Sphere), absurd).positions.size() <= 4097 * 4097);
        QVERIFY(tessellateCurve(specShape("spec_open_curve.qm"), absurd).size() <= 3 * 256 + 1);
    }
};

QTEST_GUILESS_MAIN(TestTessellate)
#include "tst_tessellate.moc"
