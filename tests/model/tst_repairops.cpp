// The pure repair and selection operations on small hand-made meshes, each
// with exact expected results.
#include "RepairMeshes.h"

#include "model/ops/Closure.h"
#include "model/ops/DeleteGeometry.h"
#include "model/ops/Extrude.h"
#include "model/ops/FillHoles.h"
#include "model/ops/FlatTriangles.h"
#include "model/ops/MakeFace.h"
#include "model/ops/MergeVertices.h"
#include "model/ops/MeshTopology.h"
#include "model/ops/Mirror.h"
#include "model/ops/Normals.h"
#include "model/ops/Primitives.h"
#include "model/ops/SelectionOps.h"
#include "model/ops/Subdivide.h"

#include <QTest>

#include <cmath>

using namespace quarry;
using namespace quarry::test;

namespace {

SurfaceClosure closure(const Mesh &mesh)
{
    return surfaceClosure(mesh.positions, mesh.triangles);
}

QList<quint32> range(quint32 from, quint32 to)
{
    QList<quint32> list;
    for (quint32 i = from; i < to; ++i)
        list.append(i);
    return list;
}

// The area of a polygon in XY (positive counter-clockwise seen from +Z).
double signedArea(const QList<QVector3D> &polygon)
{
    double area = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QVector3D &p = polygon[i], &q = polygon[(i + 1) % polygon.size()];
        area += double(p.x()) * q.y() - double(q.x()) * p.y();
    }
    return area / 2;
}

// A prism standing on a U-shaped (concave) outline from z = 0 to 1, walls
// only: both ends open. Outline counter-clockwise seen from +Z.
Mesh uPrism(QList<QVector3D> *outline)
{
    const QList<QVector3D> u = {{0, 0, 0}, {3, 0, 0}, {3, 3, 0}, {2, 3, 0}, {2, 1, 0}, {1, 1, 0}, {1, 3, 0}, {0, 3, 0}};
    *outline = u;
    Mesh mesh;
    const quint32 n = quint32(u.size());
    for (const QVector3D &p : u)
        mesh.positions.append(p);
    for (const QVector3D &p : u)
        mesh.positions.append(p + QVector3D(0, 0, 1));
    for (quint32 i = 0; i < n; ++i) {
        const quint32 j = (i + 1) % n;
        // Outward in Quarry's winding.
        mesh.triangles.append({i, n + j, j});
        mesh.triangles.append({i, n + i, n + j});
    }
    return mesh;
}

} // namespace

class TestRepairOps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pointsJoinSplitVertices()
    {
        const Mesh cube = makePrimitive(PrimitiveKind::Cube, 2, 16);
        qsizetype count = 0;
        const QList<quint32> points = positionPoints(cube.positions, &count);
        QCOMPARE(cube.vertexCount(), 24);
        QCOMPARE(count, 8);
        // -0 and 0 are one point.
        qsizetype zeros = 0;
        positionPoints({QVector3D(0, 0, 0), QVector3D(-0.0f, 0, -0.0f)}, &zeros);
        QCOMPARE(zeros, 1);
        QCOMPARE(points.size(), 24);
    }

    void connectedPartsByPosition()
    {
        // Two cubes split along every face edge: by index each face would
        // be a part of its own; by position each cube is one.
        Mesh mesh = makePrimitive(PrimitiveKind::Cube, 2, 16);
        Mesh second = mesh;
        for (QVector3D &p : second.positions)
            p += QVector3D(5, 0, 0);
        for (Triangle &t : second.triangles)
            for (quint32 &v : t)
                v += 24;
        mesh.positions += second.positions;
        mesh.normals += second.normals;
        mesh.texcoords[0] += second.texcoords[0];
        mesh.triangles += second.triangles;
        const MeshTopology t = meshTopology(mesh);
        QCOMPARE(connectedFaces(mesh, t, {}, {0}), range(0, 12));
        QCOMPARE(connectedFaces(mesh, t, {13}, {}), range(12, 24));
        QCOMPARE(verticesOfFaces(mesh, t, connectedFaces(mesh, t, {}, {30})), range(24, 48));
        // Hidden (left out) triangles are not reached: the first cube's
        // faces other than the first face's two triangles hidden.
        QList<bool> hidden(24, false);
        for (int i = 2; i < 12; ++i)
            hidden[i] = true;
        QCOMPARE(connectedFaces(mesh, meshTopology(mesh, hidden), {0}, {}), (QList<quint32>{0, 1}));
        // The union-find version used for large meshes finds the same.
        QCOMPARE(connectedElements(mesh, {}, {0}).faces, range(0, 12));
        QCOMPARE(connectedElements(mesh, {}, {30}).vertices, range(24, 48));
        QCOMPARE(connectedElements(mesh, {13}, {}).faces, range(12, 24));
        QCOMPARE(connectedElements(mesh, {0}, {}, hidden).faces, (QList<quint32>{0, 1}));
        QVERIFY(connectedElements(mesh, {5}, {}, hidden).faces.isEmpty()); // a hidden seed reaches nothing
        // Faces at a vertex's position: the three faces of the cube corner,
        // two triangles each where the diagonal meets it, one elsewhere.
        const MeshTopology whole = meshTopology(mesh);
        QCOMPARE(facesAtPositionsOf(mesh, {0}), facesTouching(whole, {0}));
        QCOMPARE(facesAtPositionsOf(mesh, {0, 30}), facesTouching(whole, {0, 30}));
        QVERIFY(facesAtPositionsOf(mesh, {}).isEmpty());
    }

    void growAndShrink()
    {
        const Mesh g = grid(3);
        const MeshTopology t = meshTopology(g);
        const QList<quint32> centre = {quadTriangle(3, 1, 1, 0), quadTriangle(3, 1, 1, 1)};
        // Every triangle but the two in the far corners whose corners all
        // lie on the rim.
        QList<quint32> grown = range(0, 18);
        grown.removeAll(quadTriangle(3, 2, 0, 0));
        grown.removeAll(quadTriangle(3, 0, 2, 1));
        QCOMPARE(growFaces(g, t, centre), grown);
        // All but the corner quad (0, 0): shrinking drops the quads that
        // touch it, (1, 0), (0, 1) and (1, 1).
        QList<quint32> most = range(2, 18);
        QList<quint32> shrunk = shrinkFaces(g, t, most);
        QCOMPARE(shrunk.size(), 10);
        for (auto [i, j] : {std::pair{1, 0}, {0, 1}, {1, 1}})
            QVERIFY(!shrunk.contains(quadTriangle(3, i, j, 0)) && !shrunk.contains(quadTriangle(3, i, j, 1)));
        // Vertex (1, 1) grows to its six neighbours along the diagonals' grid.
        auto v = [](int i, int j) { return quint32(j * 4 + i); };
        QCOMPARE(growVertices(g, t, {v(1, 1)}),
                 (QList<quint32>{v(0, 0), v(1, 0), v(0, 1), v(1, 1), v(2, 1), v(1, 2), v(2, 2)}));
        // ... and shrinks back to (1, 1) and the corner (0, 0): only their
        // triangles have every corner selected.
        QCOMPARE(shrinkVertices(g, t, growVertices(g, t, {v(1, 1)})), (QList<quint32>{v(0, 0), v(1, 1)}));
    }

    void boundaryAndNonManifold()
    {
        const Mesh g = grid(3);
        const MeshTopology t = meshTopology(g);
        QList<quint32> rim;
        for (quint32 v = 0; v < 16; ++v)
            if (v % 4 == 0 || v % 4 == 3 || v / 4 == 0 || v / 4 == 3)
                rim.append(v);
        QCOMPARE(boundaryVertices(g, t), rim);
        QVERIFY(nonManifoldVertices(g, t).isEmpty());
        // Three triangles on one edge (0, 1).
        Mesh fin;
        fin.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}};
        fin.triangles = {{0, 1, 2}, {1, 0, 3}, {0, 1, 4}};
        QCOMPARE(nonManifoldVertices(fin, meshTopology(fin)), (QList<quint32>{0, 1}));
        QVERIFY(boundaryVertices(makePrimitive(PrimitiveKind::Sphere, 1, 12),
                                 meshTopology(makePrimitive(PrimitiveKind::Sphere, 1, 12)))
                    .isEmpty());
    }

    void deleteVerticesAndFaces()
    {
        Mesh g = grid(3);
        // Vertex (1, 1): its six triangles go, and (0, 0), which only two
        // of them used.
        GeometryRemoval r = deleteVertices(g, {5});
        QCOMPARE(r.vertices, 2);
        QCOMPARE(r.triangles, 6);
        QCOMPARE(g.vertexCount(), 14);
        QVERIFY(!g.positions.contains(QVector3D(0, 0, 0)));
        QCOMPARE(g.triangles.size(), 12);
        QVERIFY(g.validate().isEmpty());
        for (const Triangle &t : g.triangles)
            for (quint32 v : t)
                QVERIFY(g.positions[v] != QVector3D(1, 1, 0));

        Mesh h = grid(3);
        r = deleteFaces(h, {0, 1});
        QCOMPARE(r.triangles, 2);
        QCOMPARE(r.vertices, 1); // (0, 0) only that quad used
        QCOMPARE(h.vertexCount(), 15);
        QCOMPARE(h.triangles.size(), 16);
        QCOMPARE(r.triangleMap[0], -1);
        QCOMPARE(r.triangleMap[2], 0);
        QVERIFY(!h.positions.contains(QVector3D(0, 0, 0)));
    }

    void cleanUpRemovesDegenerateAndUnused()
    {
        Mesh mesh = grid(1);
        mesh.positions.append(QVector3D(9, 9, 9)); // unused
        mesh.triangles.append({0, 0, 1}); // repeated corner
        mesh.triangles.append({0, 1, 1});
        mesh.positions.append(QVector3D(2, 0, 0)); // on the line through 0 and 1
        mesh.triangles.append({0, 1, 5}); // no area
        const GeometryRemoval r = cleanUpMesh(mesh);
        QCOMPARE(r.triangles, 3);
        QCOMPARE(r.vertices, 2);
        QCOMPARE(mesh.triangles, grid(1).triangles);
        QCOMPARE(mesh.positions, grid(1).positions);
    }

    // A vertex-animated mesh: a triangle flat in frame 0 that opens in a
    // later frame (a morph target with positions) has area while it plays
    // and stays; one flat in every frame goes.
    void cleanUpKeepsTrianglesWithAreaInSomeFrame()
    {
        Mesh mesh;
        mesh.positions = {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 0, 0}, {1, 0, 0}, {2, 0, 0}};
        mesh.triangles = {{0, 1, 2}, {3, 4, 5}};
        MorphTarget frame1{QStringLiteral("frame 1"), {1}, {{1, 1, 0}}, {}, {}, {}};
        MorphTarget frame2{QStringLiteral("frame 2"), {}, {}, {}, {}, {}};
        mesh.morphs = {frame1, frame2};
        const FlatTriangles flat = findFlatTriangles(mesh);
        QCOMPARE(flat.frames, 3);
        QCOMPARE(flat.degenerate, (QList<bool>{false, true}));
        QCOMPARE(flat.flatInSomeFrames, qsizetype(1));
        const GeometryRemoval r = cleanUpMesh(mesh);
        QCOMPARE(r.triangles, 1);
        QCOMPARE(mesh.triangles.size(), qsizetype(1));
        // Without the frames both are flat.
        Mesh still = mesh;
        still.morphs.clear();
        QCOMPARE(findFlatTriangles(still).degenerate, (QList<bool>{true}));
    }

    // Each frame of a vertex-animated mesh gets the normals of its own
    // faces: a square folded up in frame 1 faces another way there.
    void morphNormalsFollowEachFrame()
    {
        Mesh mesh;
        mesh.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
        mesh.triangles = {{0, 1, 2}};
        mesh.normals = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
        // Frame 1: the triangle stands up in the XZ plane; its stored
        // normals still point along Z (stale).
        mesh.morphs = {MorphTarget{QStringLiteral("frame 1"), {2}, {{0, 0, 1}}, {{0, 0, 1}}, {}, {}}};
        smoothNormalsByAngle(mesh, 180.0f);
        const QVector3D base = mesh.normals[0];
        QVERIFY(std::abs(std::abs(base.z()) - 1.0f) < 1e-5f);
        int skipped = -1;
        QCOMPARE(smoothMorphNormalsByAngle(mesh, 180.0f, &skipped), 1);
        QCOMPARE(skipped, 0);
        const MorphTarget &t = mesh.morphs[0];
        // Every vertex's normal turned: all three listed, positions kept.
        QCOMPARE(t.vertices, (QList<quint32>{0, 1, 2}));
        QCOMPARE(t.positions[2], QVector3D(0, 0, 1));
        QCOMPARE(t.positions[0], QVector3D(0, 0, 0));
        for (const QVector3D &n : t.normals) {
            QVERIFY2(std::abs(std::abs(n.y()) - 1.0f) < 1e-5f, "the frame's normal is not its face's");
            // The same side as the base: (c - a) x (b - a) for both.
            QCOMPARE(n.y() > 0, base.z() < 0);
        }
    }

    void cubeMissingAFaceFilledOutward()
    {
        Mesh cube = makePrimitive(PrimitiveKind::Cube, 2, 16);
        QCOMPARE(closure(cube), SurfaceClosure::Outward);
        const QList<quint32> top = facesFacing(cube, QVector3D(0, 0, 1));
        QCOMPARE(top.size(), 2);
        deleteFaces(cube, top);
        QCOMPARE(cube.triangles.size(), 10);
        QCOMPARE(closure(cube), SurfaceClosure::Open);
        const QList<QList<quint32>> loops = boundaryLoops(cube);
        QCOMPARE(loops.size(), 1);
        QCOMPARE(loops[0].size(), 4);
        QCOMPARE(fillHoles(cube), 1);
        QCOMPARE(cube.triangles.size(), 12);
        QCOMPARE(closure(cube), SurfaceClosure::Outward);
        QCOMPARE(facesFacing(cube, QVector3D(0, 0, 1)), (QList<quint32>{10, 11}));
        QVERIFY(boundaryLoops(cube).isEmpty());
        QCOMPARE(fillHoles(cube), 0);
    }

    void concaveHoleFilledWithoutOverlap()
    {
        QList<QVector3D> outline;
        Mesh prism = uPrism(&outline);
        QCOMPARE(boundaryLoops(prism).size(), 2);
        const qsizetype walls = prism.triangles.size();
        QCOMPARE(fillHoles(prism), 2);
        QCOMPARE(closure(prism), SurfaceClosure::Outward);
        // Each cap: 8 corners make 6 triangles, all facing out of the prism,
        // covering exactly the U's area (a fan from a reflex corner would
        // cover the notch or fold over itself).
        const double area = signedArea(outline);
        QCOMPARE(area, 7.0);
        for (float z : {0.0f, 1.0f}) {
            double covered = 0;
            int count = 0;
            for (qsizetype i = walls; i < prism.triangles.size(); ++i) {
                const Triangle &t = prism.triangles[i];
                if (prism.positions[t[0]].z() != z)
                    continue;
                const QVector3D n = faceNormal(prism, t);
                QVERIFY(n.z() * (z == 0 ? -1 : 1) > 0);
                covered += n.length() / 2;
                ++count;
            }
            QCOMPARE(count, 6);
            QCOMPARE(covered, area);
        }
        // The notch between the U's arms stays empty: its centre is in no cap triangle.
        const QVector3D notch(1.5f, 2.0f, 0);
        for (qsizetype i = walls; i < prism.triangles.size(); ++i) {
            const Triangle &t = prism.triangles[i];
            const QVector3D a = prism.positions[t[0]], b = prism.positions[t[1]], c = prism.positions[t[2]];
            auto side = [&](const QVector3D &p, const QVector3D &q) {
                return (q.x() - p.x()) * (notch.y() - p.y()) - (q.y() - p.y()) * (notch.x() - p.x());
            };
            const float s1 = side(a, b), s2 = side(b, c), s3 = side(c, a);
            QVERIFY(!((s1 > 0 && s2 > 0 && s3 > 0) || (s1 < 0 && s2 < 0 && s3 < 0)));
        }
    }

    void triangulateNonPlanarLoop()
    {
        // A saddle-shaped loop still gives n - 2 triangles using every corner.
        const QList<QVector3D> loop = {{0, 0, 0}, {1, 0, 1}, {2, 0, 0}, {2, 2, 1}, {1, 2, 0}, {0, 2, 1}};
        const QList<Triangle> tris = triangulatePolygon(loop);
        QCOMPARE(tris.size(), 4);
    }

    void holesThroughSelectedVerticesOnly()
    {
        QList<QVector3D> outline;
        Mesh prism = uPrism(&outline);
        QCOMPARE(fillHoles(prism, {9}), 1); // vertex 9 is on the top loop
        QCOMPARE(boundaryLoops(prism).size(), 1);
        for (qsizetype i = 16; i < prism.triangles.size(); ++i)
            QCOMPARE(prism.positions[prism.triangles[i][0]].z(), 1.0f);
    }

    void makeFaceClosesACube()
    {
        Mesh cube = makePrimitive(PrimitiveKind::Cube, 2, 16);
        deleteFaces(cube, facesFacing(cube, QVector3D(0, 0, 1)));
        // Four top corners, each a vertex of a different side, in a crossed order.
        QList<quint32> corners;
        for (const QVector3D &p : {QVector3D(-1, -1, 1), QVector3D(1, 1, 1), QVector3D(1, -1, 1), QVector3D(-1, 1, 1)})
            corners.append(quint32(cube.positions.indexOf(p)));
        QCOMPARE(makeFace(cube, corners), 2);
        QCOMPARE(closure(cube), SurfaceClosure::Outward);
        // Three vertices with no neighbour face away from the mesh's centre.
        Mesh loose;
        loose.positions = {{0, 0, 0}, {0, 0, 1}, {1, 0, 0}, {0, 1, 0}};
        loose.triangles = {};
        QCOMPARE(makeFace(loose, {1, 2, 3}), 1);
        QVERIFY(QVector3D::dotProduct(faceNormal(loose, loose.triangles[0]), QVector3D(1, 1, 1)) > 0);
        // Not a face: repeated or collinear.
        QCOMPARE(makeFace(loose, {1, 1, 2}), 0);
        loose.positions.append(QVector3D(0, 0, 2));
        QCOMPARE(makeFace(loose, {0, 1, 4}), 0);
    }

    void mergeToCentreAndToLast()
    {
        Mesh quad = grid(1); // vertices (0,0) (1,0) (0,1) (1,1)
        GeometryRemoval r = mergeVertices(quad, {1, 3}, QVector3D(1, 0.5f, 0));
        QCOMPARE(r.vertices, 1);
        QCOMPARE(r.triangles, 1);
        QCOMPARE(quad.vertexCount(), 3);
        QCOMPARE(quad.triangles.size(), 1);
        QVERIFY(quad.positions.contains(QVector3D(1, 0.5f, 0)));
        // Two triangles meeting at (0, 1) and (0, 1.1): merged where the
        // vertices agree, moved together but kept apart where their
        // texture coordinates differ.
        Mesh two;
        two.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 1.1f, 0}, {1, 1, 0}};
        two.texcoords = {{{0, 0}, {1, 0}, {0, 1}, {0, 1}, {1, 1}}};
        two.triangles = {{0, 2, 1}, {1, 3, 4}};
        Mesh same = two;
        r = mergeVertices(same, {2, 3}, QVector3D(0, 1.05f, 0));
        QCOMPARE(r.vertices, 1);
        QCOMPARE(r.triangles, 0);
        QCOMPARE(same.triangles, (QList<Triangle>{{0, 2, 1}, {1, 2, 3}}));
        QCOMPARE(same.positions[2], QVector3D(0, 1.05f, 0));
        Mesh seam = two;
        seam.texcoords[0][3] = QVector2D(0.5f, 1);
        r = mergeVertices(seam, {2, 3}, QVector3D(0, 1.05f, 0));
        QCOMPARE(r.vertices, 0);
        QCOMPARE(seam.vertexCount(), 5);
        QCOMPARE(seam.positions[2], QVector3D(0, 1.05f, 0));
        QCOMPARE(seam.positions[3], QVector3D(0, 1.05f, 0));
    }

    void mirroredHalfMergesIntoClosedMesh()
    {
        // A box from x = 0 to 1 without its face on x = 0.
        Mesh half = makePrimitive(PrimitiveKind::Cube, 1, 16);
        for (QVector3D &p : half.positions)
            p += QVector3D(0.5f, 0, 0);
        deleteFaces(half, facesFacing(half, QVector3D(-1, 0, 0)));
        QCOMPARE(half.vertexCount(), 20);
        Mesh merged = half;
        const QList<quint32> added = mirrorFaces(merged, 0, {}, true);
        QCOMPARE(added, range(10, 20));
        QCOMPARE(closure(merged), SurfaceClosure::Outward);
        QCOMPARE(merged.vertexCount(), 20 + 12); // the 8 seam vertices shared
        float minX = 0, maxX = 0;
        for (const QVector3D &p : merged.positions) {
            minX = std::min(minX, p.x());
            maxX = std::max(maxX, p.x());
        }
        QCOMPARE(minX, -1.0f);
        QCOMPARE(maxX, 1.0f);
        // Mirrored normals point out of the mirrored half (centred on x = -0.5).
        for (qsizetype v = 20; v < merged.vertexCount(); ++v) {
            QVERIFY(merged.positions[v].x() < 0);
            QVERIFY(QVector3D::dotProduct(merged.normals[v], merged.positions[v] - QVector3D(-0.5f, 0, 0)) > 0);
        }
        // Without merging the seam: closed by position too, every vertex copied.
        Mesh apart = half;
        mirrorFaces(apart, 0, {}, false);
        QCOMPARE(apart.vertexCount(), 40);
        QCOMPARE(closure(apart), SurfaceClosure::Outward);
    }

    void subdivideSplitsNeighbours()
    {
        Mesh one;
        one.positions = {{0, 0, 0}, {2, 0, 0}, {0, 2, 0}};
        one.normals = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
        one.texcoords = {{{0, 0}, {1, 0}, {0, 1}}};
        one.triangles = {{0, 2, 1}};
        QCOMPARE(subdivideFaces(one, {}), (QList<quint32>{0, 1, 2, 3}));
        QCOMPARE(one.vertexCount(), 6);
        QCOMPARE(one.positions.mid(3), (QList<QVector3D>{{0, 1, 0}, {1, 1, 0}, {1, 0, 0}}));
        QCOMPARE(one.texcoords[0].mid(3), (QList<QVector2D>{{0, 0.5f}, {0.5f, 0.5f}, {0.5f, 0}}));
        for (const Triangle &t : one.triangles)
            QVERIFY(faceNormal(one, t).z() > 0);

        // One face of a closed cube: the cube stays closed (neighbours split).
        Mesh cube = makePrimitive(PrimitiveKind::Cube, 2, 16);
        const QList<quint32> top = facesFacing(cube, QVector3D(0, 0, 1));
        const QList<quint32> pieces = subdivideFaces(cube, top);
        QCOMPARE(pieces.size(), 8);
        QCOMPARE(closure(cube), SurfaceClosure::Outward);
    }

    void extrudeKeepsClosedAndOutward()
    {
        Mesh cube = makePrimitive(PrimitiveKind::Cube, 2, 16);
        const QList<quint32> top = facesFacing(cube, QVector3D(0, 0, 1));
        const QList<quint32> walls = extrudeFaces(cube, top, 1.5f);
        QCOMPARE(walls.size(), 8);
        QCOMPARE(cube.triangles.size(), 20);
        QCOMPARE(closure(cube), SurfaceClosure::Outward);
        for (quint32 f : top)
            for (quint32 v : cube.triangles[f])
                QCOMPARE(cube.positions[v].z(), 2.5f);
        QVERIFY(cube.validate().isEmpty());
        // Every vertex used.
        QList<bool> used(cube.vertexCount(), false);
        for (const Triangle &t : cube.triangles)
            for (quint32 v : t)
                used[v] = true;
        QVERIFY(!used.contains(false));
    }

    void primitivesZUp_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QVector3D>("extent");
        QTest::addColumn<bool>("closed");
        QTest::newRow("cube") << int(PrimitiveKind::Cube) << QVector3D(2, 2, 2) << true;
        QTest::newRow("sphere") << int(PrimitiveKind::Sphere) << QVector3D(2, 2, 2) << true;
        QTest::newRow("cylinder") << int(PrimitiveKind::Cylinder) << QVector3D(2, 2, 2) << true;
        QTest::newRow("cone") << int(PrimitiveKind::Cone) << QVector3D(2, 2, 2) << true;
        QTest::newRow("plane") << int(PrimitiveKind::Plane) << QVector3D(2, 2, 0) << false;
        QTest::newRow("torus") << int(PrimitiveKind::Torus) << QVector3D(2, 2, 0.5f) << true;
    }

    void primitivesZUp()
    {
        QFETCH(int, kind);
        QFETCH(QVector3D, extent);
        QFETCH(bool, closed);
        // 16 segments: a vertex lies on each of +-X and +-Y, so the extent is exact.
        const Mesh mesh = makePrimitive(PrimitiveKind(kind), 2.0f, 16);
        QVERIFY(mesh.validate().isEmpty());
        QCOMPARE(mesh.normals.size(), mesh.vertexCount());
        QCOMPARE(mesh.texcoords.size(), 1);
        QCOMPARE(mesh.texcoords[0].size(), mesh.vertexCount());
        QVector3D lo(1e9f, 1e9f, 1e9f), hi(-1e9f, -1e9f, -1e9f);
        for (const QVector3D &p : mesh.positions)
            for (int a = 0; a < 3; ++a) {
                lo[a] = std::min(lo[a], p[a]);
                hi[a] = std::max(hi[a], p[a]);
            }
        for (int a = 0; a < 3; ++a) {
            QVERIFY2(std::abs(hi[a] - lo[a] - extent[a]) < 1e-5f, qPrintable(QString::number(hi[a] - lo[a])));
            QVERIFY(std::abs(hi[a] + lo[a]) < 1e-5f); // centred
        }
        for (const QVector3D &n : mesh.normals)
            QVERIFY(std::abs(n.length() - 1) < 1e-5f);
        QList<bool> used(mesh.vertexCount(), false);
        for (const Triangle &t : mesh.triangles)
            for (quint32 v : t)
                used[v] = true;
        QVERIFY(!used.contains(false));
        for (const QVector2D &uv : mesh.texcoords[0])
            QVERIFY(uv.x() >= 0 && uv.x() <= 1 && uv.y() >= 0 && uv.y() <= 1);
        if (closed) {
            QCOMPARE(closure(mesh), SurfaceClosure::Outward);
        } else {
            QCOMPARE(facesFacing(mesh, QVector3D(0, 0, 1)).size(), mesh.triangles.size());
            for (const QVector3D &n : mesh.normals)
                QCOMPARE(n, QVector3D(0, 0, 1));
        }
        // Face normals agree with vertex normals (outward shading).
        for (const Triangle &t : mesh.triangles)
            QVERIFY(
                QVector3D::dotProduct(faceNormal(mesh, t), mesh.normals[t[0]] + mesh.normals[t[1]] + mesh.normals[t[2]])
                > 0);
    }

    void coneAndCylinderStandAlongZ()
    {
        const Mesh cone = makePrimitive(PrimitiveKind::Cone, 2.0f, 8);
        // The point is up: the only positions at z = 1 are on the axis.
        for (const QVector3D &p : cone.positions)
            if (p.z() == 1.0f)
                QCOMPARE(QVector2D(p.x(), p.y()), QVector2D(0, 0));
        const Mesh cylinder = makePrimitive(PrimitiveKind::Cylinder, 2.0f, 8);
        for (const QVector3D &p : cylinder.positions)
            QVERIFY(std::abs(p.z()) == 1.0f);
    }
};

QTEST_GUILESS_MAIN(TestRepairOps)
#include "tst_repairops.moc"
