// Texture-coordinate edits: projections give known coordinates on the
// primitives and the sample, edits of faces split shared vertices instead
// of distorting neighbours, every UV operation is one undo step, and edited
// coordinates survive the formats that store them.
#include "io/Formats.h"
#include "model/Document.h"
#include "model/commands/EditUVsCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/Primitives.h"
#include "model/ops/SampleModel.h"
#include "model/ops/UvEdit.h"
#include "model/ops/UvLayoutImage.h"

#include "UndoCheck.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

using namespace quarry;

namespace {

bool near(QVector2D a, QVector2D b, float eps = 1e-5f)
{
    return (a - b).length() <= eps;
}

QString show(QVector2D v)
{
    return QStringLiteral("(%1, %2)").arg(v.x()).arg(v.y());
}

Model modelOf(const Mesh &mesh)
{
    Model model;
    model.meshes.append(mesh);
    return model;
}

// Two triangles sharing the edge 1-2: a unit square in XY and in UV.
Mesh square()
{
    Mesh m;
    m.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}};
    m.texcoords = {{{0, 0}, {1, 0}, {0, 1}, {1, 1}}};
    m.triangles = {{0, 1, 2}, {2, 1, 3}};
    return m;
}

// Runs an operation and checks that it is one undo step: undo gives the
// model before exactly, redo the result exactly.
bool runAndCheckUndo(Document &doc, const QString &id, const QVariantMap &options = {})
{
    const Model before = doc.model();
    const int steps = doc.undoStack()->count();
    const OperationResult r = runOperation(doc, id, options);
    if (!r.ok) {
        qWarning("%s failed: %s", qPrintable(id), qPrintable(r.message));
        return false;
    }
    const Model after = doc.model();
    if (after == before || doc.undoStack()->count() != steps + 1) {
        qWarning("%s: not one undo step that changes the model (%s)", qPrintable(id), qPrintable(r.message));
        return false;
    }
    doc.undoStack()->undo();
    if (!(doc.model() == before))
        return false;
    doc.undoStack()->redo();
    return doc.model() == after;
}

} // namespace

class TestUvEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planarAlongZFitsTheCube()
    {
        Document doc;
        doc.resetModel(modelOf(makePrimitive(PrimitiveKind::Cube, 2.0f, 0)));
        const qsizetype vertices = doc.model().meshes[0].vertexCount();
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("projectUVs")));
        const Mesh &m = doc.model().meshes[0];
        // Every face keeps its vertices: the same coordinate at each corner.
        QCOMPARE(m.vertexCount(), vertices);
        for (qsizetype v = 0; v < m.vertexCount(); ++v) {
            const QVector3D p = m.positions[v];
            const QVector2D expected((p.x() + 1) / 2, (1 - p.y()) / 2);
            QVERIFY2(near(m.texcoords[0][v], expected), qPrintable(show(m.texcoords[0][v])));
        }
    }

    void planarKeepsWorldScaleWithoutFit()
    {
        Document doc;
        doc.resetModel(modelOf(makePrimitive(PrimitiveKind::Cube, 2.0f, 0)));
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("projectUVs"),
                                {{QStringLiteral("axis"), QStringLiteral("y")}, {QStringLiteral("fit"), false}}));
        const Mesh &m = doc.model().meshes[0];
        for (qsizetype v = 0; v < m.vertexCount(); ++v)
            QVERIFY(near(m.texcoords[0][v], QVector2D(m.positions[v].x(), -m.positions[v].z())));
    }

    void viewDirectionAlongYMatchesAxisY()
    {
        Document a, b;
        a.resetModel(makeSampleModel());
        b.resetModel(makeSampleModel());
        QVERIFY(runOperation(a, QStringLiteral("projectUVs"), {{QStringLiteral("axis"), QStringLiteral("y")}}).ok);
        QVERIFY(runOperation(b, QStringLiteral("projectUVs"),
                             {{QStringLiteral("axis"), QStringLiteral("view")},
                              {QStringLiteral("direction"), QVariantList{0.0, 2.0, 0.0}}})
                    .ok);
        for (int i = 0; i < a.model().meshes.size(); ++i)
            for (qsizetype v = 0; v < a.model().meshes[i].vertexCount(); ++v)
                QVERIFY(near(a.model().meshes[i].texcoords[0][v], b.model().meshes[i].texcoords[0][v]));
    }

    void boxProjectsEachFaceAlongItsNormal()
    {
        Document doc;
        doc.resetModel(modelOf(makePrimitive(PrimitiveKind::Cube, 2.0f, 0)));
        // Unfitted: the raw coordinates (fitted, the sides are laid out apart: tst_uvprojection).
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("projectUVs"),
                                {{QStringLiteral("mode"), QStringLiteral("box")}, {QStringLiteral("fit"), false}}));
        const Mesh &m = doc.model().meshes[0];
        int checked = 0;
        for (const Triangle &t : m.triangles) {
            const QVector3D p0 = m.positions[t[0]], p1 = m.positions[t[1]], p2 = m.positions[t[2]];
            const QVector3D n = QVector3D::crossProduct(p1 - p0, p2 - p0);
            for (quint32 v : t) {
                const QVector3D p = m.positions[v];
                QVector2D raw;
                if (std::abs(n.z()) >= std::abs(n.x()) && std::abs(n.z()) >= std::abs(n.y()))
                    raw = {p.x(), -p.y()};
                else if (std::abs(n.y()) >= std::abs(n.x()))
                    raw = {p.x(), -p.z()};
                else
                    raw = {p.y(), -p.z()};
                QVERIFY(near(m.texcoords[0][v], raw));
                ++checked;
            }
        }
        QCOMPARE(checked, 36);
    }

    void cylindricalGoesRoundTheAxis()
    {
        Document doc;
        doc.resetModel(modelOf(makePrimitive(PrimitiveKind::Cylinder, 2.0f, 8)));
        QVERIFY(
            runAndCheckUndo(doc, QStringLiteral("projectUVs"),
                            {{QStringLiteral("mode"), QStringLiteral("cylindrical")}, {QStringLiteral("fit"), false}}));
        const Mesh &m = doc.model().meshes[0];
        constexpr float pi = std::numbers::pi_v<float>;
        for (const Triangle &t : m.triangles)
            for (quint32 v : t) {
                const QVector3D p = m.positions[v];
                const bool onAxis = p.x() == 0 && p.y() == 0; // a cap's centre: the middle of its face's u
                const float u = onAxis ? m.texcoords[0][v].x() : std::atan2(p.y(), p.x()) / (2 * pi) + 0.5f;
                const float expectedV = -p.z();
                const QVector2D got = m.texcoords[0][v];
                QVERIFY2(std::abs(got.y() - expectedV) < 1e-5f, qPrintable(show(got)));
                // A face across the seam takes u beyond 1 (a vertex on the seam may read 0 or 1).
                QVERIFY2(std::abs(got.x() - u) < 1e-5f || std::abs(got.x() - u - 1) < 1e-5f
                             || std::abs(got.x() - u + 1) < 1e-5f,
                         qPrintable(show(got)));
            }
        // Faces across the wrap got vertices of their own: no face spans more than half a turn.
        for (const Triangle &t : m.triangles) {
            const float a = m.texcoords[0][t[0]].x(), b = m.texcoords[0][t[1]].x(), c = m.texcoords[0][t[2]].x();
            QVERIFY(std::max({a, b, c}) - std::min({a, b, c}) <= 0.5f);
        }
    }

    void sphericalGivesPolarAngle()
    {
        Document doc;
        doc.resetModel(modelOf(makePrimitive(PrimitiveKind::Sphere, 2.0f, 12)));
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("projectUVs"),
                                {{QStringLiteral("mode"), QStringLiteral("spherical")}}));
        const Mesh &m = doc.model().meshes[0];
        for (qsizetype v = 0; v < m.vertexCount(); ++v) {
            const QVector3D p = m.positions[v];
            const float expected = std::acos(std::clamp(p.z() / p.length(), -1.0f, 1.0f)) / std::numbers::pi_v<float>;
            QVERIFY2(std::abs(m.texcoords[0][v].y() - expected) < 1e-4f, qPrintable(show(m.texcoords[0][v])));
        }
    }

    void sampleProjectsToItsBounds()
    {
        // The sample's column seen from the front: u from x, v down z, the
        // whole figure fitted by its taller side.
        Document doc;
        doc.resetModel(makeSampleModel());
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("projectUVs"), {{QStringLiteral("axis"), QStringLiteral("y")}}));
        float x0 = 1e9f, x1 = -1e9f, z0 = 1e9f, z1 = -1e9f;
        for (const Mesh &m : doc.model().meshes)
            for (const QVector3D &p : m.positions) {
                x0 = std::min(x0, p.x());
                x1 = std::max(x1, p.x());
                z0 = std::min(z0, p.z());
                z1 = std::max(z1, p.z());
            }
        const float s = 1.0f / std::max(x1 - x0, z1 - z0);
        const float ox = (1 - (x1 - x0) * s) / 2, oy = (1 - (z1 - z0) * s) / 2;
        for (const Mesh &m : doc.model().meshes)
            for (qsizetype v = 0; v < m.vertexCount(); ++v) {
                const QVector2D expected(ox + (m.positions[v].x() - x0) * s, oy + (z1 - m.positions[v].z()) * s);
                QVERIFY2(near(m.texcoords[0][v], expected, 1e-4f), qPrintable(show(m.texcoords[0][v])));
            }
    }

    void movingFacesSplitsSharedVertices()
    {
        Mesh withMorph = square();
        MorphTarget raise;
        raise.name = QStringLiteral("raise");
        raise.vertices = {1};
        raise.positions = {{1, 0, 1}};
        withMorph.morphs.append(raise);
        Document doc;
        doc.resetModel(modelOf(withMorph));
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(0, {0});
        doc.setSelection(s);
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("transformUVs"), {{QStringLiteral("translate_u"), 0.5}}));
        // The copy of vertex 1 moves with the morph target as vertex 1 does.
        const MorphTarget &morph = doc.model().meshes[0].morphs[0];
        QCOMPARE(morph.vertices, (QList<quint32>{1, doc.model().meshes[0].triangles[0][1]}));
        QCOMPARE(morph.positions, (QList<QVector3D>{{1, 0, 1}, {1, 0, 1}}));
        const Mesh &m = doc.model().meshes[0];
        // Vertices 1 and 2 are shared with the face left alone: copied.
        QCOMPARE(m.vertexCount(), qsizetype(6));
        QCOMPARE(m.texcoords[0][0], QVector2D(0.5f, 0));
        QCOMPARE(m.texcoords[0][1], QVector2D(1, 0));
        QCOMPARE(m.texcoords[0][2], QVector2D(0, 1));
        QCOMPARE(m.triangles[1], (Triangle{2, 1, 3}));
        QCOMPARE(m.texcoords[0][m.triangles[0][1]], QVector2D(1.5f, 0));
        QCOMPARE(m.texcoords[0][m.triangles[0][2]], QVector2D(0.5f, 1));
        QCOMPARE(m.positions[m.triangles[0][1]], m.positions[1]);
    }

    void movingVerticesMovesEveryFaceAtThem()
    {
        Document doc;
        doc.resetModel(modelOf(square()));
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {1, 2});
        doc.setSelection(s);
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("transformUVs"),
                                {{QStringLiteral("translate_v"), 0.013}, {QStringLiteral("snap"), 64}}));
        const Mesh &m = doc.model().meshes[0];
        QCOMPARE(m.vertexCount(), qsizetype(4));
        QVERIFY(near(m.texcoords[0][1], QVector2D(1, 1.0f / 64)));
        QVERIFY(near(m.texcoords[0][2], QVector2D(0, 1 + 1.0f / 64)));
        QCOMPARE(m.texcoords[0][3], QVector2D(1, 1));
    }

    void rotateScaleAndFlipAboutTheCentre()
    {
        Document doc;
        doc.resetModel(modelOf(square()));
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("transformUVs"), {{QStringLiteral("rotate"), 90.0}}));
        // Clockwise on the texture (v down): (0,0) goes to (1,0).
        QVERIFY(near(doc.model().meshes[0].texcoords[0][0], QVector2D(1, 0)));
        QVERIFY(near(doc.model().meshes[0].texcoords[0][1], QVector2D(1, 1)));
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("transformUVs"),
                                {{QStringLiteral("scale_u"), 0.5}, {QStringLiteral("flip"), QStringLiteral("v")}}));
        QVERIFY(near(doc.model().meshes[0].texcoords[0][0], QVector2D(0.75f, 1)));
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("fitUVs"), {{QStringLiteral("keep_aspect"), false}}));
        QVERIFY(near(doc.model().meshes[0].texcoords[0][0], QVector2D(1, 1)));
        QVERIFY(near(doc.model().meshes[0].texcoords[0][3], QVector2D(0, 0)));
    }

    void alignPutsTheSelectionOnALine()
    {
        Document doc;
        doc.resetModel(modelOf(square()));
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {0, 1});
        doc.setSelection(s);
        QVERIFY(runAndCheckUndo(
            doc, QStringLiteral("alignUVs"),
            {{QStringLiteral("axis"), QStringLiteral("u")}, {QStringLiteral("to"), QStringLiteral("max")}}));
        QCOMPARE(doc.model().meshes[0].texcoords[0][0], QVector2D(1, 0));
        QCOMPARE(doc.model().meshes[0].texcoords[0][2], QVector2D(0, 1));
    }

    void weldSewsASeamAndSplitOpensOne()
    {
        // The square's second face on vertices of its own along the edge, with other coordinates: a seam.
        Mesh m = square();
        m.positions << m.positions[1] << m.positions[2];
        m.texcoords[0] << QVector2D(2, 0) << QVector2D(2, 1);
        m.triangles[1] = {5, 4, 3};
        QCOMPARE(uvSeams(m, 0).size(), 2);
        int islands = 0;
        uvIslands(m, 0, &islands);
        QCOMPARE(islands, 2);

        Document doc;
        doc.resetModel(modelOf(m));
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {1, 2, 4, 5});
        doc.setSelection(s);
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("weldUVs")));
        const Mesh &w = doc.model().meshes[0];
        QCOMPARE(w.texcoords[0][1], QVector2D(1.5f, 0));
        QCOMPARE(w.texcoords[0][4], QVector2D(1.5f, 0));
        QCOMPARE(w.texcoords[0][5], QVector2D(1, 1));
        QVERIFY(uvSeams(w, 0).isEmpty());
        uvIslands(w, 0, &islands);
        QCOMPARE(islands, 1);

        Document split;
        split.resetModel(modelOf(square()));
        s.vertices[0] = {1, 2};
        split.setSelection(s);
        QVERIFY(runAndCheckUndo(split, QStringLiteral("splitUVs")));
        const Mesh &o = split.model().meshes[0];
        QCOMPARE(o.vertexCount(), qsizetype(6));
        QCOMPARE(o.triangles[0], (Triangle{0, 1, 2}));
        QVERIFY(o.triangles[1][0] >= 4 && o.triangles[1][1] >= 4);
        // Faces that share the edge's vertices by index stay one island.
        QCOMPARE(islandFaces(o, 0, {0}), (QList<quint32>{0, 1}));
    }

    void splitKeepsFansTogether()
    {
        // A fan of four faces round vertex 0; only edge 0-1 is cut.
        Mesh m;
        m.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {-1, 0, 0}, {0, -1, 0}};
        m.texcoords = {{{0, 0}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}}};
        m.triangles = {{0, 1, 2}, {0, 2, 3}, {0, 3, 4}, {0, 4, 1}};
        QCOMPARE(splitUVs(m, {0, 1}), qsizetype(1)); // vertex 1 splits; vertex 0's fan stays joined round 2, 3, 4
        QCOMPARE(m.vertexCount(), qsizetype(6));
    }

    void copyUVSetMakesASecondSet()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        QVERIFY(runAndCheckUndo(doc, QStringLiteral("copyUVSet")));
        for (const Mesh &m : doc.model().meshes) {
            QCOMPARE(m.texcoords.size(), 2);
            QCOMPARE(m.texcoords[1], m.texcoords[0]);
        }
        QVERIFY(!runOperation(doc, QStringLiteral("copyUVSet"), {{QStringLiteral("to"), 0}}).ok);
    }

    void selectIslandSelectsConnectedFaces()
    {
        Mesh m = square();
        // A second square apart in UV and in space.
        for (int i = 0; i < 4; ++i) {
            m.positions << m.positions[i] + QVector3D(5, 0, 0);
            m.texcoords[0] << m.texcoords[0][i] + QVector2D(2, 0);
        }
        m.triangles << Triangle{4, 5, 6} << Triangle{6, 5, 7};
        Document doc;
        doc.resetModel(modelOf(m));
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(0, {3});
        doc.setSelection(s);
        QVERIFY(runOperation(doc, QStringLiteral("selectUVIsland")).ok);
        QCOMPARE(doc.selection().faces.value(0), (QList<quint32>{2, 3}));
    }

    void editUVsCommandUndoesAndRedoes()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        QVERIFY(test::checkUndoRedo(doc, new EditUVsCommand(&doc, QStringLiteral("edit"), [](Model &model) {
                                        UvPart part;
                                        part.faces = {0, 1, 2};
                                        transformUVs(model.meshes[0], 0, part, QTransform::fromTranslate(0.25, 0));
                                    })));
        const EditUVsCommand nothing(&doc, QStringLiteral("nothing"), [](Model &) {});
        QVERIFY(!nothing.changesModel());
    }

    void editedCoordinatesSurviveTheFormats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("iqe") << QStringLiteral("iqe");
        QTest::newRow("iqm") << QStringLiteral("iqm");
        QTest::newRow("xmf") << QStringLiteral("xmf");
    }

    void editedCoordinatesSurviveTheFormats()
    {
        QFETCH(QString, format);
        Document doc;
        doc.resetModel(makeSampleModel());
        // Spherical projection with tears at the wrap, then a move of some faces.
        QVERIFY(runOperation(doc, QStringLiteral("projectUVs"), {{QStringLiteral("mode"), QStringLiteral("spherical")}})
                    .ok);
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(0, {0, 1, 2, 3});
        doc.setSelection(s);
        QVERIFY(runOperation(doc, QStringLiteral("transformUVs"),
                             {{QStringLiteral("translate_u"), 0.125}, {QStringLiteral("rotate"), 30.0}})
                    .ok);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("edited.") + format);
        const WriteResult w = writeModelFile(doc.model(), path, format);
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), doc.model().meshes.size());
        for (int i = 0; i < r.model.meshes.size(); ++i) {
            const Mesh &a = doc.model().meshes[i], &b = r.model.meshes[i];
            QCOMPARE(b.vertexCount(), a.vertexCount());
            QCOMPARE(b.triangles.size(), a.triangles.size());
            // Compared per triangle corner: a writer may order vertices its own way.
            for (qsizetype t = 0; t < a.triangles.size(); ++t)
                for (int c = 0; c < 3; ++c)
                    QVERIFY2(near(b.texcoords[0][b.triangles[t][c]], a.texcoords[0][a.triangles[t][c]], 1e-5f),
                             qPrintable(show(b.texcoords[0][b.triangles[t][c]])));
        }
    }

    void quickModelSaysItDropsCoordinates()
    {
        // QuickModel meshes are flat patches with no texture coordinates:
        // the writer says so rather than keeping them.
        Document doc;
        doc.resetModel(makeSampleModel());
        QVERIFY(runOperation(doc, QStringLiteral("projectUVs")).ok);
        QTemporaryDir dir;
        const WriteResult w = writeModelFile(doc.model(), dir.filePath(QStringLiteral("a.qm")), QStringLiteral("qm"));
        QVERIFY(w.ok());
        QString warnings;
        for (const auto &d : w.warnings)
            warnings += d.toString();
        QVERIFY2(warnings.contains(QStringLiteral("texture coordinates")), qPrintable(warnings));
    }

    void exportUVLayoutDrawsTheEdges()
    {
        Document doc;
        doc.resetModel(modelOf(square()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("layout.png"));
        const OperationResult r = runOperation(doc, QStringLiteral("exportUVLayout"),
                                               {{QStringLiteral("path"), path},
                                                {QStringLiteral("size"), 64},
                                                {QStringLiteral("background"), QStringLiteral("transparent")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(doc.undoStack()->count(), 0);
        const QImage image(path);
        QCOMPARE(image.size(), QSize(64, 64));
        // The diagonal from (1,0) to (0,1) crosses the middle; a point off every edge stays clear.
        QVERIFY(qAlpha(image.pixel(32, 32)) > 0 || qAlpha(image.pixel(31, 32)) > 0 || qAlpha(image.pixel(32, 31)) > 0);
        QCOMPARE(qAlpha(image.pixel(16, 16)), 0);
        QVERIFY(!runOperation(doc, QStringLiteral("exportUVLayout")).ok);
    }
};

QTEST_MAIN(TestUvEdit)
#include "tst_uvedit.moc"
