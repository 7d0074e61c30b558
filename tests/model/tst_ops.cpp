#include "model/Parallel.h"
#include "model/Pose.h"
#include "model/ops/ModelTransform.h"
#include "model/ops/Resample.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Weights.h"

#include <QTest>

#include <atomic>
#include <cstring>
#include <thread>
#include <vector>

using namespace quarry;

namespace {
bool near(const QVector3D &a, const QVector3D &b, float eps)
{
    return (a - b).length() <= eps;
}

QList<QVector3D> skinnedPositions(const Model &model, int mesh, double time)
{
    const auto skin = skinningMatrices(model.skeleton, worldMatrices(model.skeleton, localPose(model, 0, time)));
    return skinMesh(model.meshes[mesh], skin).positions;
}
} // namespace

class TestOps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void limitInfluencesKeepsLargest()
    {
        Mesh m;
        m.positions = {QVector3D(), QVector3D()};
        m.influencesPerVertex = 5;
        m.blendIndexes = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        m.blendWeights = {0.1f, 0.4f, 0.05f, 0.25f, 0.2f, 0.5f, 0.5f, 0, 0, 0};
        QCOMPARE(maxUsedInfluences(m), 5);
        QCOMPARE(limitInfluences(m, 4), qsizetype(1));
        QCOMPARE(m.influencesPerVertex, 4);
        QCOMPARE(m.blendIndexes.mid(0, 4), (QList<quint32>{1, 3, 4, 0}));
        QVERIFY(qFuzzyCompare(m.blendWeights[0], 0.4f / 0.95f));
        float sum = 0;
        for (int j = 0; j < 4; ++j)
            sum += m.blendWeights[j];
        QVERIFY(qFuzzyCompare(sum, 1.0f));
        // The second vertex had only two influences: unchanged values.
        QCOMPARE(m.blendIndexes.mid(4, 2), (QList<quint32>{5, 6}));
        QCOMPARE(m.blendWeights.mid(4, 2), (QList<float>{0.5f, 0.5f}));
        QVERIFY(m.validate().isEmpty());
    }

    void normalizeWeights()
    {
        Mesh m;
        m.positions = {QVector3D(), QVector3D()};
        m.influencesPerVertex = 2;
        m.blendIndexes = {0, 1, 0, 1};
        m.blendWeights = {2, 2, 0.5f, 0.5f};
        QCOMPARE(quarry::normalizeWeights(m), qsizetype(1));
        QCOMPARE(m.blendWeights, (QList<float>{0.5f, 0.5f, 0.5f, 0.5f}));
    }

    // Resampled rotations are sampleChannel's (QQuaternion::slerp's) within
    // 1e-6 per component (the frames' sines come from a series, not std::sin),
    // over spans of every kind, both ways round, and nearly equal keys;
    // translations to the bit.
    void resampledRotationsAreSampledOnes()
    {
        Animation a;
        a.fps = 7.0;
        JointTrack track;
        track.joint = 0;
        quint32 seed = 12345;
        auto next = [&seed] {
            seed = seed * 1664525u + 1013904223u;
            return float(seed >> 8) / float(1 << 24) * 2.0f - 1.0f;
        };
        float time = 0.05f;
        for (int k = 0; k < 400; ++k) {
            QQuaternion q = QQuaternion(next(), next(), next(), next()).normalized();
            if (k % 7 == 3)
                q = track.rotations.last().value; // no angle between the keys
            if (k % 11 == 5)
                q = -track.rotations.last().value; // the same rotation, negated
            QuatKey key{time, q};
            key.interpolation = k % 13 == 0   ? Interpolation::Constant
                                : k % 17 == 0 ? Interpolation::Smooth
                                              : Interpolation::Linear;
            track.rotations.append(key);
            time += k % 19 == 0 ? 0.0f : 0.02f + 0.5f * std::abs(next()); // two keys at one time too
        }
        // Translations on their own times, of every kind too.
        time = 0.0f;
        for (int k = 0; k < 300; ++k) {
            Vec3Key key{time, QVector3D(next(), next(), next()) * 10.0f};
            key.interpolation = k % 13 == 0   ? Interpolation::Constant
                                : k % 17 == 0 ? Interpolation::Smooth
                                              : Interpolation::Linear;
            track.translations.append(key);
            time += k % 23 == 0 ? 0.0f : 0.03f + 0.6f * std::abs(next());
        }
        a.duration = std::max(time, track.rotations.last().time) + 0.3f;
        a.tracks.append(track);
        float largest = 0;
        for (double fps : {30.0, 7.0, 240.0}) {
            const Animation r = resampleAnimation(a, fps);
            const QList<QuatKey> &got = r.tracks[0].rotations;
            QCOMPARE(got.size(), qsizetype(r.frameCount()));
            QVERIFY(got.size() > 100);
            for (qsizetype i = 0; i < got.size(); ++i) {
                const float t = float(double(i) / fps);
                const QQuaternion expected = sampleChannel(track.rotations, t, track.rotations.first().value);
                QCOMPARE(got[i].time, t);
                const QVector4D difference = got[i].value.toVector4D() - expected.toVector4D();
                const float most = std::max({std::abs(difference.x()), std::abs(difference.y()),
                                             std::abs(difference.z()), std::abs(difference.w())});
                largest = std::max(largest, most);
                QVERIFY2(most <= 1e-6f,
                         qPrintable(QStringLiteral("fps %1 frame %2: %3 off").arg(fps).arg(i).arg(most)));
                const QVector3D moved = sampleChannel(track.translations, t, track.translations.first().value);
                QCOMPARE(r.tracks[0].translations[i].time, t);
                QVERIFY2(std::memcmp(&r.tracks[0].translations[i].value, &moved, sizeof(QVector3D)) == 0,
                         qPrintable(QStringLiteral("translation, fps %1 frame %2").arg(fps).arg(i)));
            }
        }
        qInfo("resampled rotations: largest difference from slerp %g", double(largest));
        QVERIFY(largest > 0.0f); // the series is in use: exact equality would mean std::sin
    }

    // Work shared in runs: every item exactly once, whatever the threads and
    // run length; on a budget of one core, one thread.
    void sharedRunsCoverEveryItemOnce()
    {
        for (int threads : {1, 2, 3, 8}) {
            for (qint64 run : {1, 7, 64, 1000}) {
                std::vector<std::atomic<int>> seen(997);
                std::atomic<int> calls{0};
                std::atomic_bool badRun{false}; // (QVERIFY belongs to the test's thread)
                shareRuns(qint64(seen.size()), run, threads, [&](qint64 first, qint64 last) {
                    if (!(first < last && last - first <= run))
                        badRun = true;
                    for (qint64 i = first; i < last; ++i)
                        seen[size_t(i)].fetch_add(1);
                    calls.fetch_add(1);
                });
                QVERIFY(!badRun);
                for (const std::atomic<int> &n : seen)
                    QCOMPARE(n.load(), 1);
                QCOMPARE(calls.load(), int((qint64(seen.size()) + run - 1) / run));
            }
        }
        bool ran = false;
        shareRuns(0, 4, 2, [&ran](qint64, qint64) { ran = true; });
        QVERIFY(!ran);
        QVERIFY(threadsFor(1 << 20, 1 << 10) >= 1);
        QCOMPARE(threadsFor(100, 1 << 10), 1);
        const int all = int(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
        QCOMPARE(threadsFor(1 << 20, 1 << 10), all);
        // A batch's cores: shared among the files converting at the time.
        parallel::CoreBudget two;
        two.cores = 2;
        {
            const BudgetScope first(two);
            QCOMPARE(threadsFor(1 << 20, 1 << 10), std::min(all, 2));
            {
                const BudgetScope second(two); // another file converting
                QCOMPARE(two.running.load(), 2);
                QCOMPARE(threadsFor(1 << 20, 1 << 10), 1);
            }
            QCOMPARE(threadsFor(1 << 20, 1 << 10), std::min(all, 2)); // the last file left
        }
        QCOMPARE(two.running.load(), 0);
        parallel::CoreBudget one;
        {
            const BudgetScope only(one);
            QCOMPARE(threadsFor(1 << 20, 1 << 10), 1);
        }
        QCOMPARE(threadsFor(1 << 20, 1 << 10), all);
    }

    void resampleKeepsTimingAndPoses()
    {
        const Model model = makeSampleModel(); // 24 fps, 25 frames
        QVERIFY(isFixedRate(model.animations[0]));
        const Animation half = resampleAnimation(model.animations[0], 12.0);
        QCOMPARE(half.fps, 12.0);
        QCOMPARE(half.frameCount(), 13);
        QVERIFY(isFixedRate(half));
        // Every second original frame is a new frame: same pose.
        for (int f = 0; f < 13; ++f) {
            const JointTrack &a = model.animations[0].tracks[1];
            const JointTrack &b = half.tracks[1];
            const QQuaternion qa = a.rotations[2 * f].value, qb = b.rotations[f].value;
            QVERIFY(std::abs(std::abs(QQuaternion::dotProduct(qa, qb)) - 1.0f) < 1e-6f);
        }
        Animation irregular = model.animations[0];
        irregular.tracks[0].rotations.removeAt(3);
        QVERIFY(!isFixedRate(irregular));
    }

    void transformKeepsSkinningConsistent()
    {
        const Model original = makeSampleModel();
        Similarity s;
        s.translation = QVector3D(5, -2, 1);
        s.rotation = yUpToZUp();
        s.scale = 3.0f;
        Model moved = original;
        transformModel(moved, s);
        const QMatrix4x4 m = s.toMatrix();
        for (double t : {0.0, 0.3, 0.7}) {
            const auto before = skinnedPositions(original, 1, t);
            const auto after = skinnedPositions(moved, 1, t);
            for (qsizetype i = 0; i < before.size(); ++i)
                QVERIFY2(near(after[i], m.map(before[i]), 1e-4f), qPrintable(QString::number(i)));
        }
        // No scale went into the joints.
        for (const Joint &j : moved.skeleton.joints)
            QCOMPARE(j.bind.scale, QVector3D(1, 1, 1));
        QVERIFY(near(moved.skeleton.joints[1].bind.translation, QVector3D(0, -3, 0), 1e-5f));
    }

    void flipWindingReversesTrianglesAndEdges()
    {
        Mesh m;
        m.positions = {QVector3D(), QVector3D(1, 0, 0), QVector3D(0, 1, 0)};
        m.triangles = {{0, 1, 2}};
        m.smoothing.edges = {{1, 0, -1}};
        flipWinding(m);
        QCOMPARE(m.triangles.first(), (Triangle{0, 2, 1}));
        QCOMPARE(m.smoothing.edges.first(), (std::array<qint8, 3>{-1, 0, 1}));
    }
};

QTEST_APPLESS_MAIN(TestOps)
#include "tst_ops.moc"
