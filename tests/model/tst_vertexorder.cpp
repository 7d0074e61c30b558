// Vertex-cache and vertex-fetch ordering (model/ops/VertexOrder, through
// meshoptimizer): the same surface with every stream and morph kept, a
// lower average cache miss ratio, and `quarry convert --optimize` writing
// files that read back as the same model.
#include "CliRunner.h"
#include "TestMeshes.h"
#include "io/Formats.h"
#include "model/ops/SampleModel.h"
#include "model/ops/VertexOrder.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace quarry;
using namespace quarry::test;

namespace {

// Each triangle as its corners' positions, normals and texcoords, rotated
// to start at its smallest corner (the winding kept), the list sorted:
// equal for two meshes with the same surface and attributes in any order.
QList<QList<float>> surface(const Mesh &mesh)
{
    QList<QList<float>> out;
    for (const Triangle &t : mesh.triangles) {
        QList<QList<float>> corners;
        for (quint32 v : t) {
            QList<float> c = {mesh.positions[v].x(), mesh.positions[v].y(), mesh.positions[v].z()};
            if (!mesh.normals.isEmpty())
                c << mesh.normals[v].x() << mesh.normals[v].y() << mesh.normals[v].z();
            for (const auto &set : mesh.texcoords)
                c << set[v].x() << set[v].y();
            for (int k = 0; k < mesh.influencesPerVertex; ++k)
                c << float(mesh.blendIndexes[v * mesh.influencesPerVertex + k])
                  << mesh.blendWeights[v * mesh.influencesPerVertex + k];
            corners << c;
        }
        const auto first = std::min_element(corners.begin(), corners.end()) - corners.begin();
        std::rotate(corners.begin(), corners.begin() + first, corners.end());
        out << (corners[0] + corners[1] + corners[2]);
    }
    std::sort(out.begin(), out.end());
    return out;
}

// A sphere with its triangles shuffled: a poor order for the cache.
Mesh shuffledSphere()
{
    Mesh mesh = test::sphereModel(40, 80).meshes.first();
    QRandomGenerator random(7);
    for (qsizetype i = mesh.triangles.size() - 1; i > 0; --i)
        std::swap(mesh.triangles[i], mesh.triangles[qsizetype(random.bounded(qint64(0), qint64(i) + 1))]);
    mesh.texcoords = {QList<QVector2D>(mesh.vertexCount())};
    for (qsizetype v = 0; v < mesh.vertexCount(); ++v)
        mesh.texcoords[0][v] = QVector2D(float(v % 97) / 97.0f, float(v % 89) / 89.0f);
    mesh.positions.append(QVector3D(9, 9, 9)); // used by no triangle: kept, last
    mesh.normals.append(QVector3D(0, 0, 1));
    mesh.texcoords[0].append(QVector2D(0.5f, 0.5f));
    return mesh;
}

} // namespace

class TestVertexOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSurfaceFewerMisses()
    {
        const Mesh before = shuffledSphere();
        QVERIFY(before.validate().isEmpty());
        const Mesh after = optimizeVertexOrder(before);
        QVERIFY(after.validate().isEmpty());
        QCOMPARE(after.vertexCount(), before.vertexCount());
        QCOMPARE(after.triangles.size(), before.triangles.size());
        QCOMPARE(surface(after), surface(before));
        QCOMPARE(after.positions.last(), QVector3D(9, 9, 9));
        const double missesBefore = averageCacheMissRatio(before);
        const double missesAfter = averageCacheMissRatio(after);
        QVERIFY2(missesAfter < missesBefore * 0.6,
                 qPrintable(QStringLiteral("%1 -> %2").arg(missesBefore).arg(missesAfter)));
        // Vertices come in the order the triangles first use them.
        quint32 next = 0;
        for (const Triangle &t : after.triangles)
            for (quint32 v : t) {
                QVERIFY(v <= next);
                if (v == next)
                    ++next;
            }
        // Ordering again changes nothing more.
        QCOMPARE(surface(optimizeVertexOrder(after)), surface(before));
    }

    void skinnedSampleKeepsEverything()
    {
        Model model = makeSampleModel();
        const Model original = model;
        const VertexOrderReport report = optimizeVertexOrder(model);
        QVERIFY(report.triangles > 0);
        QVERIFY(report.missRatioAfter <= report.missRatioBefore);
        QCOMPARE(model.meshes.size(), original.meshes.size());
        for (qsizetype i = 0; i < model.meshes.size(); ++i) {
            QVERIFY(model.meshes[i].validate().isEmpty());
            QCOMPARE(surface(model.meshes[i]), surface(original.meshes[i]));
            QCOMPARE(model.meshes[i].name, original.meshes[i].name);
        }
        QCOMPARE(model.skeleton, original.skeleton);
        QCOMPARE(model.animations, original.animations);
    }

    void brokenMeshIsLeftAlone()
    {
        Mesh mesh = shuffledSphere();
        mesh.triangles.append(Triangle{0, 1, 99999});
        QCOMPARE(optimizeVertexOrder(mesh), mesh);
    }

    void convertOptimizeRoundTrips()
    {
        QTemporaryDir dir;
        Model model;
        model.meshes = {shuffledSphere()};
        const QString in = dir.filePath(QStringLiteral("in.iqe"));
        QVERIFY(writeModelFile(model, in, QStringLiteral("iqe")).ok());
        for (const QString &name : {QStringLiteral("out.iqm"), QStringLiteral("out.iqe")}) {
            const QString out = dir.filePath(name);
            const CliRun run = runQuarry({QStringLiteral("convert"), in, out, QStringLiteral("--optimize")},
                                         CliOptions().withoutDisplay());
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QVERIFY2(run.err.contains(QLatin1String("average cache miss ratio")), qPrintable(run.err));
            const ReadResult back = readModelFile(out);
            QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
            const ReadResult source = readModelFile(in);
            QVERIFY(source.ok());
            QCOMPARE(back.model.meshes.size(), 1);
            QCOMPARE(surface(back.model.meshes[0]), surface(source.model.meshes[0]));
            QVERIFY(averageCacheMissRatio(back.model.meshes[0]) < averageCacheMissRatio(source.model.meshes[0]));
        }
    }
};

QTEST_GUILESS_MAIN(TestVertexOrder)
#include "tst_vertexorder.moc"
