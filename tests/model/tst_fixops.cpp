// The pure operations behind the hand-fixing commands, on hand-made meshes.
#include "model/Pose.h"
#include "model/ops/Conversion.h"
#include "model/ops/MeshCombine.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/SampleModel.h"
#include "model/ops/TexturePaths.h"
#include "model/ops/Validation.h"
#include "model/ops/VertexRemap.h"
#include "model/ops/Welding.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace quarry;

namespace {

// Two triangles sharing an edge, with the shared corners duplicated.
Mesh quadWithDuplicates()
{
    Mesh m;
    m.name = QStringLiteral("quad");
    m.positions = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 0, 0}, {1, 1, 0}, {0, 1, 0}};
    m.normals = QList<QVector3D>(6, QVector3D(0, 0, 1));
    m.triangles = {{0, 1, 2}, {3, 4, 5}};
    m.smoothing.groups = {1, 2};
    MorphTarget morph;
    morph.name = QStringLiteral("lift");
    morph.vertices = {5};
    morph.positions = {{0, 1, 1}};
    m.morphs = {morph};
    return m;
}

} // namespace

class TestFixOps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weldMergesDuplicates()
    {
        Mesh m = quadWithDuplicates();
        QCOMPARE(weldVertices(m), 2);
        QCOMPARE(m.vertexCount(), 4);
        QCOMPARE(m.triangles[1], (Triangle{0, 2, 3}));
        QCOMPARE(m.smoothing.groups, (QList<qint32>{1, 2}));
        // The morph follows its vertex to its new index.
        QCOMPARE(m.morphs[0].vertices, QList<quint32>{3});
        QVERIFY(m.validate().isEmpty());
    }

    void weldKeepsVerticesThatDifferInAnyStream()
    {
        Mesh m = quadWithDuplicates();
        m.normals[3] = QVector3D(0, 0, -1);
        QCOMPARE(weldVertices(m), 1); // only the (1,1,0) pair
    }

    void weldSaysWhatKeptVerticesApart()
    {
        Mesh m = quadWithDuplicates();
        m.normals[3] = QVector3D(0, 0, -1);
        m.texcoords = {QList<QVector2D>(6, QVector2D(0, 0))};
        m.texcoords[0][3] = QVector2D(1, 0);
        WeldOptions options;
        const WeldStats stats = weldVertices(m, options);
        QCOMPARE(stats.removed, 1);
        QCOMPARE(stats.keptApart, 1);
        QCOMPARE(stats.apartBy[size_t(WeldAttribute::Normal)], 1);
        QCOMPARE(stats.apartBy[size_t(WeldAttribute::TextureCoordinates)], 1);
        QCOMPARE(stats.apartBy[size_t(WeldAttribute::Color)], 0);
        const QString text = describeKeptApart(stats);
        QVERIFY2(text.contains(QLatin1String("1 vertices")) || text.contains(QLatin1String("1 vertex")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("normals (1)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("texture coordinates (1)")), qPrintable(text));
        QVERIFY(describeKeptApart(WeldStats{}).isEmpty());
    }

    void weldByPositionOnlyIgnoresTheOtherStreams()
    {
        Mesh m = quadWithDuplicates();
        m.normals[3] = QVector3D(0, 0, -1);
        m.texcoords = {QList<QVector2D>(6, QVector2D(0, 0))};
        m.texcoords[0][4] = QVector2D(1, 0);
        WeldOptions options;
        options.positionOnly = true;
        const WeldStats stats = weldVertices(m, options);
        QCOMPARE(stats.removed, 2);
        QCOMPARE(stats.keptApart, 0);
        QCOMPARE(m.vertexCount(), 4);
        QCOMPARE(m.normals[0], QVector3D(0, 0, 1)); // the first vertex's streams win
        QCOMPARE(m.triangles[1], (Triangle{0, 2, 3}));
        QVERIFY(m.validate().isEmpty());
    }

    void weldByPositionOnlyKeepsMorphedVertices()
    {
        Mesh m = quadWithDuplicates();
        m.positions[5] = QVector3D(0, 0, 0); // the morphed vertex on top of vertex 0
        WeldOptions options;
        options.positionOnly = true;
        const WeldStats stats = weldVertices(m, options);
        QCOMPARE(stats.removed, 2); // (0,3) and (2,4); 5 stays
        QCOMPARE(stats.apartBy[size_t(WeldAttribute::Morph)], 1);
    }

    void weldToleranceAcrossCellBorders()
    {
        Mesh m = quadWithDuplicates();
        m.positions[3] = QVector3D(-4e-6f, 0, 0); // near 0 but in a neighbouring cell
        QCOMPARE(weldVertices(m, 1e-5f), 2);
    }

    void unweldGivesEachCornerAVertex()
    {
        Mesh m = quadWithDuplicates();
        weldVertices(m);
        QCOMPARE(unweldVertices(m), 2);
        QCOMPARE(m.vertexCount(), 6);
        QCOMPARE(m.positions[4], QVector3D(1, 1, 0));
        QCOMPARE(m.morphs[0].vertices, QList<quint32>{5});
    }

    void mergeFillsMissingStreams()
    {
        Mesh a = quadWithDuplicates();
        Mesh b;
        b.positions = {{0, 0, 2}, {1, 0, 2}, {0, 1, 2}};
        b.triangles = {{0, 1, 2}};
        b.colors = QList<QVector4D>(3, QVector4D(1, 0, 0, 1));
        b.influencesPerVertex = 1;
        b.blendIndexes = {0, 0, 0};
        b.blendWeights = {1, 1, 1};
        const Mesh m = mergeMeshes({a, b});
        QCOMPARE(m.vertexCount(), 9);
        QCOMPARE(m.triangles.last(), (Triangle{6, 7, 8}));
        QCOMPARE(m.normals.size(), 9);
        QCOMPARE(m.normals[7], QVector3D());
        QCOMPARE(m.colors.size(), 9);
        QCOMPARE(m.colors[0], QVector4D(1, 1, 1, 1));
        QCOMPARE(m.blendWeights.size(), 9);
        QCOMPARE(m.blendWeights[0], 0.0f);
        QCOMPARE(m.smoothing.groups, (QList<qint32>{1, 2, -1}));
        QVERIFY2(m.validate().isEmpty(), qPrintable(m.validate()));
    }

    void extractAndConnectedParts()
    {
        Mesh m = quadWithDuplicates();
        QCOMPARE(connectedParts(m).size(), 2); // duplicated corners: two islands
        const Mesh part = extractTriangles(m, {1}, QStringLiteral("b"));
        QCOMPARE(part.vertexCount(), 3);
        QCOMPARE(part.positions[2], QVector3D(0, 1, 0));
        QCOMPARE(part.smoothing.groups, QList<qint32>{2});
        QCOMPARE(part.morphs[0].vertices, QList<quint32>{2});
        QCOMPARE(m.vertexCount(), 3);
        QCOMPARE(m.morphs[0].vertices, QList<quint32>{});
    }

    void texturePaths()
    {
        TexturePathFix fix;
        fix.stripDirectories = true;
        QCOMPARE(fixTexturePath(QStringLiteral("a/b\\c.tga"), fix), QStringLiteral("c.tga"));
        fix.extension = QStringLiteral(".png");
        QCOMPARE(fixTexturePath(QStringLiteral("dir.v2/skin"), fix), QStringLiteral("skin.png"));
        fix.stripDirectories = false;
        QCOMPARE(fixTexturePath(QStringLiteral("dir.v2/skin.tga"), fix), QStringLiteral("dir.v2/skin.png"));

        // Materials named after their texture (no maps, IQE and IQM): the name is the path.
        Model m = makeSampleModel();
        m.materials[0].maps.clear();
        m.materials[0].name = QStringLiteral("models\\hero\\body.tga");
        m.materials[1].maps.clear();
        m.materials[1].name = QStringLiteral("head"); // not a file name: left alone
        fix.stripDirectories = true;
        QCOMPARE(fixTexturePaths(m, fix), 1);
        QCOMPARE(m.materials[0].name, QStringLiteral("body.png"));
        QCOMPARE(m.materials[1].name, QStringLiteral("head"));
    }

    void validationFindsEachProblem()
    {
        Model model = makeSampleModel();
        Mesh &m = model.meshes[0];
        m.positions[3].setX(std::nanf(""));
        m.triangles[4] = {7, 7, 8};
        m.positions.append(QVector3D(9, 9, 9)); // unused vertex, with all its streams
        m.normals.append(QVector3D(0, 0, 1));
        m.texcoords[0].append(QVector2D());
        m.blendIndexes.append({0, 0});
        m.blendWeights.append({0.5f, 0.0f}); // does not sum to one
        for (int i = 0; i < 256; ++i) {
            Joint j;
            j.name = QStringLiteral("extra%1").arg(i);
            model.skeleton.joints.append(j);
        }
        QTemporaryDir dir;
        // A texture that is there and decodes (an empty file would not).
        QImage pixel(1, 1, QImage::Format_RGB32);
        pixel.fill(Qt::gray);
        QVERIFY(pixel.save(dir.filePath(QStringLiteral("body.png"))));
        ValidationOptions options;
        options.baseDirectory = dir.path();
        const QList<Finding> findings = validateModel(model, options);
        auto find = [&findings](Finding::Check check) -> const Finding * {
            for (const Finding &f : findings)
                if (f.check == check)
                    return &f;
            return nullptr;
        };
        QVERIFY(find(Finding::Check::NotANumber));
        QCOMPARE(find(Finding::Check::NotANumber)->selection.vertices.value(0), QList<quint32>{3});
        QVERIFY(find(Finding::Check::DegenerateTriangle));
        QVERIFY(find(Finding::Check::DegenerateTriangle)->selection.faces.value(0).contains(4u));
        QVERIFY(find(Finding::Check::UnusedVertex));
        QVERIFY(find(Finding::Check::UnusedVertex)->selection.vertices.value(0).contains(quint32(m.vertexCount() - 1)));
        QVERIFY(find(Finding::Check::WeightSum));
        QVERIFY(find(Finding::Check::TooManyJoints));
        QCOMPARE(find(Finding::Check::TooManyJoints)->selection.joints.size(), 259 - 255);
        const Finding *missing = find(Finding::Check::MissingTexture);
        QVERIFY(missing);
        QVERIFY(missing->message.contains(QLatin1String("head.png")));
        QCOMPARE(missing->selection.materials, QList<int>{1}); // body.png exists
        QVERIFY(!find(Finding::Check::TooManyInfluences));

        // A material named after its texture (IQE, IQM) is checked by its name.
        Model named = makeSampleModel();
        named.materials[0].maps.clear();
        named.materials[0].name = QStringLiteral("body.png"); // exists
        named.materials[1].maps.clear();
        named.materials[1].name = QStringLiteral("skins/head.tga"); // missing
        const QList<Finding> namedFindings = validateModel(named, options);
        QCOMPARE(namedFindings.size(), 1);
        QCOMPARE(namedFindings[0].check, Finding::Check::MissingTexture);
        QVERIFY(namedFindings[0].message.contains(QLatin1String("skins/head.tga")));

        Mesh &many = model.meshes[1];
        many.influencesPerVertex = 5;
        many.blendIndexes = QList<quint32>(many.vertexCount() * 5, 0);
        many.blendWeights = QList<float>(many.vertexCount() * 5, 0.2f);
        QVERIFY(validateModel(model, options).size() > findings.size());
    }

    void conversionAppliesTheFixes()
    {
        Model m = makeSampleModel();
        Joint spare;
        spare.name = QStringLiteral("spare");
        spare.parent = 0;
        m.skeleton.joints.append(spare);
        m.materials[0].maps[0].path = QStringLiteral("art/body.tga");
        ConversionSettings s;
        s.removeUnusedJoints = true;
        s.dropToGround = true;
        s.centre = true;
        s.flipNormals = true;
        s.texturePaths.stripDirectories = true;
        s.texturePaths.extension = QStringLiteral("png");
        Similarity lift;
        lift.translation = QVector3D(1, 2, 3);
        transformModel(m, lift);
        const QVector3D normal = m.meshes[0].normals[0];
        QString error;
        const QStringList messages = applyConversion(m, s, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(m.skeleton.joints.size(), 3);
        const Bounds b = poseBounds(m, -1, 0);
        QVERIFY(qAbs(b.min.z()) < 1e-4f);
        QVERIFY(qAbs(b.center().x()) < 1e-4f && qAbs(b.center().y()) < 1e-4f);
        QCOMPARE(m.meshes[0].normals[0], -normal);
        QCOMPARE(m.materials[0].maps[0].path, QStringLiteral("body.png"));
        QVERIFY(messages.join(QLatin1Char('\n')).contains(QLatin1String("unused joints")));
    }

    void cleanSampleValidates() { QVERIFY(validateModel(makeSampleModel()).isEmpty()); }
};

QTEST_GUILESS_MAIN(TestFixOps)
#include "tst_fixops.moc"
