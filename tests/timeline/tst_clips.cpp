#include "model/Pose.h"
#include "model/ops/Clips.h"
#include "model/ops/Resample.h"
#include "model/ops/SampleModel.h"

#include <QTest>

using namespace quarry;

namespace {

bool posesClose(const Model &a, int animA, double tA, const Model &b, int animB, double tB, float tolerance = 1e-5f)
{
    const QList<Transform> pa = localPose(a, animA, tA);
    const QList<Transform> pb = localPose(b, animB, tB);
    for (qsizetype j = 0; j < pa.size(); ++j) {
        if ((pa[j].translation - pb[j].translation).length() > tolerance
            || (pa[j].scale - pb[j].scale).length() > tolerance)
            return false;
        if (1.0f - std::abs(QQuaternion::dotProduct(pa[j].rotation.normalized(), pb[j].rotation.normalized()))
            > tolerance)
            return false;
    }
    return true;
}

} // namespace

class TestClips : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cutRangePlaysTheSame()
    {
        const Model model = makeSampleModel();
        Model cut = model;
        cut.animations[0] = cutRange(model.animations[0], 0.3, 0.7);
        QCOMPARE(cut.animations[0].duration, 0.7 - 0.3);
        for (double t = 0; t <= 0.4; t += 0.01)
            QVERIFY2(posesClose(model, 0, 0.3 + t, cut, 0, t), qPrintable(QString::number(t)));
        // Keys at the ends, at 0 and at the duration.
        const JointTrack &track = cut.animations[0].tracks[1];
        QCOMPARE(track.rotations.first().time, 0.0f);
        QVERIFY(std::abs(track.rotations.last().time - 0.4f) < 1e-5f);
    }

    void splitPartitionsFrames()
    {
        const Model model = makeSampleModel();
        const Animation &a = model.animations[0]; // 25 frames at 24 fps
        Animation first, second;
        QVERIFY(splitAnimation(a, 10.0 / 24.0, first, second));
        QCOMPARE(first.frameCount(), 10);
        QCOMPARE(second.frameCount(), 15);
        QVERIFY(isFixedRate(first));
        QVERIFY(isFixedRate(second));
        QCOMPARE(second.tracks[1].rotations.first().value, a.tracks[1].rotations[10].value);
        QCOMPARE(first.tracks[1].rotations.last().value, a.tracks[1].rotations[9].value);
        // Not inside: nothing.
        QVERIFY(!splitAnimation(a, 0.0, first, second));
        QVERIFY(!splitAnimation(a, 2.0, first, second));
    }

    void joinAfterSplitGivesFramesBack()
    {
        Model model = makeSampleModel();
        const Animation a = model.animations[0];
        Animation first, second;
        QVERIFY(splitAnimation(a, 10.0 / 24.0, first, second));
        const Animation joined = joinAnimations(model.skeleton, first, second);
        QCOMPARE(joined.frameCount(), a.frameCount());
        QVERIFY(std::abs(joined.duration - a.duration) < 1e-6);
        model.animations.append(joined);
        for (int f = 0; f < a.frameCount(); ++f)
            QVERIFY2(posesClose(model, 0, f / 24.0, model, 1, f / 24.0), qPrintable(QString::number(f)));
    }

    void joinHoldsBindWhereOnePartHasNoKeys()
    {
        Model model = makeSampleModel();
        Animation first = model.animations[0];
        Animation second = first;
        // The second part does not key joint 2 at all.
        second.tracks.removeIf([](const JointTrack &t) { return t.joint == 2; });
        const Animation joined = joinAnimations(model.skeleton, first, second);
        model.animations = {first, second, joined};
        const double offset = first.duration + 1.0 / first.fps;
        for (int f = 0; f < 25; ++f) {
            QVERIFY(posesClose(model, 0, f / 24.0, model, 2, f / 24.0));
            QVERIFY(posesClose(model, 1, f / 24.0, model, 2, offset + f / 24.0));
        }
    }

    void uniqueNames()
    {
        Model model = makeSampleModel();
        QCOMPARE(uniqueAnimationName(model, QStringLiteral("walk")), QStringLiteral("walk"));
        QCOMPARE(uniqueAnimationName(model, QStringLiteral("sway")), QStringLiteral("sway_2"));
        model.animations.append(model.animations[0]);
        model.animations.last().name = QStringLiteral("sway_2");
        QCOMPARE(uniqueAnimationName(model, QStringLiteral("sway")), QStringLiteral("sway_3"));
    }
};

QTEST_GUILESS_MAIN(TestClips)
#include "tst_clips.moc"
