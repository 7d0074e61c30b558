// Quake's normal table: the look-up by cube cells (io/quake/NormalLookup)
// picks the entry a search of all 162 picks, one at a time and in batches;
// an MDL's normals do not depend on the model's size.
#include "io/mdl/MdlWriter.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"

#include <QtTest>

using namespace quarry;

class TestQuakeNormals : public QObject
{
    Q_OBJECT

private slots:
    // The normal table's look-up by cube cell picks the entry a search of
    // all 162 in double precision picks (the first with the largest dot
    // product), for the entries themselves, the axes, directions on and
    // beside the cells' edges, random directions, at any length; a search in
    // single precision of the unit vector (as the writers once did) differs
    // only where two entries tie within rounding.
    void nearestNormalIsTheNearest()
    {
        auto dotOf = [](const QVector3D &n, int i) {
            const QVector3D t = quake::normal(i);
            return double(n.x()) * double(t.x()) + double(n.y()) * double(t.y()) + double(n.z()) * double(t.z());
        };
        auto searchAll = [&](const QVector3D &n) {
            int best = 0;
            double bestDot = -1e300;
            for (int i = 0; i < quake::kNormalCount; ++i)
                if (dotOf(n, i) > bestDot) {
                    bestDot = dotOf(n, i);
                    best = i;
                }
            return best;
        };
        auto searchAllFloat = [](const QVector3D &n) {
            int best = 0;
            float bestDot = -2.0f;
            for (int i = 0; i < quake::kNormalCount; ++i) {
                const QVector3D t = quake::normal(i);
                const float d = n.x() * t.x() + n.y() * t.y() + n.z() * t.z();
                if (d > bestDot) {
                    bestDot = d;
                    best = i;
                }
            }
            return best;
        };
        QList<QVector3D> directions;
        for (int i = 0; i < quake::kNormalCount; ++i)
            directions << quake::normal(i) << quake::normal(i) * 3.5f;
        for (int a = -4; a <= 4; ++a)
            for (int b = -4; b <= 4; ++b)
                for (int c = -4; c <= 4; ++c)
                    if (a || b || c)
                        directions << QVector3D(a, b, c) / 4.0f;
        // On the cube's faces: every edge of the cells (64 and 8 a side) and
        // just beside them.
        for (int i = 0; i <= 64; ++i)
            for (int j = 0; j <= 64; j += 3)
                for (float nudge : {0.0f, 1e-6f, -1e-6f}) {
                    const float u = -1.0f + 2.0f * float(i) / 64 + nudge, v = -1.0f + 2.0f * float(j) / 64 - nudge;
                    directions << QVector3D(1, u, v) << QVector3D(u, -1, v) << QVector3D(u, v, 1);
                }
        quint32 seed = 12345;
        auto next = [&seed] {
            seed = seed * 1664525u + 1013904223u;
            return float(seed >> 8) / float(1 << 24) * 2.0f - 1.0f;
        };
        for (int k = 0; k < 300000; ++k)
            directions << QVector3D(next(), next(), next());
        int checked = 0, singleDiffers = 0;
        for (const QVector3D &d : std::as_const(directions))
            for (float length : {1.0f, 1e-4f, 2e3f}) {
                const QVector3D n = d.normalized() * length;
                const int best = searchAll(n);
                QCOMPARE(int(quake::nearestNormal(n)), best);
                QCOMPARE(int(quake::nearestNormalOfAll(n)), best);
                if (length == 1.0f) {
                    const int single = searchAllFloat(n);
                    if (single != best) {
                        ++singleDiffers;
                        QVERIFY2(dotOf(n, best) - dotOf(n, single) < 1e-6, qPrintable(QString::number(single)));
                    }
                }
                ++checked;
            }
        QVERIFY(checked > 900000);
        // In batches (four lanes at once, then one by one): the same entries.
        for (float length : {1.0f, 1e-4f, 2e3f}) {
            QList<float> xyz;
            for (const QVector3D &d : std::as_const(directions)) {
                const QVector3D n = d.normalized() * length;
                xyz << n.x() << n.y() << n.z();
            }
            xyz << 0.0f << 0.0f << 0.0f << qQNaN() << 1.0f << 0.0f << 0.0f << qInf() << 0.0f;
            QList<quint8> batch(xyz.size() / 3);
            quake::nearestNormals(xyz.constData(), batch.size(), batch.data());
            for (qsizetype i = 0; i < batch.size(); ++i) {
                const QVector3D n(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]);
                QCOMPARE(int(batch[i]), int(quake::nearestNormal(n)));
            }
        }
        QVERIFY2(singleDiffers * 1000 < directions.size(), qPrintable(QString::number(singleDiffers)));
        QCOMPARE(int(quake::nearestNormal(QVector3D())), 0);
        QCOMPARE(int(quake::nearestNormal(QVector3D(qQNaN(), 0, 1))), 0);
        QCOMPARE(int(quake::nearestNormal(QVector3D(0, 0, qInf()))), 0);
    }

    // A model a thousandth of the size (face normals summing to under
    // 1e-5) gets the same normals as the model itself, not entry 0.
    void smallModelsKeepTheirNormals()
    {
        auto normalsOf = [](float size) {
            Model m;
            Mesh mesh;
            mesh.positions = {QVector3D(0, 0, 0), QVector3D(1, 0, 0), QVector3D(0, 1, 0), QVector3D(0, 0, 1),
                              QVector3D(1, 1, 0.5f)};
            for (QVector3D &p : mesh.positions)
                p *= size;
            mesh.triangles = {Triangle{0, 2, 1}, Triangle{0, 1, 3}, Triangle{0, 3, 2}, Triangle{1, 2, 3},
                              Triangle{1, 4, 2}};
            m.meshes.append(mesh);
            const WriteResult w = writeMdl(m, QStringLiteral("small.mdl"));
            const char *file = w.data.constData();
            const int width = quake::readI32(file + 52), height = quake::readI32(file + 56);
            const int verts = quake::readI32(file + 60), tris = quake::readI32(file + 64);
            const char *frame = file + 84 + 4 + qsizetype(width) * height + 12 * verts + 16 * tris + 4 + 24;
            QByteArray normals;
            for (int v = 0; v < verts; ++v)
                normals.append(frame[4 * v + 3]);
            return normals;
        };
        const QByteArray large = normalsOf(1.0f), small = normalsOf(1e-3f);
        QCOMPARE(large.size(), 5);
        QCOMPARE(small, large);
        QVERIFY(large.count('\0') < large.size());
    }
};

QTEST_GUILESS_MAIN(TestQuakeNormals)
#include "tst_quake_normals.moc"
