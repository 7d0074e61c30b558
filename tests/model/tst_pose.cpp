#include "model/Pose.h"
#include "model/ops/SampleModel.h"

#include <QTest>

using namespace quarry;

namespace {
bool near(const QVector3D &a, const QVector3D &b, float eps = 1e-5f)
{
    return (a - b).length() <= eps;
}
} // namespace

class TestPose : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void transformComposesScaleRotateTranslate()
    {
        Transform t;
        t.translation = QVector3D(1, 0, 0);
        t.rotation = QQuaternion::fromAxisAndAngle(0, 0, 1, 90);
        t.scale = QVector3D(2, 2, 2);
        QVERIFY(near(t.map(QVector3D(1, 0, 0)), QVector3D(1, 2, 0)));
        QVERIFY(near(t.toMatrix().map(QVector3D(1, 0, 0)), QVector3D(1, 2, 0)));
    }

    void fromMatrixInvertsToMatrix()
    {
        Transform t;
        t.translation = QVector3D(3, -2, 5);
        t.rotation = QQuaternion::fromEulerAngles(10, 70, -30);
        t.scale = QVector3D(1.5f, 0.5f, 2.0f);
        const Transform back = Transform::fromMatrix(t.toMatrix());
        for (const QVector3D &p : {QVector3D(1, 2, 3), QVector3D(-4, 0, 1)})
            QVERIFY(near(back.map(p), t.map(p), 1e-4f));
    }

    void sampleChannelInterpolates()
    {
        QList<Vec3Key> keys{{0.0f, QVector3D(0, 0, 0)}, {1.0f, QVector3D(2, 4, 6)}};
        QVERIFY(near(sampleChannel(keys, 0.25f, {}), QVector3D(0.5f, 1, 1.5f)));
        QVERIFY(near(sampleChannel(keys, -1.0f, {}), QVector3D(0, 0, 0)));
        QVERIFY(near(sampleChannel(keys, 5.0f, {}), QVector3D(2, 4, 6)));
        QVERIFY(near(sampleChannel(QList<Vec3Key>{}, 0.5f, QVector3D(7, 7, 7)), QVector3D(7, 7, 7)));

        QList<QuatKey> rot{{0.0f, QQuaternion()}, {1.0f, QQuaternion::fromAxisAndAngle(0, 0, 1, 90)}};
        const QQuaternion half = sampleChannel(rot, 0.5f, {});
        QVERIFY(near(half.rotatedVector(QVector3D(1, 0, 0)), QVector3D(std::sqrt(0.5f), std::sqrt(0.5f), 0), 1e-5f));
    }

    void sampleChannelFindsTheKeysAroundAnyTime()
    {
        // Evenly spaced keys (found where the spacing puts them), uneven
        // ones, and keys sharing a time: the value between the last key at
        // or before t and the next, as a search from the start finds them.
        auto reference = [](const QList<Vec3Key> &keys, float t) {
            qsizetype b = 0;
            while (b < keys.size() && keys[b].time <= t)
                ++b;
            const Vec3Key &k0 = keys[b - 1], &k1 = keys[b];
            const float span = k1.time - k0.time;
            const float f = span > 0 ? (t - k0.time) / span : 0.0f;
            return k0.value + (k1.value - k0.value) * f;
        };
        const QList<QList<float>> layouts = {
            {0.0f, 1.0f / 30, 2.0f / 30, 3.0f / 30, 4.0f / 30, 5.0f / 30, 6.0f / 30},
            {0.0f, 0.01f, 0.5f, 0.51f, 0.9f, 2.0f},
            {0.0f, 0.25f, 0.25f, 0.5f, 0.5f, 0.5f, 1.0f},
        };
        for (const QList<float> &times : layouts) {
            QList<Vec3Key> keys;
            for (qsizetype i = 0; i < times.size(); ++i)
                keys.append({times[i], QVector3D(float(i * i), float(i), -float(i))});
            for (int step = 0; step <= 600; ++step) {
                const float t = times.last() * float(step) / 600.0f;
                if (t <= times.first() || t >= times.last())
                    continue;
                QCOMPARE(sampleChannel(keys, t, QVector3D()), reference(keys, t));
            }
            for (qsizetype i = 1; i + 1 < times.size(); ++i)
                QCOMPARE(sampleChannel(keys, times[i], QVector3D()), reference(keys, times[i]));
        }
        // A time that is not a number takes the first key, never a key past the end.
        const QList<Vec3Key> two = {{0.0f, QVector3D(1, 2, 3)}, {1.0f, QVector3D(4, 5, 6)}};
        QCOMPARE(sampleChannel(two, NAN, QVector3D()), QVector3D(1, 2, 3));
    }

    void slerpTakesShortestArc()
    {
        const QQuaternion a = QQuaternion::fromAxisAndAngle(0, 0, 1, 10);
        const QQuaternion b = -QQuaternion::fromAxisAndAngle(0, 0, 1, 30); // same rotation, other sign
        const QQuaternion mid = slerpShortest(a, b, 0.5f);
        QVERIFY(near(mid.rotatedVector(QVector3D(1, 0, 0)),
                     QQuaternion::fromAxisAndAngle(0, 0, 1, 20).rotatedVector(QVector3D(1, 0, 0)), 1e-5f));
    }

    void bindPoseSkinningIsIdentity()
    {
        const Model model = makeSampleModel();
        const auto skin = skinningMatrices(model.skeleton, worldMatrices(model.skeleton, localPose(model, -1, 0)));
        const SkinnedMesh skinned = skinMesh(model.meshes[0], skin);
        for (qsizetype i = 0; i < skinned.positions.size(); ++i)
            QVERIFY(near(skinned.positions[i], model.meshes[0].positions[i]));
    }

    void worldMatricesChainParents()
    {
        const Model model = makeSampleModel();
        const auto world = worldMatrices(model.skeleton, localPose(model, -1, 0));
        QVERIFY(near(world[2].map(QVector3D()), QVector3D(0, 0, 2)));
    }

    void animatedSkinningMovesTheHead()
    {
        Model model = makeSampleModel();
        // Bend the spine 90 degrees about X: the neck joint (1 above the
        // spine) swings from +Z to -Y... rotating +Z by +90 about X gives -Y.
        Animation &a = model.animations[0];
        a.tracks[1].rotations = {{0.0f, QQuaternion::fromAxisAndAngle(1, 0, 0, 90)}};
        a.tracks[2].rotations = {{0.0f, QQuaternion()}};
        const auto world = worldMatrices(model.skeleton, localPose(model, 0, 0.0));
        QVERIFY(near(world[2].map(QVector3D()), QVector3D(0, -1, 1), 1e-5f));
        // A head vertex fully weighted to the neck follows it.
        const Mesh &head = model.meshes[1];
        const auto skin = skinningMatrices(model.skeleton, world);
        const SkinnedMesh skinned = skinMesh(head, skin);
        const qsizetype last = head.vertexCount() - 1; // top ring, z = 2.6
        const QVector3D expected = world[2].map(QVector3D(head.positions[last].x(), head.positions[last].y(), 0.6f));
        QVERIFY(near(skinned.positions[last], expected, 1e-4f));
        QVERIFY(qFuzzyCompare(skinned.normals[last].length(), 1.0f));
    }

    void poseBoundsFollowAnimation()
    {
        const Model model = makeSampleModel();
        const Bounds rest = modelBounds(model);
        QVERIFY(qAbs(rest.max.z() - 2.6f) < 1e-5f);
        QVERIFY(qAbs(rest.min.z()) < 1e-5f);
        const Bounds swayed = poseBounds(model, 0, 0.25);
        QVERIFY(swayed.isValid());
        QVERIFY(swayed.size().y() > rest.size().y() + 0.1f); // swaying about X reaches out along Y
        const Bounds bind = poseBounds(model, -1, 0.0);
        QVERIFY((bind.min - rest.min).length() < 1e-5f && (bind.max - rest.max).length() < 1e-5f);
    }

    void frameCount()
    {
        const Model model = makeSampleModel();
        QCOMPARE(model.animations[0].frameCount(), 25);
        Animation a;
        a.fps = 30;
        a.duration = 162.867;
        QCOMPARE(a.frameCount(), 4887);
    }

    void meshValidation()
    {
        Mesh m = makeSampleModel().meshes[0];
        QVERIFY(m.validate().isEmpty());
        m.triangles.append({0, 1, quint32(m.vertexCount())});
        QVERIFY(!m.validate().isEmpty());
        m.triangles.removeLast();
        m.normals.removeLast();
        QVERIFY(!m.validate().isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestPose)
#include "tst_pose.moc"
