// Per-key interpolation (sampling, baking for writers), eased range
// retiming, and the timing operations by id.
#include "UndoCheck.h"

#include "io/iqe/IqeReader.h"
#include "io/iqe/IqeWriter.h"
#include "io/iqm/IqmReader.h"
#include "io/iqm/IqmWriter.h"
#include "io/xmf/XafAnimation.h"
#include "model/Document.h"
#include "model/commands/RetimeRangeCommand.h"
#include "model/commands/SetInterpolationCommand.h"
#include "model/operations/Operation.h"
#include "model/ops/BakeInterpolation.h"
#include "model/ops/SampleModel.h"
#include "model/ops/Timing.h"

#include <algorithm>
#include <cmath>

using namespace quarry;
using quarry::test::checkUndoRedo;

namespace {

bool near(const QVector3D &a, const QVector3D &b, float eps)
{
    return std::abs(a.x() - b.x()) <= eps && std::abs(a.y() - b.y()) <= eps && std::abs(a.z() - b.z()) <= eps;
}

bool near(const QQuaternion &a, const QQuaternion &b, float eps)
{
    const QQuaternion c = QQuaternion::dotProduct(a, b) < 0 ? -a : a;
    return std::abs(c.scalar() - b.scalar()) <= eps && std::abs(c.x() - b.x()) <= eps && std::abs(c.y() - b.y()) <= eps
           && std::abs(c.z() - b.z()) <= eps;
}

QList<Vec3Key> vectorKeys(std::initializer_list<std::pair<float, float>> list, Interpolation mode)
{
    QList<Vec3Key> keys;
    for (const auto &[t, v] : list)
        keys.append({t, QVector3D(v, 2 * v, -v), mode});
    return keys;
}

// The sample's clip with every key of every joint set to `mode`.
Model sampleWith(Interpolation mode)
{
    Model m = makeSampleModel();
    m.animations[0] = setInterpolation(m.animations[0], allKeys(m.animations[0]), mode);
    return m;
}

// Every channel of `b` samples as `a` at `steps` times over the clip.
bool samplesMatch(const Animation &a, const Animation &b, float eps, int steps = 997)
{
    for (const JointTrack &ta : a.tracks) {
        const JointTrack *tb = b.track(ta.joint);
        if (!tb)
            return ta.isEmpty();
        for (int i = 0; i <= steps; ++i) {
            const float t = float(a.duration * i / steps);
            if (!ta.translations.isEmpty()
                && !near(sampleChannel(ta.translations, t, {}), sampleChannel(tb->translations, t, {}), eps)) {
                qWarning("joint %d translation differs at %g", ta.joint, double(t));
                return false;
            }
            if (!ta.rotations.isEmpty()
                && !near(sampleChannel(ta.rotations, t, {}), sampleChannel(tb->rotations, t, {}), eps)) {
                qWarning("joint %d rotation differs at %g", ta.joint, double(t));
                return false;
            }
        }
    }
    return true;
}

} // namespace

class TestTiming : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smoothSampledAtKnownTimes()
    {
        // Keys 0 -> 0, 1 -> 1, 2 -> 4: the middle key's slope is the chord
        // of its neighbours (4 - 0) / 2 = 2; the ends are flat.
        const QList<Vec3Key> keys = vectorKeys({{0, 0}, {1, 1}, {2, 4}}, Interpolation::Smooth);
        // Hermite at f = 0.5 on [0, 1]: 0.5 * 1 - 0.125 * 1 * 2 = 0.25.
        QVERIFY(near(sampleChannel(keys, 0.5f, {}), QVector3D(0.25f, 0.5f, -0.25f), 1e-6f));
        // On [1, 2], f = 0.5: 0.5 * 1 + 0.125 * 2 + 0.5 * 4 = 2.75.
        QVERIFY(near(sampleChannel(keys, 1.5f, {}), QVector3D(2.75f, 5.5f, -2.75f), 1e-6f));
        // Keys are passed through; ease in: the start is flat (smoothstep's 3f² - 2f³ there).
        QVERIFY(near(sampleChannel(keys, 1.0f, {}), QVector3D(1, 2, -1), 1e-6f));
        const float f = 0.1f;
        // h01(f) * 1 + h11(f) * span * 2 = (3f² - 2f³) + 2(f³ - f²) = f²: flat at 0.
        const float expected = (-2 * f * f * f + 3 * f * f) + 2 * (f * f * f - f * f);
        QVERIFY(std::abs(expected - f * f) < 1e-7f);
        QVERIFY(near(sampleChannel(keys, f, {}), QVector3D(expected, 2 * expected, -expected), 1e-6f));
        // The same keys, linear: halfway.
        const QList<Vec3Key> linear = vectorKeys({{0, 0}, {1, 1}, {2, 4}}, Interpolation::Linear);
        QVERIFY(near(sampleChannel(linear, 0.5f, {}), QVector3D(0.5f, 1, -0.5f), 1e-6f));

        // Rotations: two keys ease from one to the other; halfway is the
        // spherical middle (by symmetry), a quarter of the way is less than a quarter turned.
        QList<QuatKey> rot{{0, QQuaternion(), Interpolation::Smooth},
                           {1, QQuaternion::fromAxisAndAngle(0, 0, 1, 90), Interpolation::Linear}};
        QVERIFY(near(sampleChannel(rot, 0.5f, {}), QQuaternion::fromAxisAndAngle(0, 0, 1, 45), 1e-5f));
        QVector3D axis;
        float angle = 0;
        sampleChannel(rot, 0.25f, {}).getAxisAndAngle(&axis, &angle);
        QVERIFY2(angle > 10 && angle < 22.5f, qPrintable(QString::number(angle)));
    }

    void constantHoldsUntilTheNextKey()
    {
        const QList<Vec3Key> keys = vectorKeys({{0, 0}, {1, 1}, {2, 4}}, Interpolation::Constant);
        QVERIFY(near(sampleChannel(keys, 0.99f, {}), QVector3D(0, 0, 0), 0));
        QVERIFY(near(sampleChannel(keys, 1.0f, {}), QVector3D(1, 2, -1), 0));
        QVERIFY(near(sampleChannel(keys, 1.7f, {}), QVector3D(1, 2, -1), 0));
        QVERIFY(near(sampleChannel(keys, 2.5f, {}), QVector3D(4, 8, -4), 0));
        // A span takes the mode of its first key only.
        QList<Vec3Key> mixed = keys;
        mixed[1].interpolation = Interpolation::Linear;
        QVERIFY(near(sampleChannel(mixed, 1.5f, {}), QVector3D(2.5f, 5, -2.5f), 1e-6f));
        QVERIFY(near(sampleChannel(mixed, 0.5f, {}), QVector3D(0, 0, 0), 0));
    }

    void setInterpolationCommand()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        KeySelection keys;
        keys.insert(1, 0.5f);
        QVERIFY(checkUndoRedo(doc, new SetInterpolationCommand(&doc, 0, keys, Interpolation::Constant)));
        const JointTrack *track = doc.model().animations[0].track(1);
        int constant = 0;
        for (const QuatKey &k : track->rotations)
            constant += k.interpolation == Interpolation::Constant ? 1 : 0;
        QCOMPARE(constant, 1);
        // Setting what is already there changes nothing: no undo step.
        const int steps = doc.undoStack()->count();
        doc.undoStack()->push(new SetInterpolationCommand(&doc, 0, keys, Interpolation::Constant));
        QCOMPARE(doc.undoStack()->count(), steps);
    }

    void setInterpolationOperation()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const Model before = doc.model();
        const OperationResult r = runOperation(doc, QStringLiteral("setInterpolation"),
                                               {{QStringLiteral("mode"), QStringLiteral("smooth")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QVERIFY(doc.model().animations[0].hasCurvedKeys());
        QVERIFY(!before.animations[0].hasCurvedKeys());
        QCOMPARE(r.value.toInt(), int(allKeys(before.animations[0]).size()));
        QVERIFY(
            !runOperation(doc, QStringLiteral("setInterpolation"), {{QStringLiteral("mode"), QStringLiteral("cubic")}})
                 .ok);
        doc.undoStack()->undo();
        QVERIFY(doc.model() == before);
    }

    void bakeLeavesLinearKeysAlone()
    {
        const Model m = makeSampleModel();
        QVERIFY(bakeInterpolation(m.animations[0]) == m.animations[0]);
        // And so XAF writes them byte for byte as before the bake existed:
        // the same bytes as the keys written with no curved key in sight.
        const WriteResult a = writeXafAnimation(m, 0, QStringLiteral("a.xaf"));
        QVERIFY(a.ok());
        Model touched = m;
        for (JointTrack &t : touched.animations[0].tracks)
            if (!t.rotations.isEmpty())
                t.rotations.last().interpolation = Interpolation::Smooth; // spans nothing
        QVERIFY(!(touched == m));
        QCOMPARE(writeXafAnimation(touched, 0, QStringLiteral("a.xaf")).data, a.data);
    }

    void bakedSmoothSamplesAsTheCurve()
    {
        const Model m = sampleWith(Interpolation::Smooth);
        const Animation baked = bakeInterpolation(m.animations[0]);
        QVERIFY(!baked.hasCurvedKeys());
        QVERIFY(baked.keyCount() > m.animations[0].keyCount());
        QVERIFY(samplesMatch(m.animations[0], baked, 1e-4f));
    }

    void xafWithSmoothKeysReadsBackTheSameMotion()
    {
        for (Interpolation mode : {Interpolation::Smooth, Interpolation::Constant}) {
            Model m = makeSampleModel();
            Animation &a = m.animations[0];
            // Irregular times, as XAF has them: every other key dropped.
            for (JointTrack &t : a.tracks) {
                for (qsizetype i = t.rotations.size() - 2; i > 0; i -= 2)
                    t.rotations.removeAt(i);
                for (qsizetype i = t.translations.size() - 2; i > 0; i -= 2)
                    t.translations.removeAt(i);
                t.scales.clear();
            }
            a = setInterpolation(a, allKeys(a), mode);
            const WriteResult written = writeXafAnimation(m, 0, QStringLiteral("smooth.xaf"));
            QVERIFY(written.ok());
            QList<int> ids;
            for (qsizetype j = 0; j < m.skeleton.size(); ++j)
                ids << int(j);
            const ReadResult read = readXafAnimation(QStringLiteral("smooth.xaf"), written.data, ids);
            QVERIFY2(read.ok(), read.error ? qPrintable(read.error->message) : "");
            QCOMPARE(read.model.animations.size(), qsizetype(1));
            if (mode == Interpolation::Smooth) {
                QVERIFY(samplesMatch(a, read.model.animations[0], 1e-4f));
            } else {
                // A step is linear keys kStepBakeLead apart: the same motion
                // everywhere but in that sliver before each key.
                const Animation &r = read.model.animations[0];
                const float frame = 1.0f / float(a.fps);
                for (const JointTrack &t : a.tracks)
                    for (qsizetype i = 0; i + 1 < t.rotations.size(); ++i)
                        for (float f : {0.0f, 0.3f, 0.9f}) {
                            const float time = t.rotations[i].time + f * 2 * frame;
                            QVERIFY(near(sampleChannel(t.rotations, time, {}),
                                         sampleChannel(r.track(t.joint)->rotations, time, {}), 1e-4f));
                        }
            }
        }
    }

    void fixedRateWritersBakeAtTheirFrameRate()
    {
        Model m = sampleWith(Interpolation::Smooth);
        // Keys off the frames: every other one, shifted by a third of a frame.
        Animation &a = m.animations[0];
        const float third = float(1.0 / (3 * a.fps));
        for (JointTrack &t : a.tracks)
            for (qsizetype i = t.rotations.size() - 2; i > 0; i -= 2) {
                t.rotations.removeAt(i);
                t.rotations[i].time = std::min(t.rotations[i].time + third, t.rotations.last().time - third);
            }
        for (const QString &format : {QStringLiteral("iqe"), QStringLiteral("iqm")}) {
            const QString path = QStringLiteral("smooth.") + format;
            const WriteResult written = format == QLatin1String("iqe") ? writeIqe(m, path) : writeIqm(m, path);
            QVERIFY(written.ok());
            const ReadResult read = format == QLatin1String("iqe") ? readIqe(path, written.data)
                                                                   : readIqm(path, written.data);
            QVERIFY(read.ok());
            const Animation &r = read.model.animations[0];
            for (const JointTrack &t : a.tracks)
                for (int f = 0; f < a.frameCount(); ++f) {
                    const float time = float(f / a.fps);
                    QVERIFY2(near(sampleChannel(t.rotations, time, {}),
                                  sampleChannel(r.track(t.joint)->rotations, time, {}), 1e-4f),
                             qPrintable(QStringLiteral("%1 frame %2").arg(format).arg(f)));
                }
        }
    }

    void easeCurves()
    {
        QCOMPARE(EaseCurve::linear().at(0.3), 0.3);
        for (const EaseCurve &c : {EaseCurve::slowIn(), EaseCurve::slowOut(), EaseCurve::slowInOut()}) {
            QVERIFY(std::abs(c.at(0)) < 1e-9 && std::abs(c.at(1) - 1) < 1e-9);
            QVERIFY(std::abs(c.inverse(c.at(0.37)) - 0.37) < 1e-6);
        }
        QVERIFY(EaseCurve::slowIn().at(0.25) < 0.2); // starts slow
        QVERIFY(EaseCurve::slowOut().at(0.25) > 0.3); // ends slow
        QVERIFY(std::abs(EaseCurve::slowInOut().at(0.5) - 0.5) < 1e-9);
    }

    void easedRetimeKeepsEndsAndFollowsTheCurve()
    {
        const Model m = makeSampleModel();
        const Animation &a = m.animations[0];
        const float start = float(4 / a.fps), end = float(16 / a.fps), newEnd = float(24 / a.fps);
        const EaseCurve curve = EaseCurve::slowInOut();
        const Animation r = retimeRange(a, start, end, newEnd, curve);
        const JointTrack *before = a.track(1);
        const JointTrack *after = r.track(1);
        QVERIFY(before && after);
        // The range's first and last poses are kept (the last one moved to newEnd).
        QVERIFY(near(sampleChannel(after->rotations, start, {}), sampleChannel(before->rotations, start, {}), 1e-6f));
        QVERIFY(near(sampleChannel(after->rotations, newEnd, {}), sampleChannel(before->rotations, end, {}), 1e-6f));
        // Keys after the range moved with its end.
        QVERIFY(near(sampleChannel(after->rotations, float(a.duration) + newEnd - end, {}),
                     sampleChannel(before->rotations, float(a.duration), {}), 1e-6f));
        QCOMPARE(r.duration, a.duration + double(newEnd - end));
        // Inside, on every frame: the pose the curve says.
        bool changed = false;
        for (int f = 5; f < 24; ++f) {
            const float t = float(f / a.fps);
            const float x = (t - start) / (newEnd - start);
            const float source = start + float(curve.at(x)) * (end - start);
            const QQuaternion expected = sampleChannel(before->rotations, source, {});
            QVERIFY2(near(sampleChannel(after->rotations, t, {}), expected, 1e-5f), qPrintable(QString::number(f)));
            // ... which is not what a linear scale gives.
            const float linear = start + x * (end - start);
            changed = changed || !near(expected, sampleChannel(before->rotations, linear, {}), 1e-3f);
        }
        QVERIFY(changed);
        // Before the range, nothing changed.
        for (int f = 0; f <= 4; ++f)
            QVERIFY(near(sampleChannel(after->rotations, float(f / a.fps), {}),
                         sampleChannel(before->rotations, float(f / a.fps), {}), 0));
    }

    void retimeRangeCommandAndOperation()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        QVERIFY(checkUndoRedo(doc, new RetimeRangeCommand(&doc, 0, 0.1f, 0.5f, 0.8f, EaseCurve::slowIn())));
        doc.undoStack()->undo();
        const Model before = doc.model();
        OperationResult r = runOperation(doc, QStringLiteral("retimeRange"),
                                         {{QStringLiteral("start"), 0.1},
                                          {QStringLiteral("end"), 0.5},
                                          {QStringLiteral("new_end"), 0.8},
                                          {QStringLiteral("ease"), QStringLiteral("curve")},
                                          {QStringLiteral("handles"), QStringLiteral("0.42 0 1 1")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        const Model byOperation = doc.model();
        doc.undoStack()->undo();
        QVERIFY(doc.model() == before);
        doc.undoStack()->push(new RetimeRangeCommand(&doc, 0, 0.1f, 0.5f, 0.8f, EaseCurve::slowIn()));
        QVERIFY(doc.model() == byOperation);
        QVERIFY(!runOperation(doc, QStringLiteral("retimeRange"),
                              {{QStringLiteral("ease"), QStringLiteral("curve")},
                               {QStringLiteral("handles"), QStringLiteral("1 2")}})
                     .ok);
        QVERIFY(!runOperation(doc, QStringLiteral("retimeRange"),
                              {{QStringLiteral("start"), 0.5}, {QStringLiteral("end"), 0.2}})
                     .ok);
    }

    void selectKeysThenMoveThem()
    {
        Document doc;
        doc.resetModel(makeSampleModel());
        const Animation &a = doc.model().animations[0];
        const QString name = doc.model().skeleton.joints[1].name;
        OperationResult r = runOperation(doc, QStringLiteral("selectKeys"),
                                         {{QStringLiteral("joints"), name.left(name.size() - 1).toUpper()},
                                          {QStringLiteral("start"), 0.25},
                                          {QStringLiteral("end"), 0.5}});
        QVERIFY2(r.ok, qPrintable(r.message));
        const KeySelection picked = doc.keySelection();
        QVERIFY(!picked.isEmpty());
        for (auto it = picked.times.cbegin(); it != picked.times.cend(); ++it) {
            QVERIFY(doc.model().skeleton.joints[it.key()].name.contains(name.left(name.size() - 1)));
            for (float t : *it)
                QVERIFY(t >= 0.25f - 1e-5f && t <= 0.5f + 1e-5f);
        }
        QVERIFY(picked.times.contains(1));
        // Two frames later, by frames.
        const float frame = float(1 / a.fps);
        r = runOperation(doc, QStringLiteral("moveKeys"),
                         {{QStringLiteral("selected"), true},
                          {QStringLiteral("offset"), 2},
                          {QStringLiteral("unit"), QStringLiteral("frames")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QVERIFY(std::abs(doc.keySelection().firstTime() - (picked.firstTime() + 2 * frame)) < 1e-5f);
        // Snapped to the cursor: the first selected key lands on it.
        doc.setCurrentTime(0.8);
        r = runOperation(doc, QStringLiteral("moveKeys"),
                         {{QStringLiteral("selected"), true}, {QStringLiteral("snap"), QStringLiteral("cursor")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QVERIFY(std::abs(doc.keySelection().firstTime() - 0.8f) < 1e-5f);
        const QList<float> times = keyTimes(*doc.model().animations[0].track(1));
        QVERIFY(std::any_of(times.cbegin(), times.cend(), [](float t) { return std::abs(t - 0.8f) < 1e-5f; }));
        // Whole frames: a key a third of a frame off comes back onto one.
        r = runOperation(doc, QStringLiteral("moveKeys"),
                         {{QStringLiteral("selected"), true},
                          {QStringLiteral("offset"), 0.34},
                          {QStringLiteral("unit"), QStringLiteral("frames")},
                          {QStringLiteral("snap"), QStringLiteral("frames")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        const double f = doc.keySelection().firstTime() * a.fps;
        QVERIFY2(std::abs(f - std::round(f)) < 1e-3, qPrintable(QString::number(f)));
        // Moved far before the start: the keys stop at 0 and stay selected where they are.
        r = runOperation(doc, QStringLiteral("moveKeys"),
                         {{QStringLiteral("selected"), true},
                          {QStringLiteral("offset"), -1000},
                          {QStringLiteral("unit"), QStringLiteral("frames")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(doc.keySelection().firstTime(), 0.0f);
        const QList<float> moved = keyTimes(*doc.model().animations[0].track(1));
        for (float t : doc.keySelection().times.value(1))
            QVERIFY(std::any_of(moved.cbegin(), moved.cend(), [t](float k) { return std::abs(k - t) < 1e-5f; }));
        // A filter matching nothing selects nothing.
        r = runOperation(doc, QStringLiteral("selectKeys"), {{QStringLiteral("joints"), QStringLiteral("nobody*")}});
        QVERIFY(r.ok);
        QVERIFY(doc.keySelection().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTiming)
#include "tst_timing.moc"
