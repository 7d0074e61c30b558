// The vertex set an edit of the selection moves, and the mean skinning
// matrix of a vertex set (what the viewport's gizmo edits through).
#include "model/ops/SelectedVertices.h"

#include <QTest>

using namespace quarry;

namespace {

// Two triangles sharing an edge, vertex 4 in no triangle; skinned to two
// joints: vertices 0-1 wholly to joint 0, 2 half and half, 3-4 wholly to 1.
Mesh quad()
{
    Mesh m;
    m.positions = {QVector3D(0, 0, 0), QVector3D(1, 0, 0), QVector3D(1, 1, 0), QVector3D(0, 1, 0), QVector3D(5, 5, 5)};
    m.triangles = {Triangle{0, 1, 2}, Triangle{0, 2, 3}};
    m.influencesPerVertex = 2;
    m.blendIndexes = {0, 1, 0, 1, 0, 1, 1, 0, 1, 0};
    m.blendWeights = {1, 0, 1, 0, 0.5f, 0.5f, 1, 0, 1, 0};
    return m;
}

} // namespace

class TestSelectedVertices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void objectsTakeEveryVertex()
    {
        Model model;
        model.meshes = {quad(), quad()};
        Selection s;
        s.meshes = {1, 7}; // 7 is out of range and skipped
        const VertexSet set = selectedVertices(model, s);
        QCOMPARE(set.keys(), QList<int>{1});
        QCOMPARE(set.value(1), (QList<quint32>{0, 1, 2, 3, 4}));
    }

    void facesTakeTheirCornersOnceSorted()
    {
        Model model;
        model.meshes = {quad()};
        Selection s;
        s.mode = Selection::Mode::Faces;
        s.faces.insert(0, {1, 0, 9}); // 9 is no face
        QCOMPARE(selectedVertices(model, s).value(0), (QList<quint32>{0, 1, 2, 3}));
        s.faces = {{0, {1}}};
        QCOMPARE(selectedVertices(model, s).value(0), (QList<quint32>{0, 2, 3}));
    }

    void verticesAndJoints()
    {
        Model model;
        model.meshes = {quad()};
        Selection s;
        s.mode = Selection::Mode::Vertices;
        s.vertices.insert(0, {3, 1});
        QCOMPARE(selectedVertices(model, s).value(0), (QList<quint32>{3, 1}));
        s.mode = Selection::Mode::Joints;
        s.joints = {0};
        QVERIFY(selectedVertices(model, s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSelectedVertices)
#include "tst_selectedvertices.moc"
