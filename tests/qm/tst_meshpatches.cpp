// Meshes as flat bilinear patches (the .qm export of mesh models).
#include "io/qm/QmReader.h"
#include "io/qm/QmWriter.h"
#include "model/ops/MeshPatches.h"
#include "model/ops/Tessellate.h"

#include <QTest>

using namespace quarry;

class TestMeshPatches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trianglesAndQuads()
    {
        Model model;
        Mesh mesh;
        mesh.name = QStringLiteral("m");
        // A unit square as two triangles sharing the diagonal, a lone
        // triangle, a folded pair (not planar) and an index out of range.
        mesh.positions = {{0, 0, 0},  {1, 0, 0},  {1, 1, 0},  {0, 1, 0}, // 0-3 square
                          {5, 0, 0},  {6, 0, 0},  {5, 1, 0}, // 4-6 triangle
                          {10, 0, 0}, {11, 0, 0}, {11, 1, 0}, {10, 1, 1}}; // 7-10 folded
        mesh.triangles = {{0, 1, 2}, {0, 2, 3}, {4, 5, 6}, {7, 8, 9}, {7, 9, 10}, {0, 1, 99}};
        model.meshes = {mesh};
        const MeshPatches patches = meshPatches(model);
        QCOMPARE(patches.skippedTriangles, qsizetype(1));
        QCOMPARE(patches.shapes.size(), qsizetype(4)); // square, triangle, two folded triangles
        const Shape &square = patches.shapes[0];
        QCOMPARE(square.kind, Shape::Kind::Surface);
        QCOMPARE(square.nu, 2);
        QCOMPARE(square.nv, 2);
        // Rows (a, b) and (d, c).
        QCOMPARE(square.cvs[0].position, QVector3D(0, 0, 0));
        QCOMPARE(square.cvs[1].position, QVector3D(1, 0, 0));
        QCOMPARE(square.cvs[2].position, QVector3D(0, 1, 0));
        QCOMPARE(square.cvs[3].position, QVector3D(1, 1, 0));
        for (const ControlVertex &cv : square.cvs)
            QVERIFY(cv.multiplicityU == 1 && cv.multiplicityV == 1);
        const Shape &triangle = patches.shapes[1];
        QCOMPARE(triangle.cvs[2].position, triangle.cvs[3].position);
        QVERIFY(!square.color && !square.diffusion && !square.specularity); // no material: defaults

        // Tessellated back: two triangles for the square, one for each triangle, same winding.
        Model back;
        back.shapes = patches.shapes;
        tessellateShapesIntoMeshes(back);
        QCOMPARE(back.meshes.size(), qsizetype(1));
        QCOMPARE(back.meshes[0].triangles.size(), qsizetype(5));
        for (const Triangle &t : back.meshes[0].triangles) {
            const auto &p = back.meshes[0].positions;
            const QVector3D n = QVector3D::crossProduct(p[t[1]] - p[t[0]], p[t[2]] - p[t[0]]);
            QVERIFY(n.z() > 0); // every original face points up, the folded one tilted
        }
        // A patch is flat: every tessellated point of the square lies in z = 0 inside the square.
        for (const QVector3D &p : tessellateShape(square).positions)
            QVERIFY(p.z() == 0 && p.x() >= 0 && p.x() <= 1 && p.y() >= 0 && p.y() <= 1);
    }

    // A thin triangle (its corners all but on one line, after random edits
    // in the soak) has an area all the same: it comes back through a .qm
    // file, corner for corner, and so does a lone thin one beside a quad.
    void thinTriangleRoundTrip()
    {
        Model model;
        Mesh mesh;
        mesh.name = QStringLiteral("thin");
        mesh.positions = {{18.9243183f, 2.25822902f, -50.8096733f},
                          {8.5552187f, 56.9559364f, -25.6654282f},
                          {-1.81388247f, 111.653648f, -0.521179318f},
                          {0, 0, 0},
                          {1, 0, 0},
                          {1, 1, 0},
                          {0, 1, 0}};
        mesh.triangles = {{0, 1, 2}, {3, 4, 5}, {3, 5, 6}};
        const QVector3D n = QVector3D::crossProduct(mesh.positions[1] - mesh.positions[0],
                                                    mesh.positions[2] - mesh.positions[0]);
        QVERIFY(!n.isNull());
        model.meshes = {mesh};
        const WriteResult w = writeQm(model, QStringLiteral("thin.qm"), {});
        QVERIFY(w.ok());
        ReadResult r = readQm(QStringLiteral("thin.qm"), w.data, {});
        QVERIFY(r.ok());
        tessellateShapesIntoMeshes(r.model);
        QCOMPARE(r.model.meshes.size(), qsizetype(1));
        const Mesh &back = r.model.meshes[0];
        QCOMPARE(back.triangles.size(), qsizetype(3));
        // Corner for corner, exactly: the writer gives the shortest text that
        // reads back as the same float, and a flat patch's vertices are its CVs.
        for (int k = 0; k < 3; ++k)
            QCOMPARE(back.positions[back.triangles[0][k]], mesh.positions[mesh.triangles[0][k]]);
    }

    void materialsBecomeLooks()
    {
        Model model;
        Material shiny;
        shiny.diffuse = QVector4D(0.2f, 0.4f, 0.6f, 1);
        shiny.specular = QVector4D(0.3f, 0.6f, 0.9f, 1);
        Material qm;
        qm.diffuse = QVector4D(1, 1, 0, 1);
        qm.diffusion = 0.5f;
        qm.specularity = 0.25f;
        model.materials = {shiny, qm};
        Mesh a;
        a.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        a.triangles = {{0, 1, 2}};
        a.material = 0;
        Mesh b = a;
        b.material = 1;
        Mesh c = a;
        c.material = 7; // out of range: defaults
        model.meshes = {a, b, c};
        const MeshPatches patches = meshPatches(model);
        QCOMPARE(patches.shapes.size(), qsizetype(3));
        QCOMPARE(patches.shapes[0].color, std::optional<QVector3D>(QVector3D(0.2f, 0.4f, 0.6f)));
        QVERIFY(!patches.shapes[0].diffusion);
        QVERIFY(qFuzzyCompare(*patches.shapes[0].specularity, 0.6f)); // mean of the specular color
        QCOMPARE(patches.shapes[1].color, std::optional<QVector3D>(QVector3D(1, 1, 0)));
        QCOMPARE(patches.shapes[1].diffusion, std::optional<float>(0.5f));
        QCOMPARE(patches.shapes[1].specularity, std::optional<float>(0.25f));
        QVERIFY(!patches.shapes[2].color && !patches.shapes[2].specularity);
    }
};

QTEST_GUILESS_MAIN(TestMeshPatches)
#include "tst_meshpatches.moc"
