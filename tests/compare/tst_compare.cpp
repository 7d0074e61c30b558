// The comparison as a pure function: a model against itself, against
// copies with one thing changed by a known amount, and against copies that
// reorder or split vertices without moving them.
#include "model/ops/Compare.h"
#include "model/ops/SampleModel.h"

#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace quarry;

namespace {

// A copy of `model` with mesh 0's vertices in reverse order (triangles
// renumbered) and every triangle's first corner given a vertex of its own:
// a split seam, nothing moved.
Model reorderedAndSplit(const Model &model)
{
    Model out = model;
    Mesh &mesh = out.meshes[0];
    const qsizetype n = mesh.vertexCount();
    const int k = mesh.influencesPerVertex;
    Mesh reversed = mesh;
    for (qsizetype v = 0; v < n; ++v) {
        const qsizetype from = n - 1 - v;
        reversed.positions[v] = mesh.positions[from];
        if (!mesh.normals.isEmpty())
            reversed.normals[v] = mesh.normals[from];
        for (auto &set : reversed.texcoords)
            set[v] = mesh.texcoords[&set - reversed.texcoords.data()][from];
        for (int j = 0; j < k; ++j) {
            reversed.blendIndexes[v * k + j] = mesh.blendIndexes[from * k + j];
            reversed.blendWeights[v * k + j] = mesh.blendWeights[from * k + j];
        }
    }
    for (Triangle &t : reversed.triangles)
        for (quint32 &c : t)
            c = quint32(n - 1) - c;
    // Split: the first corner of every fourth triangle gets a copy of its vertex.
    for (qsizetype i = 0; i < reversed.triangles.size(); i += 4) {
        const quint32 v = reversed.triangles[i][0];
        reversed.positions.append(reversed.positions[v]);
        if (!reversed.normals.isEmpty())
            reversed.normals.append(reversed.normals[v]);
        for (auto &set : reversed.texcoords)
            set.append(set[v]);
        for (int j = 0; j < k; ++j) {
            reversed.blendIndexes.append(reversed.blendIndexes[v * k + j]);
            reversed.blendWeights.append(reversed.blendWeights[v * k + j]);
        }
        reversed.triangles[i][0] = quint32(reversed.positions.size() - 1);
    }
    reversed.tangents.clear();
    reversed.colors.clear();
    reversed.customs.clear();
    mesh = reversed;
    return out;
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT

private slots:
    void modelAgainstItselfIsZero()
    {
        const Model model = makeSampleModel();
        QVERIFY(!model.animations.isEmpty());
        const CompareReport r = compareModels(model, model);
        QVERIFY(r.differences.isEmpty());
        QCOMPARE(r.joints.largest, 0.0);
        QCOMPARE(r.surface.largest, 0.0);
        QCOMPARE(r.bindSurface.largest, 0.0);
        QCOMPARE(r.joints.mean, 0.0);
        QCOMPARE(r.surface.mean, 0.0);
        QCOMPARE(r.texcoords.largest, 0.0);
        QCOMPARE(r.normals.largest, 0.0);
        QCOMPARE(r.unmatchedA, 0);
        QCOMPARE(r.unmatchedB, 0);
        QCOMPARE(r.verticesMatched, model.vertexCount());
        QCOMPARE(r.jointsMatched, int(model.skeleton.joints.size()));
        QCOMPARE(r.animations.size(), 1);
        // Every frame of the animation by default.
        QCOMPARE(r.animations[0].timeCount, model.animations[0].frameCount());
        QVERIFY(r.surface.samples > 0);
        QVERIFY(r.withinTolerance());
    }

    void oneMovedVertexIsFoundWithItsDistance()
    {
        const Model a = makeSampleModel();
        Model b = a;
        const float moved = 0.05f;
        const int vertex = 37;
        b.meshes[0].positions[vertex] += QVector3D(moved, 0, 0);
        const CompareReport r = compareModels(a, b);
        const double height = comparisonHeight(a);
        QVERIFY(height > 1);
        QVERIFY(qAbs(r.bindSurface.largest - moved / height) < 1e-6);
        QCOMPARE(r.bindSurface.mesh, 0);
        QCOMPARE(r.bindSurface.vertex, vertex);
        QCOMPARE(r.bindSurface.vertexB, vertex);
        // Moving, the same vertex stays the farthest, by about as much
        // (skinning blends two rotating joints).
        QCOMPARE(r.surface.vertex, vertex);
        QVERIFY(qAbs(r.surface.largest - moved / height) < 0.2 * moved / height);
        QCOMPARE(r.joints.largest, 0.0);
        QCOMPARE(r.unmatchedA, 0);
        // 0.05 is more than 0.5% of a 2.6 tall figure.
        QVERIFY(!r.withinTolerance());
        CompareOptions loose;
        loose.tolerance = 0.05;
        QVERIFY(compareModels(a, b, loose).withinTolerance());
    }

    void jointOffsetInTimeIsFoundAtThatJoint()
    {
        Model a = makeSampleModel();
        const int neck = int(a.skeleton.joints.size()) - 1;
        // The neck slides sideways over the clip, so its own position moves.
        Animation &clip = a.animations[0];
        JointTrack *track = clip.track(neck);
        QVERIFY(track);
        for (Vec3Key &k : track->translations)
            k.value += QVector3D(0, 0.3f * std::sin(k.time * 3.0f), 0);
        Model b = a;
        // B's neck does the same 0.25 s later.
        JointTrack *late = b.animations[0].track(neck);
        for (qsizetype i = 0; i < late->translations.size(); ++i)
            late->translations[i].value =
                track->translations[std::max<qsizetype>(0, i - qsizetype(std::lround(0.25 * clip.fps)))].value;
        const CompareReport r = compareModels(a, b);
        QVERIFY(r.joints.largest > 0.01);
        QCOMPARE(r.joints.joint, neck);
        QCOMPARE(r.joints.jointB, neck);
        QCOMPARE(r.joints.animation, 0);
        QVERIFY(r.joints.time > 0);
        QCOMPARE(r.bindSurface.largest, 0.0);
        QVERIFY(!r.withinTolerance());
        const QString text = compareReportText(r, a, b);
        QVERIFY2(text.contains(QStringLiteral("at joint \"%1\"").arg(a.skeleton.joints[neck].name)), qPrintable(text));
    }

    void reorderedAndSplitVerticesStillMatch()
    {
        const Model a = makeSampleModel();
        const Model b = reorderedAndSplit(a);
        QVERIFY(b.meshes[0].vertexCount() > a.meshes[0].vertexCount());
        for (const CompareReport &r : {compareModels(a, b), compareModels(b, a)}) {
            QCOMPARE(r.unmatchedA, 0);
            QCOMPARE(r.unmatchedB, 0);
            QVERIFY2(r.surface.largest < 1e-6, qPrintable(QString::number(r.surface.largest)));
            QVERIFY(r.texcoords.largest < 1e-6);
            QVERIFY(r.normals.largest < 1e-3);
            QVERIFY(r.withinTolerance());
            QCOMPARE(r.differences.size(), 2); // vertex counts: the model's and the mesh's
        }
    }

    void morphWeightsAreIncluded()
    {
        Model a = makeSampleModel();
        MorphTarget target;
        target.name = QStringLiteral("bulge");
        const int vertex = 12;
        target.vertices = {quint32(vertex)};
        target.positions = {a.meshes[0].positions[vertex] + QVector3D(0.2f, 0, 0)};
        a.meshes[0].morphs.append(target);
        Model b = a;
        MorphTrack track;
        track.mesh = 0;
        track.target = 0;
        track.weights = {{0.0f, 0.0f}, {float(a.animations[0].duration), 1.0f}};
        a.animations[0].morphTracks.append(track);
        const CompareReport r = compareModels(a, b);
        QCOMPARE(r.bindSurface.largest, 0.0);
        QCOMPARE(r.surface.vertex, vertex);
        QCOMPARE(r.surface.time, a.animations[0].duration);
        QVERIFY(qAbs(r.surface.largest - 0.2 / comparisonHeight(a)) < 0.2 * 0.2 / comparisonHeight(a));
    }

    void structureDifferencesAreListed()
    {
        const Model a = makeSampleModel();
        Model b = a;
        b.skeleton.joints[1].name = QStringLiteral("renamed");
        b.animations[0].fps = 30;
        b.materials.clear();
        for (Mesh &m : b.meshes)
            m.material = -1;
        const CompareReport r = compareModels(a, b);
        QStringList kinds;
        for (const StructureDifference &d : r.differences)
            kinds << d.kind;
        QVERIFY2(kinds.contains(QStringLiteral("joint")), qPrintable(kinds.join(QLatin1Char(','))));
        QVERIFY(kinds.contains(QStringLiteral("frame rate")));
        QVERIFY(kinds.contains(QStringLiteral("materials")));
        // Joints matched by name: the renamed one has no counterpart.
        QCOMPARE(r.jointsMatched, int(a.skeleton.joints.size()) - 1);
    }

    void explicitTimesAndFrames()
    {
        const Model a = makeSampleModel();
        CompareOptions options;
        options.frames = 7;
        QCOMPARE(compareModels(a, a, options).animations[0].timeCount, 7);
        options.times = {0.0, 0.5};
        QCOMPARE(compareModels(a, a, options).animations[0].timeCount, 2);
    }

    void deviationPerVertex()
    {
        const Model a = makeSampleModel();
        Model b = a;
        b.meshes[0].positions[5] += QVector3D(0, 0, 0.1f);
        const QList<QList<float>> d = vertexDeviations(a, b, 0, 0, 0.0);
        QCOMPARE(d.size(), a.meshes.size());
        QCOMPARE(d[0].size(), a.meshes[0].vertexCount());
        QVERIFY(qAbs(d[0][5] - 0.1 / comparisonHeight(a)) < 0.3 * 0.1 / comparisonHeight(a));
        QCOMPARE(d[0][4], 0.0f);
    }

    // A conversion made with --height (here: twice the size) fails on
    // scale alone, unless B is scaled to A's height first.
    void fitScaleMeasuresShapeAndMotionAlone()
    {
        const Model a = makeSampleModel();
        const Model big = scaledModel(a, 2.0);
        QVERIFY(std::abs(comparisonHeight(big) - 2 * comparisonHeight(a)) < 1e-4);
        const CompareReport plain = compareModels(a, big);
        QVERIFY(!plain.withinTolerance());
        QVERIFY(!plain.fitScale);
        QCOMPARE(plain.scale, 1.0);
        CompareOptions options;
        options.fitScale = true;
        const CompareReport fitted = compareModels(a, big, options);
        QVERIFY(fitted.fitScale);
        QVERIFY(std::abs(fitted.scale - 0.5) < 1e-6);
        QVERIFY2(fitted.withinTolerance(), qPrintable(compareReportText(fitted, a, big)));
        QVERIFY(fitted.surface.largest < 1e-5 && fitted.joints.largest < 1e-5);
        QVERIFY(compareReportText(fitted, a, big).contains(QStringLiteral("B scaled by 0.5")));
        const QJsonObject json = compareReportJson(fitted, a, big);
        QCOMPARE(json.value(QStringLiteral("fit_scale")).toBool(), true);
        QVERIFY(std::abs(json.value(QStringLiteral("scale")).toDouble() - 0.5) < 1e-6);
        // A moved vertex still shows, at its distance in A's units.
        Model moved = a;
        moved.meshes[0].positions[5] += QVector3D(0, 0, 0.1f);
        const CompareReport movedFitted = compareModels(a, scaledModel(moved, 2.0), options);
        QVERIFY(std::abs(movedFitted.bindSurface.largest - 0.1 / comparisonHeight(a)) < 1e-4);
    }
};

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
