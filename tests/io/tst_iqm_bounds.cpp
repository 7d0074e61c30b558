// The IQM writer's derived sections against the straightforward way of
// making them: per-frame bounds against skinning every vertex of every
// mesh with skinMesh (bit for bit, on one thread and on several), and
// adjacency against matching vertices through a hash of their bytes.
#include "io/Formats.h"
#include "io/iqm/IqmAdjacency.h"
#include "io/iqm/IqmBounds.h"
#include "io/iqm/IqmFrameEncoder.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"
#include "model/Pose.h"
#include "model/ops/Resample.h"

#include <QHash>
#include <QTest>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

using namespace quarry;
using namespace quarry::iqm;

namespace {

// What the writer quantizes: four weights per vertex as bytes, indexes as
// little-endian ushorts (simply rounded here; any bytes will do).
void quantize(const Mesh &mesh, QByteArray &weights, QByteArray &indexes)
{
    const qsizetype n = mesh.vertexCount();
    weights = QByteArray(n * 4, '\0');
    indexes = QByteArray(n * 8, '\0');
    const int k = mesh.influencesPerVertex;
    for (qsizetype v = 0; v < n; ++v) {
        for (int j = 0; j < std::min(k, 4); ++j) {
            weights[v * 4 + j] = char(
                quint8(std::lround(std::clamp(mesh.blendWeights[v * k + j], 0.0f, 1.0f) * 255.0f)));
            qToLittleEndian<quint16>(quint16(mesh.blendIndexes[v * k + j]), indexes.data() + (v * 4 + j) * 2);
        }
    }
}

// The bounds as the writer used to make them: skinMesh for every frame.
QList<float> referenceBounds(const Skeleton &skeleton, const QList<Mesh> &meshes, const EncodedFrames &frames,
                             const QList<QByteArray> &weights, const QList<QByteArray> &indexes)
{
    const qsizetype joints = skeleton.joints.size();
    QList<Mesh> skinned;
    for (qsizetype m = 0; m < meshes.size(); ++m) {
        Mesh s;
        s.positions = meshes[m].positions;
        if (!weights[m].isEmpty()) {
            const qsizetype n = s.positions.size();
            s.influencesPerVertex = 4;
            s.blendIndexes.resize(n * 4);
            s.blendWeights.resize(n * 4);
            for (qsizetype i = 0; i < n * 4; ++i) {
                s.blendWeights[i] = float(quint8(weights[m][i])) / 255.0f;
                s.blendIndexes[i] = quint32(qFromLittleEndian<quint16>(indexes[m].constData() + 2 * i));
            }
        }
        skinned.append(std::move(s));
    }
    QList<float> out;
    QList<Transform> local(joints);
    FrameDecoder decode(frames);
    for (int f = 0; f < frames.frameCount; ++f) {
        const float *values = decode(f);
        for (qsizetype j = 0; j < joints; ++j) {
            const float *v = values + j * kChannels;
            local[j].translation = QVector3D(v[0], v[1], v[2]);
            local[j].rotation = QQuaternion(v[6], v[3], v[4], v[5]);
            local[j].scale = QVector3D(v[7], v[8], v[9]);
        }
        const QList<QMatrix4x4> skin = skinningMatrices(skeleton, worldMatrices(skeleton, local));
        Bounds box;
        double xy = 0, radius = 0;
        for (const Mesh &mesh : std::as_const(skinned)) {
            const QList<QVector3D> positions = mesh.isSkinned() ? skinMesh(mesh, skin).positions : mesh.positions;
            for (const QVector3D &p : positions) {
                box.add(p);
                const double r = double(p.x()) * p.x() + double(p.y()) * p.y();
                xy = std::max(xy, r);
                radius = std::max(radius, r + double(p.z()) * p.z());
            }
        }
        if (!box.isValid())
            box.min = box.max = QVector3D();
        out << box.min.x() << box.min.y() << box.min.z() << box.max.x() << box.max.y() << box.max.z()
            << float(std::sqrt(xy)) << float(std::sqrt(radius));
    }
    return out;
}

// Adjacency by a hash of each vertex's bytes and a sort of all edges.
QList<quint32> referenceAdjacency(const QList<Triangle> &triangles, const QList<QVector3D> &positions,
                                  const QByteArray &blends)
{
    QHash<QByteArray, quint32> ids;
    QList<quint32> idOf(positions.size());
    const qsizetype blendBytes = positions.isEmpty() ? 0 : blends.size() / positions.size();
    for (qsizetype v = 0; v < positions.size(); ++v) {
        QByteArray key(reinterpret_cast<const char *>(&positions[v]), sizeof(QVector3D));
        key.append(blends.constData() + v * blendBytes, blendBytes);
        idOf[v] = ids.insert(key, ids.value(key, quint32(ids.size()))).value();
    }
    std::vector<std::pair<quint64, quint32>> edges;
    for (qsizetype t = 0; t < triangles.size(); ++t) {
        for (int e = 0; e < 3; ++e) {
            quint64 a = idOf[triangles[t][e]], b = idOf[triangles[t][(e + 1) % 3]];
            edges.emplace_back((std::min(a, b) << 32) | std::max(a, b), quint32(t * 3 + e));
        }
    }
    std::sort(edges.begin(), edges.end());
    QList<quint32> adjacency(triangles.size() * 3, 0xFFFFFFFFu);
    for (size_t i = 0; i < edges.size();) {
        size_t j = i;
        while (j < edges.size() && edges[j].first == edges[i].first)
            ++j;
        if (j - i == 2) {
            adjacency[edges[i].second] = edges[i + 1].second / 3;
            adjacency[edges[i + 1].second] = edges[i].second / 3;
        }
        i = j;
    }
    return adjacency;
}

QByteArray writeIqmBytes(const Model &model)
{
    return writeIqm(model, QStringLiteral("bounds.iqm")).data;
}

ReadResult readModelBytes(const QByteArray &bytes, const QString &path)
{
    return readIqm(path, bytes, ReadOptions{});
}

// Blend bytes of every mesh, as the writer quantizes them.
struct Quantized
{
    QList<QByteArray> weights, indexes;
};

Quantized quantizeAll(const QList<Mesh> &meshes)
{
    Quantized q;
    for (const Mesh &m : meshes) {
        QByteArray w, i;
        if (m.isSkinned())
            quantize(m, w, i);
        q.weights.append(w);
        q.indexes.append(i);
    }
    return q;
}

// How much larger the conservative bounds are than the exact ones (each
// of the eight numbers' distance, as a share of the exact box's diagonal
// in that frame), the largest over all frames; -1 where one is not
// inside the other.
double widening(const QList<float> &exact, const QList<float> &wide, double *mean = nullptr)
{
    double worst = 0, sum = 0;
    for (qsizetype f = 0; f * 8 < exact.size(); ++f) {
        const float *e = exact.constData() + f * 8, *w = wide.constData() + f * 8;
        for (int c = 0; c < 3; ++c)
            if (w[c] > e[c] || w[3 + c] < e[3 + c])
                return -1;
        if (w[6] < e[6] || w[7] < e[7])
            return -1;
        const double diagonal = QVector3D(e[3] - e[0], e[4] - e[1], e[5] - e[2]).length();
        double frame = 0;
        for (int c = 0; c < 8; ++c)
            frame = std::max(frame, std::abs(double(w[c]) - double(e[c])) / diagonal);
        worst = std::max(worst, frame);
        sum += frame;
    }
    if (mean)
        *mean = exact.isEmpty() ? 0 : sum / double(exact.size() / 8);
    return worst;
}

bool sameBits(const QList<float> &a, const QList<float> &b)
{
    return a.size() == b.size() && std::memcmp(a.constData(), b.constData(), size_t(a.size()) * sizeof(float)) == 0;
}

} // namespace

class TestIqmBounds : public QObject
{
    Q_OBJECT

private:
    Model m_model;

private Q_SLOTS:
    void initTestCase()
    {
        const ReadResult r = readModelFile(QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm"));
        if (!r.ok())
            QSKIP("corpus file iqm/mrfixit.iqm not found (QUARRY_CORPUS_DIR)");
        m_model = r.model;
        // The writer's own files: the kept file would be written back as
        // it was (IqmReplay.h).
        m_model.extras.remove(QLatin1String(kIqmSource));
        QVERIFY(!m_model.animations.isEmpty());
    }

    void boundsAsSkinningEveryVertex_data()
    {
        QTest::addColumn<int>("copies");
        QTest::newRow("one copy (one thread)") << 1;
        QTest::newRow("30 copies (threads)") << 30; // over two million vertex-frames
    }

    void boundsAsSkinningEveryVertex()
    {
        QFETCH(int, copies);
        // Copies moved apart, one of them unskinned, and one vertex repeated.
        QList<Mesh> meshes;
        for (int i = 0; i < copies; ++i) {
            for (Mesh m : std::as_const(m_model.meshes)) {
                for (QVector3D &p : m.positions)
                    p += QVector3D(float(i) * 3.0f, -float(i), 0.5f * float(i % 3));
                meshes.append(std::move(m));
            }
        }
        Mesh still = m_model.meshes[0];
        still.influencesPerVertex = 0;
        still.blendIndexes.clear();
        still.blendWeights.clear();
        for (QVector3D &p : still.positions)
            p += QVector3D(0, 0, -40);
        meshes.append(still);
        meshes[0].positions[1] = meshes[0].positions[0];
        QList<QByteArray> weights(meshes.size()), indexes(meshes.size());
        for (qsizetype m = 0; m < meshes.size(); ++m)
            if (meshes[m].isSkinned())
                quantize(meshes[m], weights[m], indexes[m]);
            else
                weights[m] = indexes[m] = QByteArray();
        // Mixed: the unskinned mesh has zero blend bytes like the writer gives it.
        weights.last() = QByteArray(still.vertexCount() * 4, '\0');
        indexes.last() = QByteArray(still.vertexCount() * 8, '\0');

        const EncodedFrames frames = encodeFrames(m_model.skeleton, m_model.animations);
        QVERIFY(frames.frameCount > 1);
        const QList<float> got = frameBounds(m_model.skeleton, meshes, frames, weights, indexes);
        const QList<float> expected = referenceBounds(m_model.skeleton, meshes, frames, weights, indexes);
        QCOMPARE(got.size(), qsizetype(frames.frameCount) * 8);
        QVERIFY(sameBits(got, expected));
        // The box moves with the animation: the check is not of constants.
        QVERIFY(got[0] != got[(frames.frameCount / 2) * 8] || got[3] != got[(frames.frameCount / 2) * 8 + 3]);
    }

    // Every skinned vertex of every frame inside the cheap bounds: the exact
    // bounds (referenceBounds skins each vertex with skinMesh) inside them.
    void conservativeBoundsHoldEveryVertex_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("margin"); // the widening measured for the README, with room
        QTest::newRow("mrfixit (IQM)") << QStringLiteral("mrfixit") << 0.2;
        QTest::newRow("DokuroChan (XMF, 30 fps)") << QStringLiteral("dokuro") << 0.15;
    }

    void conservativeBoundsHoldEveryVertex()
    {
        QFETCH(QString, model);
        QFETCH(double, margin);
        Model m = m_model;
        if (model == QLatin1String("dokuro")) {
            const QString dir = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/");
            ReadOptions options;
            options.companions << dir + QStringLiteral("DokuroChan.xsf")
                               << dir + QStringLiteral("DokuroChan_test_bone.xaf");
            const ReadResult r = readModelFile(dir + QStringLiteral("DokuroChan.xmf"), options);
            if (!r.ok())
                QSKIP("corpus xmf/dokuro not found");
            m = r.model;
            QCOMPARE(m.animations.size(), 1);
            m.animations[0] = resampleAnimation(m.animations[0], 30.0);
        }
        const Quantized q = quantizeAll(m.meshes);
        const EncodedFrames frames = encodeFrames(m.skeleton, m.animations);
        QVERIFY(frames.frameCount > 1);
        const QList<float> exact = referenceBounds(m.skeleton, m.meshes, frames, q.weights, q.indexes);
        const QList<float> wide = conservativeFrameBounds(m.skeleton, m.meshes, frames, q.weights, q.indexes);
        QCOMPARE(wide.size(), exact.size());
        double mean = 0;
        const double w = widening(exact, wide, &mean);
        qInfo("%s: %d frames, conservative bounds at most %.2f%% (mean over frames %.2f%%) of the box's diagonal "
              "wider than the exact ones",
              qPrintable(model), frames.frameCount, w * 100, mean * 100);
        QVERIFY2(w >= 0, "a skinned vertex lies outside the conservative bounds");
        QVERIFY2(w < margin, qPrintable(QString::number(w)));
        // They follow the animation, not one box for every frame.
        QVERIFY(wide[0] != wide[(frames.frameCount / 2) * 8] || wide[3] != wide[(frames.frameCount / 2) * 8 + 3]);
    }

    // A file read and written unchanged keeps its own bounds; once what they
    // were computed from changes, the writer makes them again.
    void boundsKeptWhileTheirInputsAreUnchanged()
    {
        const QByteArray original = writeIqmBytes(m_model);
        ReadResult r = readModelBytes(original, QStringLiteral("kept.iqm"));
        QVERIFY(r.ok());
        QVERIFY(r.model.extras.contains(QStringLiteral("iqm.boundsKey")));
        // Bounds from elsewhere (here: zeros) are written back as they are.
        const quint32 boundsAt = qFromLittleEndian<quint32>(original.constData() + headerFieldOffset(OfsBounds));
        const qsizetype boundsBytes = r.model.extras.value(QStringLiteral("iqm.bounds")).toByteArray().size();
        QCOMPARE(boundsBytes, qsizetype(r.model.animations[0].frameCount()) * 32);
        r.model.extras.insert(QStringLiteral("iqm.bounds"), QByteArray(boundsBytes, '\0'));
        QByteArray again = writeIqmBytes(r.model);
        QCOMPARE(again.mid(boundsAt, boundsBytes), QByteArray(boundsBytes, '\0'));
        QCOMPARE(again.left(boundsAt), original.left(boundsAt));
        // A vertex moved: bounds made again, not the kept ones.
        r.model.meshes[0].positions[0] += QVector3D(0, 0, 0.25f);
        again = writeIqmBytes(r.model);
        QVERIFY(again.mid(boundsAt, boundsBytes) != QByteArray(boundsBytes, '\0'));
        // A frame changed: the same.
        r = readModelBytes(original, QStringLiteral("kept.iqm"));
        r.model.extras.insert(QStringLiteral("iqm.bounds"), QByteArray(boundsBytes, '\0'));
        r.model.animations[0].tracks[0].translations[1].value += QVector3D(0.5f, 0, 0);
        again = writeIqmBytes(r.model);
        QVERIFY(again.mid(boundsAt, boundsBytes) != QByteArray(boundsBytes, '\0'));
    }

    // Counts too large for the file give no fingerprint, also where their
    // product wraps around to a size that seems to fit (here 2^31 vertices
    // of 2^31 floats: 2^64 bytes, 0 when wrapped).
    void fingerprintOfHugeCounts()
    {
        const QByteArray original = writeIqmBytes(m_model);
        QVERIFY(boundsInputsKey(original.constData(), quint64(original.size())) != 0);
        QByteArray bad = original;
        qToLittleEndian<quint32>(0x80000000u, bad.data() + headerFieldOffset(NumFrames));
        qToLittleEndian<quint32>(0x80000000u, bad.data() + headerFieldOffset(NumFrameChannels));
        QCOMPARE(boundsInputsKey(bad.constData(), quint64(bad.size())), quint64(0));
        bad = original;
        const quint32 arrays = qFromLittleEndian<quint32>(bad.constData() + headerFieldOffset(OfsVertexArrays));
        qToLittleEndian<quint32>(0x80000000u, bad.data() + headerFieldOffset(NumVertexes));
        QCOMPARE(qFromLittleEndian<quint32>(bad.constData() + arrays + 8), quint32(Float)); // positions
        qToLittleEndian<quint32>(0x80000000u, bad.data() + arrays + 12); // their components
        QCOMPARE(boundsInputsKey(bad.constData(), quint64(bad.size())), quint64(0));
        QCOMPARE(boundsInputsKey(bad.constData(), 64), quint64(0));
    }

    // The model's meshes repeated, copy c moved along x by offsets[c].
    void repeated(const QList<float> &offsets, QList<Triangle> &triangles, QList<QVector3D> &positions,
                  QByteArray &blends) const
    {
        quint32 base = 0;
        for (float offset : offsets) {
            for (const Mesh &m : std::as_const(m_model.meshes)) {
                for (const Triangle &t : m.triangles)
                    triangles.append({t[0] + base, t[1] + base, t[2] + base});
                for (const QVector3D &p : m.positions)
                    positions.append(p + QVector3D(offset, 0, 0));
                QByteArray w, i;
                quantize(m, w, i);
                for (qsizetype v = 0; v < m.vertexCount(); ++v)
                    blends.append(i.constData() + v * 8, 8).append(w.constData() + v * 4, 4);
                base += quint32(m.vertexCount());
            }
        }
    }

    void adjacencyAsHashingVertexBytes()
    {
        QList<Triangle> triangles;
        QList<QVector3D> positions;
        QByteArray blends;
        repeated({0.0f, 5.0f, 10.0f}, triangles, positions, blends);
        // An edge shared by three triangles has no neighbour.
        triangles.append(triangles[0]);
        const QList<quint32> got = triangleAdjacency(triangles, positions, blends);
        QCOMPARE(got, referenceAdjacency(triangles, positions, blends));
        QVERIFY(std::count(got.cbegin(), got.cend(), 0xFFFFFFFFu) < got.size() / 2);
        QVERIFY(got.contains(0xFFFFFFFFu));
    }

    void adjacencyOfCopiesInPlace()
    {
        // Copies on top of each other share every closed edge four ways (no
        // neighbours); only an edge open in one copy pairs with its twin in
        // the other. The copy beside them has its own neighbours.
        QList<Triangle> triangles;
        QList<QVector3D> positions;
        QByteArray blends;
        repeated({0.0f, 0.0f, 5.0f}, triangles, positions, blends);
        const QList<quint32> got = triangleAdjacency(triangles, positions, blends);
        QCOMPARE(got, referenceAdjacency(triangles, positions, blends));
        const qsizetype inPlace = 2 * (triangles.size() / 3) * 3;
        const qsizetype openBeside = std::count(got.cbegin() + inPlace, got.cend(), 0xFFFFFFFFu);
        const qsizetype pairedInPlace = inPlace - std::count(got.cbegin(), got.cbegin() + inPlace, 0xFFFFFFFFu);
        QVERIFY(openBeside < (got.size() - inPlace) / 2);
        QVERIFY2(pairedInPlace <= 2 * openBeside,
                 qPrintable(QStringLiteral("%1 paired, %2 open").arg(pairedInPlace).arg(openBeside)));
    }
};

QTEST_GUILESS_MAIN(TestIqmBounds)
#include "tst_iqm_bounds.moc"
