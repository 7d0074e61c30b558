#include "io/Formats.h"
#include "model/Pose.h"
#include "model/ops/Resample.h"
#include "model/ops/Retime.h"
#include "model/ops/SampleModel.h"

#include <QFileInfo>
#include <QTest>

using namespace quarry;

namespace {

Animation twoJointAnimation()
{
    // Joint 0: keys at 0, 0.5, 1 (translation x = time); joint 1: rotations at 0 and 1.
    Animation a;
    a.name = QStringLiteral("test");
    a.fps = 10;
    a.duration = 1.0;
    JointTrack t0;
    t0.joint = 0;
    t0.translations = {{0.0f, {0, 0, 0}}, {0.5f, {5, 0, 0}}, {1.0f, {10, 0, 0}}};
    JointTrack t1;
    t1.joint = 1;
    t1.rotations = {{0.0f, QQuaternion()}, {1.0f, QQuaternion::fromAxisAndAngle(0, 0, 1, 90)}};
    a.tracks = {t0, t1};
    return a;
}

QList<float> times(const QList<Vec3Key> &keys)
{
    QList<float> out;
    for (const Vec3Key &k : keys)
        out.append(k.time);
    return out;
}

bool fuzzyEqual(const QList<float> &a, const QList<float> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (std::abs(a[i] - b[i]) > 1e-5f)
            return false;
    return true;
}

bool posesClose(const QList<Transform> &a, const QList<Transform> &b, float tolerance)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype j = 0; j < a.size(); ++j) {
        if ((a[j].translation - b[j].translation).length() > tolerance
            || (a[j].scale - b[j].scale).length() > tolerance)
            return false;
        // q and -q are the same rotation.
        if (1.0f - std::abs(QQuaternion::dotProduct(a[j].rotation.normalized(), b[j].rotation.normalized()))
            > tolerance)
            return false;
    }
    return true;
}

// Resampling from 24 to 12 fps keeps every second pose.
void checkEverySecondPose(const Model &model, int animation)
{
    const Animation &source = model.animations[animation];
    QVERIFY(source.fps > 0);
    Model resampled = model;
    resampled.animations[animation] = resampleAnimation(source, source.fps / 2);
    const Animation &half = resampled.animations[animation];
    QCOMPARE(half.fps, source.fps / 2);
    QVERIFY(isFixedRate(half));
    QCOMPARE(half.frameCount(), (source.frameCount() - 1) / 2 + 1);
    for (int f = 0; f < half.frameCount(); ++f) {
        const QList<Transform> a = localPose(model, animation, double(2 * f) / source.fps);
        const QList<Transform> b = localPose(resampled, animation, double(f) / half.fps);
        if (!posesClose(a, b, 1e-4f))
            QFAIL(qPrintable(QStringLiteral("pose differs at frame %1 of %2").arg(f).arg(source.name)));
    }
}

} // namespace

class TestRetime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keyTimesMergeChannels()
    {
        JointTrack t;
        t.translations = {{0.0f, {}}, {0.5f, {}}};
        t.rotations = {{0.5f + 1e-7f, {}}, {0.75f, {}}};
        t.scales = {{1.0f, {1, 1, 1}}};
        QVERIFY(fuzzyEqual(keyTimes(t), {0.0f, 0.5f, 0.75f, 1.0f}));
    }

    void selectionBasics()
    {
        KeySelection s;
        QVERIFY(s.isEmpty());
        s.insert(2, 0.5f);
        s.insert(2, 0.25f);
        s.insert(2, 0.5f);
        s.insert(0, 1.0f);
        QCOMPARE(s.size(), 3);
        QVERIFY(s.contains(2, 0.25f));
        QVERIFY(!s.contains(1, 0.25f));
        QCOMPARE(s.firstTime(), 0.25f);
        QCOMPARE(s.lastTime(), 1.0f);
        s.remove(0, 1.0f);
        QVERIFY(!s.times.contains(0));
        QCOMPARE(keysInRange(twoJointAnimation(), 0.4f, 1.0f).size(), 3);
        QCOMPARE(keysInRange(twoJointAnimation(), 0.4f, 1.0f, {1}).size(), 1);
    }

    void moveKeys()
    {
        const Animation a = twoJointAnimation();
        KeySelection s;
        s.insert(0, 0.5f);
        TimeMap map;
        map.offset = 0.2;
        const Animation b = retimeKeys(a, s, map);
        QVERIFY(fuzzyEqual(times(b.tracks[0].translations), {0.0f, 0.7f, 1.0f}));
        QCOMPARE(b.tracks[0].translations[1].value, QVector3D(5, 0, 0));
        QCOMPARE(b.tracks[1], a.tracks[1]);
        QCOMPARE(b.duration, a.duration);
        QVERIFY(fuzzyEqual(retimedSelection(s, map).times[0], {0.7f}));
    }

    void moveOverKeyReplacesIt()
    {
        KeySelection s;
        s.insert(0, 0.5f);
        TimeMap map;
        map.offset = 0.5;
        const Animation b = retimeKeys(twoJointAnimation(), s, map);
        QVERIFY(fuzzyEqual(times(b.tracks[0].translations), {0.0f, 1.0f}));
        QCOMPARE(b.tracks[0].translations[1].value, QVector3D(5, 0, 0));
    }

    void replacedKeysCounted()
    {
        const Animation a = twoJointAnimation();
        KeySelection s;
        s.insert(0, 0.5f);
        TimeMap map;
        map.offset = 0.2; // onto nothing
        QCOMPARE(replacedKeyCount(a, s, map), 0);
        map.offset = 0.5; // onto joint 0's key at 1
        QCOMPARE(replacedKeyCount(a, s, map), 1);
        QCOMPARE(a.keyCount() - retimeKeys(a, s, map).keyCount(), 1);
        // Joint 1 has no key at 0.5: moving it onto 1 replaces nothing of joint 1.
        s.insert(1, 0.5f);
        QCOMPARE(replacedKeyCount(a, s, map), 1);
        // Every key of both joints to time 0 (clamped): all but the last of each channel.
        KeySelection all = allKeys(a);
        map.offset = -3;
        QCOMPARE(replacedKeyCount(a, all, map), 3); // joint 0 loses two keys, joint 1 one
        QCOMPARE(a.keyCount() - retimeKeys(a, all, map).keyCount(), 3);
        // A joint keyed in several channels at a time counts once per time.
        Animation b = a;
        b.tracks[0].scales = {{0.0f, {1, 1, 1}}, {0.5f, {2, 2, 2}}, {1.0f, {1, 1, 1}}};
        KeySelection middle;
        middle.insert(0, 0.5f);
        map.offset = 0.5;
        QCOMPARE(replacedKeyCount(b, middle, map), 1);
        QCOMPARE(b.keyCount() - retimeKeys(b, middle, map).keyCount(), 2);
        // Scaling apart replaces nothing; snapping them together does.
        map = {};
        map.scale = 0.001;
        QCOMPARE(replacedKeyCount(a, allKeys(a, {0}), map), 0);
        QCOMPARE(replacedKeyCount(a, allKeys(a, {0}), map, 10.0), 2);
    }

    void moveSnapsAndClamps()
    {
        KeySelection s;
        s.insert(0, 0.5f);
        TimeMap map;
        map.offset = 0.234;
        Animation b = retimeKeys(twoJointAnimation(), s, map, 10.0);
        QVERIFY(fuzzyEqual(times(b.tracks[0].translations), {0.0f, 0.7f, 1.0f}));
        map.offset = -3;
        b = retimeKeys(twoJointAnimation(), s, map);
        // Clamped at 0, where it replaces the key that was there.
        QVERIFY(fuzzyEqual(times(b.tracks[0].translations), {0.0f, 1.0f}));
        QCOMPARE(b.tracks[0].translations[0].value, QVector3D(5, 0, 0));
    }

    void moveLastKeyChangesDuration()
    {
        const Animation a = twoJointAnimation();
        const KeySelection all = allKeys(a);
        TimeMap map;
        map.offset = 0.5;
        const Animation b = retimeKeys(a, all, map);
        QCOMPARE(b.duration, 1.5);
        // An animation whose duration runs past its keys keeps it, and grows.
        Animation longer = a;
        longer.duration = 3.0;
        QCOMPARE(retimeKeys(longer, all, map).duration, 3.0);
        map.offset = 2.5;
        QCOMPARE(retimeKeys(longer, all, map).duration, 3.5);
    }

    void scaleAroundPivot()
    {
        const Animation a = twoJointAnimation();
        const KeySelection all = allKeys(a, {0});
        TimeMap map;
        map.scale = 2.0;
        map.pivot = 0.5;
        const Animation b = retimeKeys(a, all, map);
        QVERIFY(fuzzyEqual(times(b.tracks[0].translations), {0.0f, 0.5f, 1.5f}));
        // First key at 0 moved to -0.5, clamped to 0.
        QCOMPARE(b.tracks[0].translations[0].value, QVector3D(0, 0, 0));
        QCOMPARE(b.duration, 1.5);
        map.scale = 0.5;
        map.pivot = 0.0;
        const Animation c = retimeKeys(a, allKeys(a), map);
        QVERIFY(fuzzyEqual(times(c.tracks[0].translations), {0.0f, 0.25f, 0.5f}));
        QCOMPARE(c.duration, 0.5);
    }

    void deleteKeysRemovesEmptyTracks()
    {
        const Animation a = twoJointAnimation();
        KeySelection s = allKeys(a, {1});
        s.insert(0, 0.5f);
        const Animation b = deleteKeys(a, s);
        QCOMPARE(b.tracks.size(), 1);
        QVERIFY(fuzzyEqual(times(b.tracks[0].translations), {0.0f, 1.0f}));
    }

    void insertKeysKeepsPose()
    {
        Model model = makeSampleModel();
        Animation &a = model.animations[0];
        // Drop the middle keys so inserting at 0.3 must interpolate.
        KeySelection middle = keysInRange(a, 0.01f, 0.9f);
        a = deleteKeys(a, middle);
        const QList<Transform> before = localPose(model, 0, 0.3);
        Animation b = insertKeys(a, {1, 2}, 0.3f, before);
        QCOMPARE(b.tracks[1].rotations.size(), a.tracks[1].rotations.size() + 1);
        QCOMPARE(b.tracks[0], a.tracks[0]);
        model.animations[0] = b;
        QVERIFY(posesClose(localPose(model, 0, 0.3), before, 1e-5f));
        // A joint with no track gets all three channels from the pose.
        Animation empty;
        empty.fps = 24;
        Transform p;
        p.translation = {1, 2, 3};
        const Animation c = insertKeys(empty, {0}, 0.5f, {p});
        QCOMPARE(c.tracks.size(), 1);
        QCOMPARE(c.tracks[0].translations.first().value, QVector3D(1, 2, 3));
        QCOMPARE(c.tracks[0].rotations.size(), 1);
        QCOMPARE(c.duration, 0.5);
    }

    void copyAndPaste()
    {
        const Animation a = twoJointAnimation();
        KeySelection s;
        s.insert(0, 0.5f);
        s.insert(0, 1.0f);
        const KeyClipboard clip = copyKeys(a, s);
        QCOMPARE(clip.tracks.size(), 1);
        QCOMPARE(clip.length, 0.5f);
        QVERIFY(fuzzyEqual(times(clip.tracks[0].translations), {0.0f, 0.5f}));
        // Into another animation, at 2.0: the track is made and the duration grows.
        Animation other;
        other.fps = 10;
        other.duration = 1;
        const Animation b = pasteKeys(other, clip, 2.0f);
        QCOMPARE(b.tracks.size(), 1);
        QVERIFY(fuzzyEqual(times(b.tracks[0].translations), {2.0f, 2.5f}));
        QCOMPARE(b.tracks[0].translations[1].value, QVector3D(10, 0, 0));
        QCOMPARE(b.duration, 2.5);
        QVERIFY(fuzzyEqual(pastedSelection(clip, 2.0f).times[0], {2.0f, 2.5f}));
        // Over existing keys: replaced.
        const Animation c = pasteKeys(a, clip, 0.0f);
        QVERIFY(fuzzyEqual(times(c.tracks[0].translations), {0.0f, 0.5f, 1.0f}));
        QCOMPARE(c.tracks[0].translations[0].value, QVector3D(5, 0, 0));
        QCOMPARE(c.tracks[0].translations[1].value, QVector3D(10, 0, 0));
    }

    void reverseRangeKeepsOutside()
    {
        Model model = makeSampleModel();
        const double d = model.animations[0].duration;
        Model reversed = model;
        reversed.animations[0] = reverseRange(model.animations[0], 0.25f, 0.75f);
        for (double t : {0.0, 0.1, 0.2, 0.8, 0.9, d})
            QVERIFY2(posesClose(localPose(model, 0, t), localPose(reversed, 0, t), 1e-5f),
                     qPrintable(QString::number(t)));
        for (double t : {0.3, 0.5, 0.6})
            QVERIFY(posesClose(localPose(model, 0, t), localPose(reversed, 0, 1.0 - t), 1e-4f));
        // Reversing twice gives the poses back.
        Model twice = reversed;
        twice.animations[0] = reverseRange(reversed.animations[0], 0.25f, 0.75f);
        for (double t = 0; t <= d; t += 0.05)
            QVERIFY(posesClose(localPose(model, 0, t), localPose(twice, 0, t), 1e-4f));
    }

    void makeLoopSeamlessCopiesFirstPose()
    {
        Model model = makeSampleModel();
        // Break the loop: move the last frame's rotation away.
        JointTrack &t = model.animations[0].tracks[1];
        t.rotations.last().value = QQuaternion::fromAxisAndAngle(1, 0, 0, 45);
        const double d = model.animations[0].duration;
        QVERIFY(!posesClose(localPose(model, 0, 0), localPose(model, 0, d), 1e-4f));
        model.animations[0] = makeLoopSeamless(model.animations[0]);
        QVERIFY(posesClose(localPose(model, 0, 0), localPose(model, 0, d), 1e-6f));
        QCOMPARE(model.animations[0].tracks[1].rotations.size(), 25);
    }

    void changeSpeedKeepsFrames()
    {
        const Animation a = makeSampleModel().animations[0];
        const Animation b = changeFrameRateKeepingFrames(a, 12);
        QCOMPARE(b.fps, 12.0);
        QCOMPARE(b.duration, 2.0);
        QCOMPARE(b.frameCount(), a.frameCount());
        QVERIFY(isFixedRate(b));
        QCOMPARE(b.tracks[1].rotations[10].value, a.tracks[1].rotations[10].value);
        QCOMPARE(b.tracks[1].rotations[10].time, 10.0f / 12.0f);
    }

    void resampleSampleModelKeepsEverySecondPose()
    {
        const Model model = makeSampleModel();
        QCOMPARE(model.animations[0].fps, 24.0);
        checkEverySecondPose(model, 0);
        if (QTest::currentTestFailed())
            return;
        // Timing kept: the half-rate clip at 0.5 s equals the source at 0.5 s.
        Model half = model;
        half.animations[0] = resampleAnimation(model.animations[0], 12);
        QCOMPARE(half.animations[0].duration, model.animations[0].duration);
    }

    void resampleCorpusKeepsEverySecondPose()
    {
        const QString path = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFileInfo::exists(path))
            QSKIP("corpus file iqm/mrfixit.iqm is absent");
        const FormatHandler *iqm = formatHandler(QStringLiteral("iqm"));
        QVERIFY2(iqm && iqm->read, "the format table has an IQM reader");
        const ReadResult read = readModelFile(path);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error->toString()));
        QVERIFY(!read.model.animations.isEmpty());
        for (qsizetype i = 0; i < read.model.animations.size(); ++i) {
            Model model = read.model;
            // The corpus clips run at their own rate; play them at 24 fps first (same frames).
            model.animations[i] = changeFrameRateKeepingFrames(model.animations[i], 24);
            checkEverySecondPose(model, int(i));
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(TestRetime)
#include "tst_retime.moc"
