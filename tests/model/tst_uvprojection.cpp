// Fitted projections stay in the unit square: cylindrical and spherical
// with no face spanning the seam, box with its sides side by side; and the
// UV layout image shows over transparency.
#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/Primitives.h"
#include "model/ops/SampleModel.h"
#include "model/ops/UvEdit.h"
#include "model/ops/UvLayoutImage.h"

#include <QImage>
#include <QMatrix4x4>
#include <QTest>

#include <algorithm>
#include <array>

using namespace quarry;

namespace {

Model modelOf(const Mesh &mesh)
{
    Model model;
    model.meshes.append(mesh);
    return model;
}

// A primitive turned about Z (and tilted), so that no column of vertices
// lies on the default wrap and faces cross it.
Mesh turned(Mesh mesh, float degrees, float tilt = 0)
{
    QMatrix4x4 m;
    m.rotate(degrees, 0, 0, 1);
    m.rotate(tilt, 1, 0, 0);
    for (QVector3D &p : mesh.positions)
        p = m.map(p);
    for (QVector3D &n : mesh.normals)
        n = m.mapVector(n);
    return mesh;
}

// Runs projectUVs as one undo step: undo gives the model back exactly,
// redo the result exactly.
bool projectWithUndo(Document &doc, const QString &mode)
{
    const Model before = doc.model();
    const OperationResult r = runOperation(doc, QStringLiteral("projectUVs"), {{QStringLiteral("mode"), mode}});
    if (!r.ok || doc.undoStack()->count() != 1) {
        qWarning("%s: %s", qPrintable(mode), qPrintable(r.message));
        return false;
    }
    const Model after = doc.model();
    doc.undoStack()->undo();
    if (!(doc.model() == before))
        return false;
    doc.undoStack()->redo();
    return doc.model() == after;
}

QString where(int mesh, qsizetype face, QVector2D uv)
{
    return QStringLiteral("mesh %1 face %2: (%3, %4)").arg(mesh).arg(face).arg(uv.x()).arg(uv.y());
}

} // namespace

class TestUvProjection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundProjectionsStayInTheSquare_data()
    {
        QTest::addColumn<Model>("model");
        QTest::addColumn<QString>("mode");
        for (const QString &mode : {QStringLiteral("cylindrical"), QStringLiteral("spherical")}) {
            const QByteArray m = mode.toLatin1();
            QTest::newRow(m + " cylinder") << modelOf(makePrimitive(PrimitiveKind::Cylinder, 2, 16)) << mode;
            QTest::newRow(m + " sphere") << modelOf(makePrimitive(PrimitiveKind::Sphere, 2, 24)) << mode;
            QTest::newRow(m + " turned cylinder")
                << modelOf(turned(makePrimitive(PrimitiveKind::Cylinder, 2, 7), 13)) << mode;
            QTest::newRow(m + " tilted sphere")
                << modelOf(turned(makePrimitive(PrimitiveKind::Sphere, 2, 12), 7, 20)) << mode;
            QTest::newRow(m + " torus") << modelOf(makePrimitive(PrimitiveKind::Torus, 2, 10)) << mode;
            QTest::newRow(m + " sample") << makeSampleModel() << mode;
        }
    }

    void roundProjectionsStayInTheSquare()
    {
        QFETCH(Model, model);
        QFETCH(QString, mode);
        Document doc;
        doc.resetModel(model);
        QVERIFY(projectWithUndo(doc, mode));
        for (int i = 0; i < doc.model().meshes.size(); ++i) {
            const Mesh &m = doc.model().meshes[i];
            QCOMPARE(m.texcoords.size(), 1);
            for (qsizetype f = 0; f < m.triangles.size(); ++f) {
                float lo = 2, hi = -1;
                for (quint32 v : m.triangles[f]) {
                    const QVector2D uv = m.texcoords[0][v];
                    QVERIFY2(uv.x() >= 0 && uv.x() <= 1 && uv.y() >= 0 && uv.y() <= 1, qPrintable(where(i, f, uv)));
                    lo = std::min(lo, uv.x());
                    hi = std::max(hi, uv.x());
                }
                // No face spans the texture from one side to the other.
                QVERIFY2(hi - lo <= 0.5f, qPrintable(where(i, f, QVector2D(lo, hi))));
            }
        }
    }

    void roundProjectionUsesTheWholeTurn()
    {
        // The wrap through a column of vertices: u still runs round 0..1,
        // nothing squeezed.
        Document doc;
        doc.resetModel(modelOf(makePrimitive(PrimitiveKind::Cylinder, 2, 16)));
        QVERIFY(projectWithUndo(doc, QStringLiteral("cylindrical")));
        float lo = 2, hi = -1;
        for (const QVector2D &uv : doc.model().meshes[0].texcoords[0]) {
            lo = std::min(lo, uv.x());
            hi = std::max(hi, uv.x());
        }
        QVERIFY2(lo < 1e-4f && hi > 1 - 1e-4f, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
    }

    void boxSidesDoNotOverlap_data()
    {
        QTest::addColumn<Model>("model");
        QTest::addColumn<int>("sides");
        QTest::newRow("cube") << modelOf(makePrimitive(PrimitiveKind::Cube, 2, 0)) << 6;
        QTest::newRow("sphere") << modelOf(makePrimitive(PrimitiveKind::Sphere, 3, 16)) << 6;
        QTest::newRow("sample") << makeSampleModel() << -1;
        QTest::newRow("plane") << modelOf(makePrimitive(PrimitiveKind::Plane, 2, 0)) << 1;
    }

    void boxSidesDoNotOverlap()
    {
        QFETCH(Model, model);
        QFETCH(int, sides);
        Document doc;
        doc.resetModel(model);
        QVERIFY(projectWithUndo(doc, QStringLiteral("box")));
        std::array<QRectF, 6> rects;
        std::array<bool, 6> used{};
        for (int i = 0; i < doc.model().meshes.size(); ++i) {
            const Mesh &m = doc.model().meshes[i];
            for (qsizetype f = 0; f < m.triangles.size(); ++f) {
                const int side = boxSide(m, quint32(f));
                QVERIFY(side >= 0);
                for (quint32 v : m.triangles[f]) {
                    const QVector2D uv = m.texcoords[0][v];
                    QVERIFY2(uv.x() >= 0 && uv.x() <= 1 && uv.y() >= 0 && uv.y() <= 1, qPrintable(where(i, f, uv)));
                    const QRectF &r = rects[side];
                    rects[side] = used[side] ? QRectF(
                                      QPointF(std::min(r.left(), double(uv.x())), std::min(r.top(), double(uv.y()))),
                                      QPointF(std::max(r.right(), double(uv.x())),
                                              std::max(r.bottom(), double(uv.y()))))
                                             : QRectF(uv.toPointF(), QSizeF(0, 0));
                    used[side] = true;
                }
            }
        }
        const int count = int(std::count(used.begin(), used.end(), true));
        if (sides > 0)
            QCOMPARE(count, sides);
        for (int a = 0; a < 6; ++a)
            for (int b = a + 1; b < 6; ++b)
                if (used[a] && used[b])
                    QVERIFY2(!rects[a].intersects(rects[b]),
                             qPrintable(QStringLiteral("sides %1 and %2").arg(a).arg(b)));
        // The sides use the texture: the largest fills most of its cell.
        double largest = 0;
        for (int s = 0; s < 6; ++s)
            if (used[s])
                largest = std::max({largest, rects[s].width(), rects[s].height()});
        QVERIFY2(largest > (count > 4 ? 0.3 : 0.45), qPrintable(QString::number(largest)));
    }

    void layoutOverTransparencyIsDarkWithALightOutline()
    {
        Mesh m;
        m.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        m.texcoords = {{{0.25f, 0.5f}, {0.75f, 0.5f}, {0.5f, 0.9f}}};
        m.triangles = {{0, 1, 2}};
        const QImage image = paintUvLayout(modelOf(m), {}, 0, 64, QImage()).convertToFormat(QImage::Format_ARGB32);
        // The horizontal edge v = 0.5 runs along row 32: dark and opaque on
        // the line, light (and seen) beside it, clear away from it.
        int darkest = 255, lightestBeside = 0;
        for (int y = 30; y <= 34; ++y) {
            const QRgb p = image.pixel(32, y);
            if (qAlpha(p) > 200)
                darkest = std::min(darkest, qGray(p));
            if (qAlpha(p) > 100 && qGray(p) > 180)
                lightestBeside = std::max(lightestBeside, qGray(p));
        }
        QVERIFY2(darkest < 80, qPrintable(QString::number(darkest)));
        QVERIFY2(lightestBeside > 180, qPrintable(QString::number(lightestBeside)));
        QCOMPARE(qAlpha(image.pixel(5, 5)), 0);
        QCOMPARE(qAlpha(image.pixel(32, 20)), 0);
    }
};

QTEST_MAIN(TestUvProjection)
#include "tst_uvprojection.moc"
