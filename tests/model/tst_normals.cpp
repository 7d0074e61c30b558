// Normal generation: the IQE smoothing rules (groups, angle, UV, edge
// flags, vertex smoothing indexes, across meshes) and the plain recompute
// by angle.
#include "model/ops/Normals.h"
#include "model/ops/SampleModel.h"

#include <QTest>

using namespace quarry;

namespace {

bool near(const QVector3D &a, const QVector3D &b)
{
    return (a - b).length() < 1e-4f;
}

// Two quads folded along the X axis at 90 degrees: one in the XY plane
// (facing +Z by the winding rule) and one in the XZ plane (facing -Y).
// Vertices 0 and 1 are shared along the fold.
Mesh fold(bool shareVertices)
{
    Mesh m;
    m.positions = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}};
    if (shareVertices) {
        m.positions += QList<QVector3D>{{1, 0, 1}, {0, 0, 1}};
        m.triangles = {{0, 2, 1}, {0, 3, 2}, {0, 4, 1}, {0, 5, 4}};
    } else {
        m.positions += QList<QVector3D>{{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}};
        m.triangles = {{0, 2, 1}, {0, 3, 2}, {4, 6, 5}, {4, 7, 6}};
    }
    m.texcoords = {QList<QVector2D>(m.positions.size())};
    return m;
}

const QVector3D kUp(0, 0, 1), kFront(0, -1, 0);

} // namespace

class TestNormals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void facesFollowTheWindingRule()
    {
        Mesh m;
        m.positions = {{0, 0, 0}, {0, 1, 0}, {1, 0, 0}};
        m.triangles = {{0, 1, 2}};
        smoothNormalsByAngle(m, 180);
        QVERIFY(near(m.normals[0], kUp));
    }

    void sampleModelFollowsTheWindingRule()
    {
        // The sample's normals point out of its tubes; normals made from its
        // triangles must agree.
        for (const Mesh &given : makeSampleModel().meshes) {
            Mesh m = given;
            smoothNormalsByAngle(m, 0);
            for (qsizetype t = 0; t < m.triangles.size(); ++t)
                QVERIFY(QVector3D::dotProduct(m.normals[m.triangles[t][0]], given.normals[given.triangles[t][0]]) > 0);
        }
    }

    void byAngleSmoothsOrSplits()
    {
        Mesh smooth = fold(true);
        smoothNormalsByAngle(smooth, 180);
        QCOMPARE(smooth.positions.size(), 6); // nothing to split
        QVERIFY(near(smooth.normals[1], (kUp + kFront).normalized()));
        QVERIFY(near(smooth.normals[2], kUp));

        Mesh sharp = fold(true);
        smoothNormalsByAngle(sharp, 89);
        // The fold's two vertices are split into one per face.
        QCOMPARE(sharp.positions.size(), 8);
        QCOMPARE(sharp.texcoords[0].size(), 8);
        QVERIFY(sharp.validate().isEmpty());
        for (qsizetype t = 0; t < 2; ++t)
            for (quint32 v : sharp.triangles[t])
                QVERIFY(near(sharp.normals[v], kUp));
        for (qsizetype t = 2; t < 4; ++t)
            for (quint32 v : sharp.triangles[t])
                QVERIFY(near(sharp.normals[v], kFront));

        // Separate vertices at the same position are smoothed by position.
        Mesh apart = fold(false);
        smoothNormalsByAngle(apart, 91);
        QVERIFY(near(apart.normals[0], (kUp + kFront).normalized()));
        QVERIFY(near(apart.normals[4], (kUp + kFront).normalized()));
        QCOMPARE(apart.positions.size(), 8);
    }

    void iqeGroupsAnglesAndUvs()
    {
        Model model;
        model.meshes = {fold(false)};
        Smoothing &s = model.meshes[0].smoothing;
        s.groups = {1, 1, 2, 2};
        s.angles = {180, 180, 180, 180};
        s.uvs = {false, false, false, false};
        generateIqeNormals(model);
        QVERIFY(near(model.meshes[0].normals[0], kUp)); // different groups: not smoothed
        QVERIFY(near(model.meshes[0].normals[4], kFront));

        s.groups = {1, 1, 1, 1};
        s.angles = {180, 180, 45, 45}; // the stricter angle of the two wins
        generateIqeNormals(model);
        QVERIFY(near(model.meshes[0].normals[0], kUp));

        s.angles = {180, 180, 180, 180};
        s.uvs = {true, true, false, false};
        model.meshes[0].texcoords[0][4] = QVector2D(0.5f, 0.5f); // UVs differ at the fold's vertex 0
        generateIqeNormals(model);
        QVERIFY(near(model.meshes[0].normals[0], kUp));
        QVERIFY(near(model.meshes[0].normals[1], (kUp + kFront).normalized())); // UVs match there
    }

    void iqeVertexIndexesAndEdges()
    {
        Model model;
        model.meshes = {fold(false)};
        model.meshes[0].smoothing.vertexIndices = {0, 1, 2, 3, 0, 9, 6, 7};
        generateIqeNormals(model);
        QVERIFY(near(model.meshes[0].normals[0], (kUp + kFront).normalized()));
        QVERIFY(near(model.meshes[0].normals[1], kUp)); // vs 1 vs 9: kept apart

        model.meshes[0].smoothing.vertexIndices.clear();
        // The fold edge runs 0-1 in triangle 0 (corners 0 -> 2 -> 1: edge 2
        // from corner 1 to 0) and 4-5 in triangle 2 (corners 4 -> 6 -> 5:
        // edge 2 again). Flags 0 on both sides: no smoothing across it.
        model.meshes[0].smoothing.edges = {{1, 1, 0}, {1, 1, 1}, {1, 1, 0}, {1, 1, 1}};
        generateIqeNormals(model);
        QVERIFY(near(model.meshes[0].normals[1], kUp));
        model.meshes[0].smoothing.edges[2] = {1, 1, 1}; // one side smooths: enough
        generateIqeNormals(model);
        QVERIFY(near(model.meshes[0].normals[1], (kUp + kFront).normalized()));
    }

    void acrossMeshes()
    {
        Mesh all = fold(false);
        Mesh a = all, b = all;
        a.positions = all.positions.mid(0, 4);
        a.texcoords = {all.texcoords[0].mid(0, 4)};
        a.triangles = all.triangles.mid(0, 2);
        b.positions = all.positions.mid(4);
        b.texcoords = {all.texcoords[0].mid(4)};
        b.triangles = {{0, 2, 1}, {0, 3, 2}};
        Model model;
        model.meshes = {a, b};
        generateIqeNormals(model);
        QVERIFY(near(model.meshes[0].normals[0], (kUp + kFront).normalized()));
        QVERIFY(near(model.meshes[1].normals[0], (kUp + kFront).normalized()));
        QVERIFY(near(model.meshes[0].normals[3], kUp));
    }
};

QTEST_GUILESS_MAIN(TestNormals)
#include "tst_normals.moc"
